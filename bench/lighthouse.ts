// Lighthouse scores of the served static export (not part of npm test: slow). Needs a built and
// pruned out/; Lighthouse is a devDependency (12.x, which runs on Node 20), so `npm install` brings
// it; LIGHTHOUSE_DIR points at another install instead:
//   CHROME_PATH=/usr/bin/chromium npx tsx bench/lighthouse.ts [--dir out] [--port 4173] [--langs en,sv]
//     [--only markets] [--runs 5] [--control /about/] [--before other-out] [--save dir] [--unreachable]
//
// It serves out/ itself (like a static host: gzip, immutable hashed assets; plus `/__geo` answering {"country":"US"} so the home
// page's language guess stays on English and makes no failed request), runs Lighthouse's default
// mobile audit on home, a story, events, markets, one asset page, search, a search with results, who's who and one who's who entry in each language, and writes the scores and
// the JavaScript each page loads to bench/README.md (between the lighthouse markers).
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { startExchangeStandIn } from './exchange-stand-in';

const ROOT = process.cwd();
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    port: { type: 'string', default: '4173' },
    langs: { type: 'string', default: 'en,sv' },
    // `--only markets` measures the pages whose name matches it (a regular expression:
    // `--only '^(home|markets|story|search) '`), and `--runs 3` repeats each page
    // and keeps the median run (by performance score): the machine is shared and one run is noisy.
    // The runs are interleaved (round 1 of every page, then round 2…), so a busy spell of the
    // machine falls on every page alike. A partial or repeated run prints its table and does not
    // replace the one in bench/README.md.
    only: { type: 'string', default: '' },
    runs: { type: 'string', default: '1' },
    // `--control /about/`: one more page measured in every round beside the chosen ones (a page
    // whose score the change does not touch), so the machine's load shows in its score and TBT.
    control: { type: 'string', default: '' },
    // `--before <dir>`: another export (the page before a change) served on the next port, its
    // chosen pages measured in the same rounds, interleaved with this one's.
    before: { type: 'string', default: '' },
    // `--save <dir>` keeps each run's full report (JSON) there, for the audits behind a score.
    save: { type: 'string', default: '' },
    // `--unreachable`: no exchange answers (their hosts go to a closed loopback port), and the
    // markets file served is a newer refresh that reached none of them, as when they are down.
    unreachable: { type: 'boolean', default: false },
  },
});
const DIR = path.resolve(args.dir);
const PORT = Number(args.port);
const LANGS = args.langs.split(',');
const ONLY = args.only;
const RUNS = Number(args.runs);
const SAVE = args.save;
const CONTROL = args.control;
const BEFORE = args.before ? path.resolve(args.before) : '';
const BEFORE_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
const UNREACHABLE = args.unreachable;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

