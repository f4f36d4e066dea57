/**
 * Publishes a build into a branch that a static host serves (GitHub Pages: gh-pages):
 *   npm run publish:pages -- --out out --repo <git URL or path> [--branch gh-pages] [--max-attempts 4]
 * The whole site, as `npm run publish -- --target gh-pages` (pipeline/jobs/publish.ts) publishes it
 * and with the same output. Commits the build in a temporary clone and pushes, never forced; an
 * unchanged build makes no commit. Writes .nojekyll and a CNAME with SITE_URL's host (none for
 * reserved hosts). Keeps the published market files when the build's are older or from no
 * successful fetch.
 * Exit codes: 0 published, or nothing changed; 1 the publish failed (the branch is unchanged);
 * 2 bad arguments or configuration.
 * Env: SITE_URL (lib/config.ts); GITHUB_SHA, when set, is named in the commit message.
 */
import { parseFlags } from '@/lib/node/cli-args';
import { publishAndReport, wholeNumber, type PublishRequest } from './publish';

const COMMAND = 'publish:pages';

/** `npm run publish:pages`: arguments → exit code. */
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
