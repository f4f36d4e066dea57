import { NORDIC_LANGS } from '../fields';
import type { CheckContext } from './context';

const SITE_LANGS = ['en', ...NORDIC_LANGS] as const;

/** Languages, the geo-language table and the site's own metadata: other checks refer to them. */
export function checkSiteTables(ctx: CheckContext) {
  const languagesDoc = ctx.single('Languages');
  const languages = languagesDoc?.value.languages ?? [];
  if (languagesDoc) {
    ctx.unique(languages, (l) => l.code, () => languagesDoc.doc.file, 'languages.code');
    const missing = SITE_LANGS.filter((code) => !languages.some((l) => l.code === code));
    if (missing.length) ctx.problems.add(languagesDoc.doc.file, 'languages', `missing site languages: ${missing.join(', ')}`);
  }
  const languageCodes = new Set<string>(languages.map((l) => l.code));

  const geoDoc = ctx.single('GeoLanguage');
  if (geoDoc) {
    const { value, doc } = geoDoc;
    if (!languageCodes.has(value.default)) ctx.problems.add(doc.file, 'default', `unknown language code "${value.default}"`);
    for (const [country, code] of Object.entries(value.by_country)) {
      if (!languageCodes.has(code)) ctx.problems.add(doc.file, `by_country.${country}`, `unknown language code "${code}"`);
    }
    value.order.forEach((code, i) => {
      if (!languageCodes.has(code)) ctx.problems.add(doc.file, `order[${i}]`, `unknown language code "${code}"`);
    });
  }
  return { languages, languageCodes, geoLanguage: geoDoc?.value, meta: ctx.single('SiteMeta')?.value };
}
