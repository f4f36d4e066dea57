/**
 * `npm run publish:pages -- --out out --repo <git URL or path> [--branch gh-pages] [--max-attempts 4]`:
 * the same publish as `npm run publish -- --target gh-pages` (publish.ts), spelt for GitHub Pages.
 */
import { parseFlags } from '@/lib/node/cli-args';
import { publishAndReport, wholeNumber, type PublishRequest } from './publish';

const COMMAND = 'publish:pages';

export async function publishPagesCommand(argv: readonly string[]): Promise<number> {
  let request: PublishRequest;
  try {
    const flags = parseFlags(argv, ['out', 'repo', 'branch', 'max-attempts']);
    const maxAttempts = wholeNumber('max-attempts', flags['max-attempts'], 99);
    if (!flags.out || !flags.repo) {
      throw new Error('--out <build folder> and --repo <git URL or path> are required (--branch defaults to gh-pages)');
    }
    request = { target: { kind: 'gh-pages' }, outDir: flags.out, repo: flags.repo, branch: flags.branch, maxAttempts };
  } catch (error) {
    console.error(`${COMMAND}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  return publishAndReport(request, COMMAND);
}
