import { CURRENCY_PARAM, CURRENCY_STORAGE_KEY, parseCurrency } from '@/lib/pages/reader-currency';

/**
 * The reader's currency before first paint (lib/pages/reader-currency.ts): placed right after the
 * switch's radio buttons, it checks the one `?cur=` or the kept choice names, and the stylesheet
 * shows that currency's figures. A choice made later is kept (localStorage) and written into the
 * address, so the link carries it. The embed page's preview frame follows the choice.
 */
const RADIOS = 'input[name="cur"]';

function stored(): string | null {
  try {
    return localStorage.getItem(CURRENCY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The preview frames carry their address and title per currency (`data-srcs`, `data-titles`); `all` keeps the printed ones. */
function follow(currency: string): void {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-srcs]')) {
    const src = (JSON.parse(frame.dataset.srcs ?? '{}') as Record<string, string>)[currency];
    const title = (JSON.parse(frame.dataset.titles ?? '{}') as Record<string, string>)[currency];
    if (src && frame.getAttribute('src') !== src) frame.setAttribute('src', src);
    if (title) frame.title = title;
  }
}

const chosen = parseCurrency(new URLSearchParams(location.search).get(CURRENCY_PARAM)) ?? parseCurrency(stored());
const radio = chosen ? document.querySelector<HTMLInputElement>(`${RADIOS}[value="${chosen}"]`) : null;
if (radio) radio.checked = true;
if (radio && chosen) document.addEventListener('DOMContentLoaded', () => follow(chosen));

document.addEventListener('change', (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.matches(RADIOS) || !input.checked) return;
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, input.value);
  } catch {
    // Storage refused (private mode): the choice holds on this page and in its address.
  }
  const url = new URL(location.href);
  url.searchParams.set(CURRENCY_PARAM, input.value);
  history.replaceState(history.state, '', url.href);
  follow(input.value);
});
