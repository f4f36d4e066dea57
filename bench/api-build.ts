// How long building every API document takes, against the floor of only serialising and writing
// the same documents. Run: npm run bench:api   (needs `npm run content:build` first)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDocument, resolveDocuments } from '@/lib/api/registry';
import { prepareSiteData } from '@/lib/data/site-data';
import { makeContext } from '@/lib/core/context';
import { getConfig } from '@/lib/config';
import { storedRawContent } from '@/lib/content/generated';
import type { RawContent } from '@/lib/content/types';
import { validateContent } from '@/lib/content/validate';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';
import { withSyntheticCorpus } from './corpus';

const OUT = path.join('bench', '.out', 'api');
const RUNS = 3;

function writeAll(docs: Map<string, unknown>): number {
  let bytes = 0;
  for (const [docPath, doc] of docs) {
    const json = JSON.stringify(doc);
    bytes += json.length;
    const file = path.join(OUT, docPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, json);
  }
  return bytes;
}

function measure(label: string, raw: RawContent) {
  const ctx = makeContext(new Date('2026-11-22T12:00:00Z'), getConfig());
  const markets = loadMarketsSnapshot('/nonexistent', new Date('2026-11-22T12:00:00Z'));
  let best = { full: Infinity, floor: Infinity, docs: 0, bytes: 0 };
  for (let run = 0; run < RUNS; run++) {
    rmSync(OUT, { recursive: true, force: true });
    // Full: validate content, prepare indexes, build every document, serialise and write it.
    const t0 = performance.now();
    const data = prepareSiteData(validateContent(raw), markets);
    const built = new Map<string, unknown>();
    for (const docPath of resolveDocuments(data).keys()) built.set(docPath, buildDocument(data, ctx, docPath));
    const bytes = writeAll(built);
    const full = performance.now() - t0;
    // Floor: only serialise and write the very same documents.
    rmSync(OUT, { recursive: true, force: true });
    const t1 = performance.now();
    writeAll(built);
    const floor = performance.now() - t1;
    if (full < best.full) best = { full, floor, docs: built.size, bytes };
  }
  const ratio = best.full / best.floor;
  console.log(
    `${label}: ${best.docs} documents, ${(best.bytes / 1e6).toFixed(1)} MB, build ${(best.full / 1000).toFixed(2)} s, ` +
      `stringify+write ${(best.floor / 1000).toFixed(2)} s, overhead ratio ${ratio.toFixed(2)}`,
  );
}

const starter = storedRawContent();
measure('starter content', starter);
measure('starter + 10,000 news + 2,000 events', withSyntheticCorpus(starter, { news: 10_000, events: 2_000 }));
rmSync(OUT, { recursive: true, force: true });
