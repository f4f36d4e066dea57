// `npm run markets:refresh` (pipeline/jobs/markets-refresh.ts: usage, exit codes and environment).
import { runMain } from '@/lib/cli/run-main';
import { marketsRefreshCommand } from '@/pipeline/jobs/markets-refresh';

runMain('markets:refresh', () => marketsRefreshCommand(process.argv.slice(2)));