function serve(dir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', ORIGIN);
    if (UNREACHABLE && url.pathname === '/api/v1/markets.json') {
      response.writeHead(200, { 'Content-Type': TYPES['.json']!, 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(unreachedCatalogue()));
      return;
    }
    if (url.pathname === '/__geo') {
      response.writeHead(200, { 'Content-Type': TYPES['.json']!, 'Access-Control-Allow-Origin': '*' });
      response.end('{"country":"US"}');
      return;
    }
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) file = dir;
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const found = existsSync(file) && statSync(file).isFile();
    const target = found ? file : path.join(dir, '404.html');
    // Hashed assets are immutable, as a static host or CDN would serve them.
    const cache = url.pathname.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=600';
    const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
    // Compressed like any static host or CDN does for text.
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && !type.startsWith('image/');
    response.writeHead(found ? 200 : 404, {
      'Content-Type': type,
      'Cache-Control': cache,
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    if (gzip) createReadStream(target).pipe(createGzip()).pipe(response);
    else createReadStream(target).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// Lighthouse and chrome-launcher are loaded by name at run time: from node_modules, or LIGHTHOUSE_DIR.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function load(name: string, entry: string): Promise<any> {
  try {
    return await import(name);
  } catch {
    const dir = process.env.LIGHTHOUSE_DIR;
    if (!dir) throw new Error(`${name} is not installed: run npm install (lighthouse is a devDependency), or set LIGHTHOUSE_DIR`);
    return import(pathToFileURL(path.join(dir, 'node_modules', name, entry)).href);
  }
}

interface Row {
  page: string;
  url: string;
  scores: Record<string, number>;
  scriptKb: number;
  scripts: number;
  totalKb: number;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DIR, 'index.html'))) throw new Error(`${DIR}/index.html missing: build the export first`);
  const news = JSON.parse(readFileSync(path.join(DIR, 'api', 'v1', 'news.json'), 'utf8')) as { items: Array<{ id: string }> };
  const story = news.items[0]?.id;
  // One asset page: the first base the build's market catalogue priced (none without market data).
  const catalogue = path.join(DIR, 'api', 'v1', 'markets.json');
  const asset = existsSync(catalogue)
    ? (JSON.parse(readFileSync(catalogue, 'utf8')) as { aggregated: Array<{ base: string }> }).aggregated[0]?.base.toLowerCase()
    : undefined;
  const orgchart = JSON.parse(readFileSync(path.join(DIR, 'api', 'v1', 'orgchart.json'), 'utf8')) as { entities: Array<{ id: string }> };
  const entity = orgchart.entities[0]?.id;
  const all = LANGS.flatMap((lang) => {
    const prefix = lang === 'en' ? '' : `/${lang}`;
    return [
      { page: `home (${lang})`, url: `${ORIGIN}${prefix}/` },
      ...(story ? [{ page: `story (${lang})`, url: `${ORIGIN}${prefix}/news/${story}/` }] : []),
      { page: `events (${lang})`, url: `${ORIGIN}${prefix}/events/` },
      { page: `markets (${lang})`, url: `${ORIGIN}${prefix}/markets/` },
      ...(asset ? [{ page: `asset ${asset} (${lang})`, url: `${ORIGIN}${prefix}/markets/${asset}/` }] : []),
      { page: `search (${lang})`, url: `${ORIGIN}${prefix}/search/` },
      // The search page as the header field leaves it: Pagefind's code, WebAssembly and index loaded.
      { page: `search results (${lang})`, url: `${ORIGIN}${prefix}/search/?q=bitcoin` },
      { page: `orgchart (${lang})`, url: `${ORIGIN}${prefix}/orgchart/` },
      ...(entity ? [{ page: `orgchart entry (${lang})`, url: `${ORIGIN}${prefix}/orgchart/${entity}/` }] : []),
    ];
  });
  // A regular expression over the pages' names (a plain word matches as a part of the name).
  const chosen = ONLY ? all.filter((p) => new RegExp(ONLY).test(p.page)) : all;
  const pages = [
    ...chosen.flatMap((p) => (BEFORE ? [p, { page: `${p.page} before`, url: p.url.replace(ORIGIN, BEFORE_ORIGIN) }] : [p])),
    ...(CONTROL ? [{ page: `control ${CONTROL}`, url: `${ORIGIN}${CONTROL}` }] : []),
  ];

  const lighthouse = (await load('lighthouse', 'core/index.js')).default;
  const chromeLauncher = await load('chrome-launcher', 'dist/index.js');
  const server = await serve(DIR, PORT);
  const before = BEFORE ? await serve(BEFORE, PORT + 1) : undefined;
  // The markets page's live reads go to a loopback stand-in of the exchanges (exchange-stand-in.ts),
  // or, --unreachable, to a closed port.
  const exchanges = UNREACHABLE
    ? {
        chromeFlags: [
          `--host-resolver-rules=${['api.firi.com', 'api.coinmotion.com', 'api.nbx.com'].map((h) => `MAP ${h} 127.0.0.1:9`).join(',')}`,
        ],
        close: async () => undefined,
      }
    : await startExchangeStandIn();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...exchanges.chromeFlags],
  });
  const rows: Row[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const runsOf = pages.map(() => [] as any[]);
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, { page, url }] of pages.entries()) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        runsOf[index]!.push(result.lhr);
        if (SAVE) writeFileSync(path.join(SAVE, `${page.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(result.lhr));
        if (RUNS > 1)
          console.log(
            `${page} run ${run + 1}: performance ${Math.round(result.lhr.categories.performance.score * 100)}; ${metrics(result.lhr)}; load average ${loadavg()[0]!.toFixed(1)}`,
          );
      }
    }
    for (const [index, { page, url }] of pages.entries()) {
      const runs = runsOf[index]!;
      const performance = runs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
      const tbt = runs.map((lhr) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      const scores = Object.fromEntries(
        (Object.entries(lhr.categories) as Array<[string, { score: number | null }]>).map(([key, category]) => [
          key,
          Math.round((category.score ?? 0) * 100),
        ]),
      );
      const summary = (lhr.audits['resource-summary']?.details?.items ?? []) as Array<{
        resourceType: string;
        transferSize: number;
        requestCount: number;
      }>;
      const script = summary.find((item) => item.resourceType === 'script');
      const total = summary.find((item) => item.resourceType === 'total');
      const failed = (Object.values(lhr.audits) as Array<{ id: string; score: number | null; scoreDisplayMode: string }>)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      rows.push({
        page,
        url,
        scores,
        scriptKb: (script?.transferSize ?? 0) / 1024,
        scripts: script?.requestCount ?? 0,
        totalKb: (total?.transferSize ?? 0) / 1024,
      });
      const each = RUNS > 1 ? ` (runs: performance ${performance.join(', ')}; TBT ${tbt.join(', ')} ms)` : '';
      console.log(
        `${page}: ${JSON.stringify(scores)} script ${((script?.transferSize ?? 0) / 1024).toFixed(0)} KB; ${metrics(lhr)}${each}${failed.length ? `; failing: ${failed.join(', ')}` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
    server.close();
    before?.close();
    await exchanges.close();
  }

  const table = [
    '| page | performance | accessibility | best practices | SEO | JS loaded (transfer) | page weight |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.scriptKb.toFixed(0)} KB in ${r.scripts} files | ${r.totalKb.toFixed(0)} KB |`,
    ),
  ].join('\n');
  const runNote = RUNS > 1 ? ` --runs ${RUNS}\` (median of ${RUNS} interleaved runs per page)` : '`';
  const section = `<!-- lighthouse:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} with Lighthouse (default mobile audit, simulated throttling) against the served export, the exchanges' hosts answered by a loopback stand-in: \`CHROME_PATH=/usr/bin/chromium npx tsx bench/lighthouse.ts${runNote}.\n\n${table}\n<!-- lighthouse:end -->`;
  console.log(`\n${section}`);
  if (ONLY || RUNS > 1 || CONTROL || BEFORE) return;
  const siteMd = path.join(ROOT, 'bench', 'README.md');
  const current = readFileSync(siteMd, 'utf8');
  const next = current.includes('<!-- lighthouse:start -->')
    ? current.replace(/<!-- lighthouse:start -->[\s\S]*?<!-- lighthouse:end -->/, section)
    : `${current.trimEnd()}\n\n## Lighthouse\n\n${section}\n`;
  writeFileSync(siteMd, next);
}

/** The export's markets file as a refresh an hour later that reached no exchange would publish it. */
function unreachedCatalogue(): unknown {
  const file = JSON.parse(readFileSync(path.join(DIR, 'api', 'v1', 'markets.json'), 'utf8')) as {
    generated_at: string;
    exchanges: Array<Record<string, unknown>>;
  };
  return {
    ...file,
    generated_at: new Date(Date.parse(file.generated_at) + 3_600_000).toISOString(),
    exchanges: file.exchanges.map((exchange) => ({ ...exchange, status: 'error', error: 'network error' })),
  };
}

/** The metrics behind the performance score, for finding what moved it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function metrics(lhr: any): string {
  const value = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  return `FCP ${value('first-contentful-paint')}, LCP ${value('largest-contentful-paint')}, TBT ${value('total-blocking-time')}, CLS ${value('cumulative-layout-shift')}, SI ${value('speed-index')}`;
}

void main();
