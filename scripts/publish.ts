// `npm run publish` (pipeline/jobs/publish.ts: usage, output, exit codes and environment).
import { runMain } from '@/lib/cli/run-main';
import { publishCommand } from '@/pipeline/jobs/publish';

runMain('publish', () => publishCommand(process.argv.slice(2)));
