// `npm run register:seed` (pipeline/jobs/register-seed.ts: usage, exit codes and environment).
import { runMain } from '@/lib/cli/run-main';
import { registerSeedCommand } from '@/pipeline/jobs/register-seed';

runMain('register:seed', () => registerSeedCommand(process.argv.slice(2)));
