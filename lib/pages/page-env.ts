import { currentContext, loadSiteData } from '@/lib/data/load';
import type { SiteData } from '@/lib/data/site-data';
import type { BuildContext } from '@/lib/core/context';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor, type Messages } from '@/lib/i18n/messages';
import { htmlLang } from './languages';

/** What nearly every page needs (language, site data, one `now` per build, strings); pages call the API's builders, never its HTTP. */
export interface PageEnv {
  readonly lang: Locale;
  readonly data: SiteData;
  readonly ctx: BuildContext;
  readonly m: Messages;
  /** BCP 47 tag for Intl and `<html lang>` (`nb-NO`). */
  readonly locale: string;
}

export function pageEnvFrom(data: SiteData, ctx: BuildContext, lang: Locale): PageEnv {
  return { lang, data, ctx, m: messagesFor(lang), locale: htmlLang(data, lang) };
}

/** The page environment of this build (site data loaded once per process). */
export function pageEnv(lang: Locale): PageEnv {
  return pageEnvFrom(loadSiteData(), currentContext(), lang);
}
