// `npm run intake:pr` (pipeline/jobs/intake-pr.ts: usage, exit codes and environment).
import { runMain } from '@/lib/cli/run-main';
import { intakePrCommand } from '@/pipeline/jobs/intake-pr';

runMain('intake:pr', () => intakePrCommand(process.argv.slice(2)));
