import type { ReactNode } from 'react';
import { loadSiteData } from '@/lib/api/load';
import type { Locale } from '@/lib/i18n/locales';
import { htmlLang } from '@/lib/site/data';
import { LanguageCookie } from './language-cookie';

/**
 * The document of both root layouts (`app/(en)` and `app/[lang]`): `<html lang>` from the
 * languages content, and the switcher's tiny cookie writer every page shares.
 */
export function RootDocument({ lang, children }: { lang: Locale; children: ReactNode }) {
  return (
    <html lang={htmlLang(loadSiteData(), lang)} data-lang={lang}>
      <body>
        <LanguageCookie />
        {children}
      </body>
    </html>
  );
}
