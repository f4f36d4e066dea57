/**
 * Undo an interrupted file-set write (the market or register set):  npm run markets:recover -- --dir <folder>
 * <folder> is a published folder (or `.markets`). Takes its lock, rolls back any write that
 * was stopped part-way (killed, power loss) so the previous complete set is in place, and removes
 * staging left by writers that are gone. The refresh, the prebuild and the seed do this by
 * themselves; a publish command calls it (or `recoverFileSets()` from lib/node/transaction.ts)
 * before it copies or commits the folder. Exit codes: 0 done; 75 busy; 1 error.
 */
import { parseFlags } from '@/lib/node/cli-args';
import { LockTimeoutError } from '@/lib/node/lock';
import { recoverFileSets } from '@/lib/node/transaction';
import { runMain } from '@/lib/cli/run-main';

async function main(): Promise<number> {
  const flags = parseFlags(process.argv.slice(2), ['dir']);
  if (!flags.dir) {
    console.error('markets:recover: --dir <folder> is required');
    return 2;
  }
  try {
    const result = await recoverFileSets(flags.dir, { log: (line) => console.log(line) });
    console.log(
      `markets:recover: ${flags.dir}: ${result.rolledBack} interrupted write(s) rolled back, ${result.cleaned} staging folder(s) removed` +
        (result.skipped ? `, ${result.skipped} left to a writer still running` : ''),
    );
    return 0;
  } catch (error) {
    if (error instanceof LockTimeoutError) {
      console.error(`markets:recover: ${error.message}`);
      return 75;
    }
    throw error;
  }
}

runMain('markets:recover', main);
