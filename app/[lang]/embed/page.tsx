import type { Metadata } from 'next';
import { SectionShell } from '@/components/site/section-shell';
import { fmt } from '@/lib/i18n/messages';
import { marketAggregateCores } from '@/lib/markets/documents';
import { EMBED_CARD_PATH, EMBED_LOADER_PATH } from '@/lib/pages/embed-card';
import { localeParam } from '@/lib/pages/languages';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'embed', title: env.m.embed.title, description: env.m.embed.intro });
}

/**
 * `/embed/`: the price card (lib/pages/embed-card.ts) for other sites: the one-line snippet in this
 * language, a live preview (the card itself, framed as the loader frames it) and the feeds.
 */
export default async function EmbedPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, lang, data, ctx } = env;
  const { baseUrl } = ctx.config;
  // The preview shows the first pair the snapshot prices in NOK, else the first pair at all.
  const pairs = marketAggregateCores(data.markets)
    .filter((row) => row.price !== null)
    .map((row) => row.symbol);
  const pair = pairs.find((symbol) => symbol === 'BTC-NOK') ?? pairs.find((symbol) => symbol.endsWith('-NOK')) ?? pairs[0] ?? 'BTC-NOK';
  const query = new URLSearchParams({ pair, lang, theme: 'auto' });
  const snippet = `<script src="${baseUrl}${EMBED_LOADER_PATH}" data-pair="${pair}" data-lang="${lang}" data-theme="auto" async></script>`;
  const frame = `<iframe src="${baseUrl}${EMBED_CARD_PATH}?${query.toString().replace(/&/g, '&amp;')}" title="${fmt(m.embed.frameTitle, { pair })}" style="width:100%;max-width:480px;height:230px;border:0"></iframe>`;
  return (
    <SectionShell env={env} path="embed" section="embed">
      <h1>{m.embed.title}</h1>
      <p className="lede">{m.embed.intro}</p>
      <p>{m.embed.snippet}</p>
      <pre className="snippet" tabIndex={0}>
        <code>{snippet}</code>
      </pre>
      <p>{m.embed.options}</p>
      <h2>{m.embed.preview}</h2>
      <iframe className="embed-preview" src={`${EMBED_CARD_PATH}?${query.toString()}`} title={fmt(m.embed.frameTitle, { pair })} />
      <p>{m.embed.direct}</p>
      <pre className="snippet" tabIndex={0}>
        <code>{frame}</code>
      </pre>
      <h2>{m.embed.feedsTitle}</h2>
      <p>{m.embed.feeds}</p>
    </SectionShell>
  );
}
