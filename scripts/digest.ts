// `npm run digest` (pipeline/jobs/digest.ts: usage, exit codes and environment).
import { runMain } from '@/lib/cli/run-main';
import { digestCommand } from '@/pipeline/jobs/digest';

runMain('digest', () => digestCommand(process.argv.slice(2)));
