import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { marketHistorySchema, PAIR_SYMBOL } from '@/lib/schemas/markets';
import type { MarketHistoryRow } from '../types';

/** History folder inside a published folder. */
export const PUBLISHED_HISTORY_DIR = 'api/v1/markets/history';
/** History folder beside the snapshot (`.markets/history/`), same file format as published. */
export const LOCAL_HISTORY_DIR = 'history';

export class HistoryFileError extends Error {
  override name = 'HistoryFileError';
}

/** A bad history file: `throw` (published history is the only copy), `skip` (a build never fails), or `move-aside`. */
export type InvalidHistoryPolicy = 'throw' | 'skip' | 'move-aside';

export interface ReadHistoryOptions {
  readonly onInvalid: InvalidHistoryPolicy;
  readonly log?: (line: string) => void;
  /** For `move-aside` names. */
  readonly now?: Date;
}

function problem(file: string, raw: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  const parsed = marketHistorySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${file}: ${issue?.path.join('.') || '(document)'}: ${issue?.message ?? 'invalid'}`;
  }
  const expected = path.basename(file, '.json');
  if (parsed.data.symbol !== expected) return `${file}: symbol: ${parsed.data.symbol} does not match the file name ${expected}`;
  return null;
}

/** Reads the rows of every `<BASE>-<QUOTE>.json` in `dir` (missing folder: no history). */
export function readHistoryDir(dir: string, options: ReadHistoryOptions): Map<string, MarketHistoryRow[]> {
  const history = new Map<string, MarketHistoryRow[]>();
  if (!existsSync(dir)) return history;
  const log = options.log ?? ((line: string) => console.warn(line));
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = path.join(dir, name);
    const symbol = name.slice(0, -'.json'.length);
    if (!PAIR_SYMBOL.test(symbol)) {
      log(`markets: ignored ${file}: not a pair's history file (BASE-QUOTE.json)`);
      continue;
    }
    const raw = readFileSync(file, 'utf8');
    const error = problem(file, raw);
    if (error === null) {
      history.set(symbol, marketHistorySchema.parse(JSON.parse(raw)).rows);
      continue;
    }
    if (options.onInvalid === 'throw') throw new HistoryFileError(error);
    if (options.onInvalid === 'move-aside') {
      const aside = `${file}.damaged-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
      renameSync(file, aside);
      log(`markets: ${error}; moved to ${aside} and started ${symbol} afresh`);
    } else {
      log(`markets: ${error}; left out`);
    }
  }
  return history;
}
