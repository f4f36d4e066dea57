import { EMBED_CARD_PATH, EMBED_MAX_HEIGHT, EMBED_MESSAGE_TYPE } from '@/lib/pages/embed-card';

/**
 * `/embed/price.js`: the one line another site includes,
 * `<script src="https://<site>/embed/price.js" data-pair="BTC-NOK" data-lang="sv" data-theme="auto" async></script>`.
 * It puts the price card (lib/pages/embed-card.ts) after itself as an iframe from the script's
 * own origin and gives the frame the height the card reports. Only messages from that frame, from
 * that origin, in the card's shape are heeded: any other page may post messages too.
 */
const script = document.currentScript as HTMLScriptElement | null;

if (script?.src) {
  const origin = new URL(script.src).origin;
  const url = new URL(EMBED_CARD_PATH, origin);
  for (const name of ['pair', 'lang', 'theme'] as const) {
    const value = script.dataset[name];
    if (value) url.searchParams.set(name, value);
  }
  const frame = document.createElement('iframe');
  frame.src = url.href;
  frame.title = `Price ${script.dataset.pair ?? ''}`.trim();
  frame.referrerPolicy = 'no-referrer';
  frame.setAttribute('style', 'display:block;width:100%;min-width:280px;max-width:480px;height:190px;border:0;color-scheme:normal');
  script.after(frame);
  addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data as { type?: unknown; height?: unknown; title?: unknown } | null;
    if (!data || typeof data !== 'object' || data.type !== EMBED_MESSAGE_TYPE) return;
    if (typeof data.height === 'number' && data.height > 0 && data.height <= EMBED_MAX_HEIGHT)
      frame.style.height = `${Math.ceil(data.height)}px`;
    if (typeof data.title === 'string' && data.title.length <= 200) frame.title = data.title;
  });
}
