// Post-export step for the static export. Leaf pages (stories, events, topic and country lists,
// newsletter issues …) are only ever reached by plain links, so they need no React at all:
//
//   1. their RSC payload files are deleted (client navigation to them never happens; if it did,
//      Next falls back to a full page load when the payload is missing);
//   2. their HTML loses the hydration data and the Next runtime scripts: the inline
//      `self.__next_f.push(…)` RSC copy of the page (about two thirds of its HTML), the
//      Turbopack bootstrap and the chunk <script>/<link rel=preload> tags. What stays is the
//      server-rendered HTML, the CSS, JSON-LD, and our own inline scripts (the language
//      switcher's cookie writer), so the page looks and works the same, without JavaScript
//      frameworks, and costs a third of the bytes.
//
// The section pages of the menu (home, news, events, markets, newsletters, api in every
// language) stay full React pages with their payloads: the menu's <Link>s navigate between them
// on the client, and the markets table is live (see lib/site/nav.ts).
//
//   npx tsx scripts/prune-export.ts [--dir out] [--dry-run] [--keep-hydration]
//
// What Next 16 writes per page (output: 'export', trailingSlash): index.html, index.txt (full
// RSC payload), __next._full.txt (the same), __next._tree.txt (route tree) and one
// __next.<segment path>.txt per segment (e.g. __next.$d$lang.news.$d$id.__PAGE__.txt).
import { readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_NAV_PATHS } from '../lib/site/nav';
import { LOCALES } from '../lib/i18n/locales';

const RSC_FILE = /^(?:index\.txt|__next\..+\.txt)$/;
/** Folders that are not pages: Next's assets, the JSON API and content images. */
const SKIP_DIRS = new Set(['_next', 'api/v1', 'assets']);

export interface PruneResult {
  readonly pages: number;
  readonly prunedPages: number;
  readonly keptPages: number;
  /** RSC payload files deleted, and their bytes. */
  readonly files: number;
  readonly bytes: number;
  /** Bytes taken out of the leaf pages' HTML (hydration data and runtime tags). */
  readonly htmlBytes: number;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNTIME_LINK =
  /<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>|<link\b[^>]*\bas="script"[^>]*\brel="(?:preload|modulepreload)"[^>]*\/?>/gi;

/**
 * A leaf page's HTML without React: drops script tags that load Next's chunks, the inline RSC
 * data (`self.__next_f`) and the Turbopack bootstrap; keeps JSON-LD and our own inline scripts.
 */
export function stripHydration(html: string): string {
  // Content still streaming into Suspense placeholders would need React's inline scripts to be
  // revealed; the export renders everything up front, but never strip such a page blindly.
  if (/<template\b|\$RC\(|\$RS\(/.test(html)) return html;
  return html
    .replace(SCRIPT, (whole, attrs: string, body: string) => {
      if (/\bsrc="\/_next\//.test(attrs)) return '';
      if (/self\.__next_f|globalThis\["TURBOPACK"\]|\$RC|\$RS|__next_s/.test(body)) return '';
      if (/\bid="_R_"/.test(attrs)) return '';
      return whole;
    })
    .replace(RUNTIME_LINK, '');
}

/** `sv/news/x` → `news/x`; `` → ``. */
function withoutLanguage(rel: string): string {
  const [first, ...rest] = rel.split('/');
  return first && (LOCALES as readonly string[]).includes(first) && first !== 'en' ? rest.join('/') : rel;
}

export function keepsPayload(relDir: string): boolean {
  const page = withoutLanguage(relDir);
  // Next's own not-found route is what client navigation falls back to; keep it too.
  return CLIENT_NAV_PATHS.includes(page) || page === '_not-found';
}

export function pruneExport(root: string, options: { dryRun?: boolean; keepHydration?: boolean } = {}): PruneResult {
  let pages = 0;
  let prunedPages = 0;
  let files = 0;
  let bytes = 0;
  let htmlBytes = 0;
  const walk = (dir: string, rel: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const isPage = entries.some((entry) => entry.isFile() && entry.name === 'index.html');
    if (isPage) {
      pages++;
      if (!keepsPayload(rel)) {
        let removed = 0;
        for (const entry of entries) {
          if (!entry.isFile() || !RSC_FILE.test(entry.name)) continue;
          const file = path.join(dir, entry.name);
          bytes += statSync(file).size;
          if (!options.dryRun) unlinkSync(file);
          removed++;
        }
        files += removed;
        if (!options.keepHydration) {
          const file = path.join(dir, 'index.html');
          const html = readFileSync(file, 'utf8');
          const lean = stripHydration(html);
          htmlBytes += Buffer.byteLength(html) - Buffer.byteLength(lean);
          if (!options.dryRun && lean !== html) writeFileSync(file, lean);
        }
        prunedPages++;
      }
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (SKIP_DIRS.has(childRel)) continue;
      walk(path.join(dir, entry.name), childRel);
    }
  };
  walk(path.resolve(root), '');
  return { pages, prunedPages, keptPages: pages - prunedPages, files, bytes, htmlBytes };
}

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && /prune-export\.ts$/.test(process.argv[1])) {
  const dir = arg('dir') ?? 'out';
  const dryRun = process.argv.includes('--dry-run');
  const keepHydration = process.argv.includes('--keep-hydration');
  const result = pruneExport(dir, { dryRun, keepHydration });
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `prune-export: ${dryRun ? 'would remove' : 'removed'} ${result.files} RSC payload files (${mb(result.bytes)}) ` +
      `and ${mb(result.htmlBytes)} of hydration data from the HTML of ${result.prunedPages} of ${result.pages} pages in ${dir}/; ` +
      `${result.keptPages} section pages stay React pages for client navigation.`,
  );
}
