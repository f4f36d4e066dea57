import type { Metadata } from 'next';
import { CurrencyChoice } from '@/components/markets/currency-choice';
import { SectionShell } from '@/components/site/section-shell';
import { fmt } from '@/lib/i18n/messages';
import { QUOTES } from '@/lib/markets/constants';
import { marketAggregateCores } from '@/lib/markets/documents';
import { EMBED_CARD_PATH, EMBED_LOADER_PATH } from '@/lib/pages/embed-card';
import { localeParam } from '@/lib/pages/languages';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';
import { DEFAULT_CURRENCY } from '@/lib/pages/reader-currency';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'embed', title: env.m.embed.title, description: env.m.embed.intro });
}

/**
 * `/embed/`: the price card (lib/pages/embed-card.ts) for other sites: the one-line snippet in this
 * language and the reader's currency (a pair per currency, the switch shows one), a live preview
 * (the card itself, framed as the loader frames it) and the feeds.
 */
export default async function EmbedPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, lang, data, ctx } = env;
  const { baseUrl } = ctx.config;
  // Per currency, the pair the snippet and preview show: BTC's, else the first priced one.
  const priced = marketAggregateCores(data.markets).filter((row) => row.price !== null);
  const pairs = QUOTES.flatMap((quote) => {
    const symbol = priced.find((row) => row.symbol === `BTC-${quote}`)?.symbol ?? priced.find((row) => row.quote === quote)?.symbol;
    return symbol ? [{ quote, pair: symbol }] : [];
  });
  if (pairs.length === 0) pairs.push({ quote: 'NOK', pair: 'BTC-NOK' });
  const preferred = DEFAULT_CURRENCY[lang];
  const shown = pairs.find((entry) => entry.quote === preferred) ?? pairs[0]!;
  const cardQuery = (pair: string) => new URLSearchParams({ pair, lang, theme: 'auto' }).toString();
  const srcs = Object.fromEntries(pairs.map((entry) => [entry.quote, `${EMBED_CARD_PATH}?${cardQuery(entry.pair)}`]));
  return (
    <SectionShell env={env} path="embed" section="embed">
      <h1>{m.embed.title}</h1>
      <p className="lede">{m.embed.intro}</p>
      <CurrencyChoice lang={lang} labels={m.markets} offered={pairs.map((entry) => entry.quote)} />
      <p>{m.embed.snippet}</p>
      {pairs.map(({ quote, pair }, index) => (
        <pre key={quote} className="snippet" tabIndex={0} data-currency={quote} data-currency-rest={index > 0 ? '' : undefined}>
          <code>{`<script src="${baseUrl}${EMBED_LOADER_PATH}" data-pair="${pair}" data-lang="${lang}" data-theme="auto" async></script>`}</code>
        </pre>
      ))}
      <p>{m.embed.options}</p>
      <h2>{m.embed.preview}</h2>
      {/* One frame; the currency script points it at the chosen currency's pair (data-srcs). */}
      <iframe
        className="embed-preview"
        src={srcs[shown.quote]}
        data-srcs={JSON.stringify(srcs)}
        data-titles={JSON.stringify(Object.fromEntries(pairs.map((entry) => [entry.quote, fmt(m.embed.frameTitle, { pair: entry.pair })])))}
        title={fmt(m.embed.frameTitle, { pair: shown.pair })}
      />
      <p>{m.embed.direct}</p>
      {pairs.map(({ quote, pair }, index) => (
        <pre key={quote} className="snippet" tabIndex={0} data-currency={quote} data-currency-rest={index > 0 ? '' : undefined}>
          <code>{`<iframe src="${baseUrl}${EMBED_CARD_PATH}?${cardQuery(pair).replace(/&/g, '&amp;')}" title="${fmt(m.embed.frameTitle, { pair })}" style="width:100%;max-width:480px;height:230px;border:0"></iframe>`}</code>
        </pre>
      ))}
      <h2>{m.embed.feedsTitle}</h2>
      <p>{m.embed.feeds}</p>
    </SectionShell>
  );
}
