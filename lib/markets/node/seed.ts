import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { marketsSnapshotSchema, publishedCatalogueSchema } from '@/lib/schemas/markets';
import { snapshotFromCatalogue } from '../live';
import type { MarketsSnapshot } from '../types';
import { LOCAL_HISTORY_DIR, PUBLISHED_HISTORY_DIR, readHistoryDir } from './history-files';
import { type LockOptions } from '@/lib/node/lock';
import { serialiseSnapshot } from './snapshot';
import { faultPoint } from '@/lib/node/faults';
import { commitFileSet, recoverFileSets, withFileSetLock, type FileSetEntry } from '@/lib/node/transaction';

export class SeedError extends Error {
  override name = 'SeedError';
}

export interface SeedOptions {
  /** A published folder (a checkout of the gh-pages branch). */
  readonly from: string;
  /** Where the build reads its snapshot; the history goes to `history/` beside it. */
  readonly snapshotFile: string;
  readonly lock?: LockOptions;
  readonly log?: (line: string) => void;
}

export interface SeedOutcome {
  /** Null when the folder has no published market catalogue yet (nothing was changed). */
  readonly snapshot: MarketsSnapshot | null;
  readonly historyFiles: number;
  readonly changed: number;
}

/** Makes the build's market data from a published folder, so a build without exchange access starts from the published prices. */
export async function seedFromPublished(options: SeedOptions): Promise<SeedOutcome> {
  const log = options.log ?? ((line: string) => console.error(line));
  if (!existsSync(options.from) || !statSync(options.from).isDirectory()) {
    throw new SeedError(`--from ${options.from}: no such folder`);
  }
  // A refresh killed in that folder left its journal: put the previous set back before reading.
  await recoverFileSets(options.from, { ...options.lock, command: 'markets:seed', log });

  const catalogueFile = path.join(options.from, 'api', 'v1', 'markets.json');
  if (!existsSync(catalogueFile)) {
    log(`markets:seed: ${catalogueFile} does not exist (nothing published yet); ${options.snapshotFile} left as it was`);
    return { snapshot: null, historyFiles: 0, changed: 0 };
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(catalogueFile, 'utf8'));
  } catch (error) {
    throw new SeedError(`${catalogueFile}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = publishedCatalogueSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SeedError(`${catalogueFile}: ${issue?.path.join('.') || '(document)'}: ${issue?.message ?? 'invalid'}`);
  }
  const snapshot = marketsSnapshotSchema.parse(snapshotFromCatalogue(parsed.data));

  const historyDir = path.join(options.from, PUBLISHED_HISTORY_DIR);
  const valid = readHistoryDir(historyDir, { onInvalid: 'throw', log });
  // The published bytes are copied as they are (they validated), not re-serialised.
  const history: FileSetEntry[] = existsSync(historyDir)
    ? readdirSync(historyDir)
        .filter((name) => valid.has(name.slice(0, -'.json'.length)) && name.endsWith('.json'))
        .sort()
        .map((name) => ({ path: `${LOCAL_HISTORY_DIR}/${name}`, content: readFileSync(path.join(historyDir, name)) }))
    : [];

  const root = path.dirname(path.resolve(options.snapshotFile));
  const snapshotName = path.basename(options.snapshotFile);
  const result = await withFileSetLock(root, { ...options.lock, command: 'markets:seed', log }, (lock) =>
    commitFileSet(lock, [{ path: snapshotName, content: serialiseSnapshot(snapshot) }, ...history], {
      scope: [snapshotName, `${LOCAL_HISTORY_DIR}/`],
      // The local history becomes the published one: a local pair file the folder lacks goes.
      pruneJsonIn: [LOCAL_HISTORY_DIR],
      faults: faultPoint('markets', 'write'),
    }),
  );
  return { snapshot, historyFiles: history.length, changed: result.written + result.removed };
}
