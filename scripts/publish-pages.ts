/**
 * Publishes a build into a branch that a static host serves (GitHub Pages: gh-pages):
 *   npm run publish:pages -- --out out --repo <git URL or path> [--branch gh-pages] [--max-attempts 4]
 * Commits the build in a temporary clone and pushes, never forced; an unchanged build makes no
 * commit. Writes .nojekyll and a CNAME with SITE_URL's host (none for reserved hosts). Keeps the
 * published market files when the build's are older or from no successful fetch.
 * Exit codes: 0 published, or nothing changed; 1 the publish failed (the branch is unchanged);
 * 2 bad arguments or configuration.
 * Env: SITE_URL (lib/config.ts); GITHUB_SHA, when set, is named in the commit message.
 */
import { getConfig } from '@/lib/config';
import { parseFlags } from '@/lib/node/cli-args';
import { GitError } from '@/lib/publish/git';
import { DEFAULT_MAX_ATTEMPTS, publishPages, PublishError } from '@/lib/publish/publish';
import { hooksFromEnv } from '@/lib/publish/test-hooks';
import { BuildTreeError } from '@/lib/publish/tree';
import { runMain } from '@/lib/cli/run-main';

async function main(): Promise<number> {
  let flags: Record<string, string>;
  let maxAttempts: number | undefined;
  let siteUrl: string;
  try {
    flags = parseFlags(process.argv.slice(2), ['out', 'repo', 'branch', 'max-attempts']);
    const attempts = flags['max-attempts'];
    if (attempts !== undefined && !/^[1-9][0-9]?$/.test(attempts))
      throw new Error(`--max-attempts ${attempts}: a whole number from 1 to 99`);
    maxAttempts = attempts === undefined ? undefined : Number(attempts);
    siteUrl = getConfig().baseUrl;
  } catch (error) {
    console.error(`publish:pages: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (!flags.out || !flags.repo) {
    console.error('publish:pages: --out <build folder> and --repo <git URL or path> are required (--branch defaults to gh-pages)');
    return 2;
  }
  const branch = flags.branch ?? 'gh-pages';
  try {
    const outcome = await publishPages({
      outDir: flags.out,
      repo: flags.repo,
      branch,
      siteUrl,
      maxAttempts: maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      message: process.env.GITHUB_SHA ? `Publish the site from ${process.env.GITHUB_SHA}` : 'Publish the site',
      hooks: hooksFromEnv(process.env),
    });
    if (outcome.status === 'unchanged') {
      console.log(`publish:pages: ${branch} already holds this build (${outcome.head ?? 'no commit'}); nothing was committed`);
    } else {
      console.log(
        `publish:pages: ${outcome.created ? 'created' : 'updated'} ${branch} at ${outcome.head ?? '?'} ` +
          `(${outcome.written} files written, ${outcome.removed} removed, attempt ${outcome.attempts})`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof PublishError || error instanceof GitError || error instanceof BuildTreeError) {
      console.error(`publish:pages: ${error.message}`);
      return error instanceof PublishError && /^--/.test(error.message) ? 2 : 1;
    }
    throw error;
  }
}

runMain('publish:pages', main);
