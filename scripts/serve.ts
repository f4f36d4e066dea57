// `npm run serve`, what `npm start` runs once out/ is built (pipeline/jobs/serve.ts: usage).
import { runMain } from '@/lib/cli/run-main';
import { serveCommand } from '@/pipeline/jobs/serve';

runMain('serve', () => serveCommand(process.argv.slice(2)));
