import type { SiteConfig } from '@/lib/config';
import type { SiteData } from '@/lib/data/site-data';
import { LOCALES } from '@/lib/i18n/locales';
import { renderDigestEmail } from './email';
import { periodWeek } from './iso-week';

export const DIGEST_DIR = 'digest';

export interface DigestFile {
  /** Path under out/: `digest/<lang>/<week>/index.html` or `index.txt`. */
  readonly path: string;
  readonly content: string;
}

/** The e-mail of every published issue covering one ISO week; a pending draft is not a record, so it appears nowhere. */
export function digestEmailFiles(data: SiteData, config: SiteConfig): DigestFile[] {
  const files: DigestFile[] = [];
  for (const issue of data.content.newsletters) {
    const week = periodWeek(issue.period);
    if (!week) continue;
    for (const lang of LOCALES) {
      const email = renderDigestEmail(issue, lang, config);
      const folder = `${DIGEST_DIR}/${lang}/${week.label}`;
      files.push({ path: `${folder}/index.html`, content: email.html }, { path: `${folder}/index.txt`, content: email.text });
    }
  }
  return files;
}
