/**
 * npm run new:story -- --url <link> [--id <id>]: starts content/news/<id>.yaml for a link
 * found by hand (see lib/intake/node/scaffold-command.ts). Env: CONTENT_DIR.
 */
import { runMain } from '@/lib/cli/run-main';
import { scaffoldCommand } from '@/lib/intake/node/scaffold-command';

runMain('new:story', async () => scaffoldCommand('story', process.argv.slice(2), new Date(), process.env.CONTENT_DIR || 'content'));
