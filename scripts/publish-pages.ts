// `npm run publish:pages` (pipeline/jobs/publish-pages.ts: usage, exit codes and environment).
import { runMain } from '@/lib/cli/run-main';
import { publishPagesCommand } from '@/pipeline/jobs/publish-pages';

runMain('publish:pages', () => publishPagesCommand(process.argv.slice(2)));
