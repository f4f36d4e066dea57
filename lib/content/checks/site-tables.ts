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
  return { languages, languageCodes, geoLanguage: geoDoc?.value, meta: ctx.single('SiteMeta')?.value, ...nameTables(ctx) };
}

/** Places and institutions: a name or alias names one row only, else which translation a page shows would depend on order. */
function nameTables(ctx: CheckContext) {
  const places = ctx.single('Places');
  const institutions = ctx.single('Institutions');
  for (const [table, rows] of [
    [places, places?.value.places ?? []],
    [institutions, institutions?.value.institutions ?? []],
  ] as const) {
    if (!table) continue;
    const seen = new Map<string, string>();
    for (const row of rows) {
      for (const spelling of [row.name, ...row.aliases]) {
        const key = spelling.toLowerCase();
        const other = seen.get(key);
        if (other !== undefined && other !== row.name) ctx.problems.add(table.doc.file, row.name, `"${spelling}" also names "${other}"`);
        seen.set(key, row.name);
      }
    }
  }
  if (institutions) ctx.unique(institutions.value.institutions, (row) => row.id, () => institutions.doc.file, 'institutions.id');
  return { places: places?.value.places ?? [], institutions: institutions?.value.institutions ?? [] };
}
