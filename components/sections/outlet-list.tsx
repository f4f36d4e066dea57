import type { SiteData } from '@/lib/data/site-data';
import type { Messages } from '@/lib/i18n/messages';
import { fmt } from '@/lib/i18n/messages';
import { hasKnownLicence } from '@/lib/pages/images';
import { outletLanguage, shownName } from '@/lib/i18n/names';
import { outletNote } from '@/lib/pages/localized';
import type { Locale } from '@/lib/i18n/locales';
import { SourceNote } from '@/components/news/source-note';

export interface OutletView {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly language_code: string;
  readonly paywall: 'none' | 'some' | 'all';
  readonly news_source_only: boolean;
  readonly source_note: string | null;
  readonly story_count: number;
  readonly logo: { readonly file_url: string; readonly license: string | null; readonly credit: string | null } | null;
}

/**
 * Outlets of `sources.json` with their language, paywall, story count and the news-source-only
 * note; a logo only where one is on file with its licence and credit (the logo's `file_url` is
 * absolute on the public site, so the page uses its path, which works on any host).
 */
export function OutletList({ outlets, m, data, lang }: { outlets: readonly OutletView[]; m: Messages; data: SiteData; lang: Locale }) {
  const language = (outlet: OutletView) => {
    const name = outletLanguage(data.outletById.get(outlet.id)?.country ?? '', outlet.language_code, lang);
    return name ? `${name} · ` : null;
  };
  return (
    <ul className="outlet-list">
      {outlets.map((outlet) => {
        const logo = outlet.logo && hasKnownLicence(outlet.logo) ? outlet.logo : null;
        return (
          <li key={outlet.id}>
            {logo ? (
              <img
                className="outlet-logo"
                src={new URL(logo.file_url).pathname}
                alt={fmt(m.sources.logo, { name: outlet.name })}
                title={`${logo.credit} (${logo.license})`}
                width={24}
                height={24}
              />
            ) : null}
            <a href={outlet.url}>
              <OutletName env={{ lang, data }} name={outlet.name} />
            </a>
            <span className="outlet-meta">
              {' '}
              {language(outlet)}
              {fmt(m.sources.stories, { count: outlet.story_count })}
              {outlet.paywall === 'all' ? <span className="badge badge-paywall">{m.sources.paywallAll}</span> : null}
              {outlet.paywall === 'some' ? <span className="badge">{m.sources.paywallSome}</span> : null}
              {outlet.news_source_only ? <span className="badge">{m.sources.newsSourceOnly}</span> : null}
            </span>
            <SourceNote note={outletNote(data.outletById, outlet.id, outlet.source_note, lang)} />
          </li>
        );
      })}
    </ul>
  );
}

/** An outlet's name: an institution's by the institutions table (with `lang` where it falls back), any other as it calls itself. */
export function OutletName({ env, name }: { env: { lang: Locale; data: SiteData }; name: string }) {
  const shown = shownName(env.data.institutions, name, env.lang, null);
  return <span lang={shown.lang !== env.lang ? shown.lang : undefined}>{shown.text}</span>;
}
