// `npm run markets:seed` (pipeline/jobs/markets-seed.ts: usage, exit codes and environment).
import { runMain } from '@/lib/cli/run-main';
import { marketsSeedCommand } from '@/pipeline/jobs/markets-seed';

runMain('markets:seed', () => marketsSeedCommand(process.argv.slice(2)));
