// Lists what the built Nordic pages still show in English (every element marked lang="en"), and
// the cities and institutions the tables in content/site/ cannot name in every Nordic language,
// so editors can add them. It reports and exits 0; --strict exits 1 when anything is listed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { englishOnPage, untranslatedNames } from '@/lib/build/english-left';
import { loadSiteData } from '@/lib/data/load';
import { NORDIC_LOCALES } from '@/lib/i18n/locales';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' }, strict: { type: 'boolean', default: false } } });
const outDir = values.out!;
if (!existsSync(path.join(outDir, 'sv'))) {
  console.error(`names:check: no built site in ${outDir}/ (run npm run build first, or pass --out <dir>)`);
  process.exit(2);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let listed = 0;
for (const lang of NORDIC_LOCALES) {
  const pages = new Map<string, { count: number; first: string }>();
  const files = htmlFiles(path.join(outDir, lang));
  for (const file of files) {
    for (const text of new Set(englishOnPage(readFileSync(file, 'utf8')))) {
      const seen = pages.get(text);
      pages.set(text, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? path.relative(outDir, file) });
    }
  }
  console.log(`names:check: /${lang}/: ${files.length} pages, ${pages.size} texts shown in English`);
  for (const [text, { count, first }] of [...pages].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))) {
    console.log(`  ${count}× ${JSON.stringify(text.length > 100 ? `${text.slice(0, 97)}…` : text)} (first: ${first})`);
  }
  listed += pages.size;
}

const names = untranslatedNames(loadSiteData());
console.log(`names:check: ${names.length} names the tables in content/site/ lack for some Nordic language`);
for (const name of names) console.log(`  ${name.table}: ${JSON.stringify(name.name)}: no ${name.missing.join(', ')}`);
listed += names.length;
if (values.strict && listed > 0) process.exit(1);
