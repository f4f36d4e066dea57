/**
 * The register state a build reads, without fetching (docs/rules.md):
 *   npm run register:seed -- --from <published dir> [--snapshot .register/snapshot.json]
 *   npm run register:seed -- --csv <CASPS.csv> --at <ISO time> [--url <where it came from>] [--snapshot <file>]
 * Exit 0 written, 1 nothing to read or a file that does not read, 2 bad arguments.
 */
import { readFileSync } from 'node:fs';
import { getConfig } from '@/lib/config';
import { makeContext } from '@/lib/core/context';
import { writeFileAtomic } from '@/lib/node/atomic';
import { parseFlags } from '@/lib/node/cli-args';
import { DEFAULT_CASPS_URL } from '@/lib/register/constants';
import { DEFAULT_REGISTER_SNAPSHOT, nextState, readPublishedState } from '@/lib/register/node/refresh';

export function registerSeedCommand(argv: string[]): Promise<number> {
  let flags: Record<string, string>;
  try {
    flags = parseFlags(argv, ['from', 'csv', 'at', 'url', 'snapshot']);
  } catch (error) {
    console.error(`register:seed: ${(error as Error).message}`);
    return Promise.resolve(2);
  }
  const target = flags.snapshot ?? DEFAULT_REGISTER_SNAPSHOT;
  if (flags.from) {
    const state = readPublishedState(flags.from);
    if (!state) {
      console.log(`register:seed: ${flags.from} has no register set yet; ${target} left as it is`);
      return Promise.resolve(0);
    }
    writeFileAtomic(target, `${JSON.stringify(state, null, 2)}\n`);
    console.log(`register:seed: ${target} holds the register set of ${flags.from} (fetched ${state.source.fetched_at})`);
    return Promise.resolve(0);
  }
  if (!flags.csv || !flags.at || Number.isNaN(Date.parse(flags.at))) {
    console.error('register:seed: give --from <published dir>, or --csv <file> with --at <ISO time>');
    return Promise.resolve(2);
  }
  const ctx = makeContext(new Date(flags.at), getConfig());
  const state = nextState(readFileSync(flags.csv), flags.url ?? DEFAULT_CASPS_URL, null, ctx);
  writeFileAtomic(target, `${JSON.stringify(state, null, 2)}\n`);
  console.log(`register:seed: ${target}: ${state.firms.length} firms from ${flags.csv} (${state.source.rows} rows)`);
  return Promise.resolve(0);
}
