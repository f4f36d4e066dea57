// `npm run intake` (pipeline/jobs/intake.ts: usage, exit codes and environment).
import { runMain } from '@/lib/cli/run-main';
import { intakeCommand } from '@/pipeline/jobs/intake';

runMain('intake', () => intakeCommand(process.argv.slice(2)));
