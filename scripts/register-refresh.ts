// `npm run register:refresh` (pipeline/jobs/register-refresh.ts: usage, exit codes and environment).
import { runMain } from '@/lib/cli/run-main';
import { registerRefreshCommand } from '@/pipeline/jobs/register-refresh';

runMain('register:refresh', () => registerRefreshCommand(process.argv.slice(2)));
