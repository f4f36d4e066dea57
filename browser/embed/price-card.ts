import { formatAmount } from '@/lib/pages/format';
import { EMBED_MESSAGE_TYPE, EMBED_THEMES, type EmbedConfig, type EmbedStrings } from '@/lib/pages/embed-card';

/**
 * The price card's script (lib/pages/embed-card.ts), on `/embed/price/?pair=BTC-NOK&lang=sv&theme=auto`:
 * reads `markets.json` (the pair's MarketAggregate) and `markets/daily/<pair>.json` (its 24-hour
 * change and the last seven daily closes) from its own origin, draws the card with DOM calls (no
 * markup from data), reads them again every `refreshSeconds`, and tells the page that framed it
 * its height. Prices are the published strings, shown by the site's one display rule
 * (lib/pages/format.ts `formatAmount`, on the text); no cookie, no storage, nothing from elsewhere.
 */

interface Contributor {
  readonly name: string;
  readonly included_in_price: boolean;
}
interface Aggregate {
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly name: string | null;
  readonly price: string | null;
  readonly updated_at: string | null;
  readonly contributors: readonly Contributor[];
}
interface Change {
  readonly change: string;
  readonly change_pct: string | null;
}
interface Daily {
  readonly change_24h: Change | null;
  readonly days: readonly { readonly date: string; readonly close: string }[];
}

const PAIR = /^[A-Z0-9]{1,15}-(NOK|SEK|DKK|EUR)$/;
const SVG = 'http://www.w3.org/2000/svg';

const config = JSON.parse(document.getElementById('embed-config')!.textContent!) as EmbedConfig;
const card = document.getElementById('card')!;
const params = new URLSearchParams(location.search);
const requestedLang = params.get('lang') ?? 'en';
const lang = config.languages.find((code) => code === requestedLang);
const s: EmbedStrings = config.strings[lang ?? 'en']!;
const locale = config.locales[lang ?? 'en']!;
const pair = (params.get('pair') ?? '').trim().toUpperCase();
const theme = EMBED_THEMES.find((name) => name === params.get('theme')) ?? 'auto';
document.documentElement.dataset.theme = theme;
document.documentElement.lang = locale;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** Tells the embedding page (the loader) the card's height and name; the data is public, so any origin may read it. */
function report(): void {
  if (parent === window) return;
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  parent.postMessage({ type: EMBED_MESSAGE_TYPE, height, title: document.title }, '*');
}

function show(...nodes: Node[]): void {
  card.replaceChildren(...nodes);
  report();
}

function message(text: string): void {
  show(el('p', text, 'status'));
}

/** The per-cent change rounded half away from zero at two places by Intl on the decimal string (no float). */
function changeText(change: Change): { text: string; direction: string } {
  const direction = /^-/.test(change.change) ? -1 : /^0*(\.0*)?$/.test(change.change) ? 0 : 1;
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  // Intl reads a numeric string as an exact decimal (ECMA-402 NumberFormat v3): the string goes in as it is.
  const pct = format.format(change.change_pct as unknown as number);
  const arrow = direction > 0 ? '\u25B2' : direction < 0 ? '\u25BC' : '\u25B6';
  const word = direction > 0 ? s.up : direction < 0 ? s.down : s.flat;
  return { text: `${arrow} ${pct} % ${s.change24h} (${word})`, direction: String(direction) };
}

/** The last seven daily closes as a line. The numbers only place points on screen; no figure shown comes from them. */
function sparkline(days: Daily['days']): SVGSVGElement | null {
  const closes = days.slice(-7).map((day) => Number(day.close));
  if (closes.length < 2 || closes.some((value) => !Number.isFinite(value))) return null;
  const min = Math.min(...closes);
  const span = Math.max(...closes) - min || 1;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 40');
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', s.sparkline);
  const line = document.createElementNS(SVG, 'polyline');
  const step = 100 / (closes.length - 1);
  line.setAttribute(
    'points',
    closes.map((value, i) => `${(i * step).toFixed(2)},${(37 - ((value - min) / span) * 34).toFixed(2)}`).join(' '),
  );
  svg.append(line);
  return svg;
}

function render(aggregate: Aggregate, price: string, daily: Daily | null): void {
  const heading = el('h1', `${aggregate.base}/${aggregate.quote}${aggregate.name ? ` \u00B7 ${aggregate.name}` : ''}`);
  const priceLine = el('p', undefined, 'price');
  const figure = el('data', formatAmount(price, locale, 'fiat'));
  figure.value = price;
  priceLine.append(figure, ' ', el('small', aggregate.quote));
  const change = daily?.change_24h?.change_pct ? changeText(daily.change_24h) : null;
  const changeLine = el('p', change ? change.text : s.noChange, 'change');
  if (change) changeLine.dataset.direction = change.direction;
  const nodes: Node[] = [heading, priceLine, changeLine];
  const line = daily ? sparkline(daily.days) : null;
  if (line) nodes.push(line);
  const exchanges = aggregate.contributors.filter((c) => c.included_in_price).map((c) => c.name);
  if (exchanges.length > 0) {
    const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(exchanges);
    nodes.push(el('p', fill(s.pricedBy, { exchanges: list }), 'meta'));
  }
  if (aggregate.updated_at) {
    const time = el(
      'time',
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(aggregate.updated_at)),
    );
    time.dateTime = aggregate.updated_at;
    const [before, after = ''] = s.updated.split('{time}');
    const meta = el('p', undefined, 'meta');
    meta.append(before ?? '', time, after);
    nodes.push(meta);
  }
  const link = el('a', fill(s.more, { base: aggregate.name ?? aggregate.base }));
  link.href = new URL(config.marketPaths[lang!]!.replace('{base}', aggregate.base.toLowerCase()), location.origin).href;
  link.target = '_blank';
  link.rel = 'noopener';
  const footer = el('p', undefined, 'meta');
  footer.append(link, ` \u00B7 ${s.notAdvice}`);
  nodes.push(footer);
  show(...nodes);
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

let shown = false;

async function refresh(): Promise<void> {
  try {
    const markets = await json<{ aggregated: readonly Aggregate[] }>('/api/v1/markets.json');
    const aggregate = markets.aggregated.find((row) => row.symbol === pair);
    if (!aggregate || aggregate.price === null) {
      message(fill(s.unknownPair, { pair }));
      return;
    }
    // The change and the line are extras: without them the card still shows the price.
    const daily = await json<Daily>(`/api/v1/markets/daily/${pair}.json`).catch(() => null);
    render(aggregate, aggregate.price, daily);
    shown = true;
  } catch {
    // A failed refresh keeps the last card; only a card with nothing to show says so.
    if (!shown) message(s.failed);
  }
}

document.title = fill(s.frameTitle, { pair: pair || '?' });
if (!lang) {
  message(fill(s.unknownLanguage, { lang: requestedLang, languages: config.languages.join(', ') }));
} else if (!PAIR.test(pair)) {
  message(fill(s.unknownPair, { pair }));
} else {
  void refresh();
  setInterval(() => void refresh(), config.refreshSeconds * 1000);
}
new ResizeObserver(report).observe(document.documentElement);
