import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { git, gitRun } from '@/lib/publish/git';
import { pullRequestBody, type BranchChanges } from '../pr-body';
import { openOrUpdatePullRequest, type PullRequestResult, type PullRequestTarget } from './github';
import { runIntake, type IntakeOptions, type IntakeReport } from './run';

/** The scheduled intake as git sees it (.github/workflows/intake.yml runs this through `npm run intake:pr`). */
export interface PrFlowOptions {
  readonly repoDir: string;
  readonly remote: string;
  readonly branch: string;
  readonly base: string;
  readonly intake: Omit<IntakeOptions, 'contentDir'>;
  /** Null: no token, so the branch is pushed but no pull request is opened (said in the log). */
  readonly github: Omit<PullRequestTarget, 'head' | 'base'> | null;
  readonly log: (line: string) => void;
}

export interface PrFlowResult {
  readonly report: IntakeReport;
  readonly committed: boolean;
  readonly pushed: boolean;
  readonly pullRequest: PullRequestResult | null;
}

const COMMITTER = ['-c', 'user.name=desk-intake[bot]', '-c', 'user.email=desk-intake@users.noreply.github.com'];
const DRAFT_PATHS = ['content/news', 'content/events'];
const STATE_PATH = 'content/intake/state.json';

export async function runIntakePullRequest(options: PrFlowOptions): Promise<PrFlowResult> {
  const repo = path.resolve(options.repoDir);
  const { remote, branch, base, log } = options;
  const remoteBase = `refs/remotes/${remote}/${base}`;
  const remoteBranch = `refs/remotes/${remote}/${branch}`;

  await git(repo, ['fetch', '--quiet', remote, `+refs/heads/${base}:${remoteBase}`]);
  const branchExists = (await gitRun(repo, ['ls-remote', '--exit-code', '--heads', remote, branch])).code === 0;
  if (branchExists) {
    await git(repo, ['fetch', '--quiet', remote, `+refs/heads/${branch}:${remoteBranch}`]);
    await git(repo, ['checkout', '--quiet', '-B', branch, remoteBranch]);
    // Main moves on (merged drafts, editors' fixes); the branch takes it in, so the pull request shows only what the intake adds.
    const merge = await gitRun(repo, [...COMMITTER, 'merge', '--no-edit', '--quiet', remoteBase]);
    if (merge.code !== 0) {
      await gitRun(repo, ['merge', '--abort']);
      throw new Error(
        `the ${branch} branch conflicts with ${base}; resolve it on the branch (git merge ${base}) and run again:\n${merge.stdout}${merge.stderr}`,
      );
    }
  } else {
    await git(repo, ['checkout', '--quiet', '-B', branch, remoteBase]);
  }

  const report = await runIntake({ ...options.intake, contentDir: path.join(repo, 'content') });

  const drafts = (await git(repo, ['status', '--porcelain', '--', ...DRAFT_PATHS])).trim();
  let committed = false;
  if (drafts) {
    await git(repo, ['add', '-A', '--', ...DRAFT_PATHS, STATE_PATH]);
    const { plan } = report;
    const joined = plan.additions.filter((a) => !a.toNewDraft).length;
    const message = `Intake ${report.startedAt}: ${plan.stories.length} new stories, ${joined} new outlets on existing stories, ${plan.events.length} new events`;
    await git(repo, [...COMMITTER, 'commit', '--quiet', '-m', message]);
    committed = true;
  } else {
    // Nothing new: the state file alone (timestamps, validators) is not worth a commit.
    await gitRun(repo, ['checkout', '--quiet', '--', STATE_PATH]);
    log(`intake: nothing new for the ${branch} branch`);
  }

  const ahead = branchExists
    ? Number((await git(repo, ['rev-list', '--count', `${remoteBranch}..HEAD`])).trim())
    : Number((await git(repo, ['rev-list', '--count', `${remoteBase}..HEAD`])).trim());
  let pushed = false;
  if (ahead > 0) {
    await git(repo, ['push', '--quiet', remote, `HEAD:refs/heads/${branch}`]);
    pushed = true;
  }
  if (!branchExists && !pushed) return { report, committed, pushed, pullRequest: null };

  const changes = await branchChanges(repo, remoteBase);
  if (changes.newStories.length + changes.newEvents.length + changes.changedStories.length === 0) {
    log(`intake: the ${branch} branch holds nothing that ${base} lacks; no pull request needed`);
    return { report, committed, pushed, pullRequest: null };
  }
  if (!options.github) {
    log('intake: no GITHUB_TOKEN; the branch is pushed but no pull request was opened or updated');
    return { report, committed, pushed, pullRequest: null };
  }
  const body = pullRequestBody(changes, report.plan.outcomes, report.startedAt);
  const pullRequest = await openOrUpdatePullRequest({ ...options.github, head: branch, base }, body);
  log(`intake: pull request #${pullRequest.number} ${pullRequest.action}: ${pullRequest.url}`);
  return { report, committed, pushed, pullRequest };
}

/** What the branch (HEAD) holds that main does not, from their merge base. */
async function branchChanges(repo: string, remoteBase: string): Promise<BranchChanges> {
  const listing = await git(repo, ['diff', '--name-status', '--no-renames', `${remoteBase}...HEAD`, '--', ...DRAFT_PATHS]);
  const changes = { newStories: [], newEvents: [], changedStories: [] } as { [K in keyof BranchChanges]: BranchChanges[K][number][] };
  const readYaml = (text: string): unknown => {
    try {
      return parse(text);
    } catch {
      return null;
    }
  };
  for (const line of listing.split('\n').filter(Boolean)) {
    const [status, file] = line.split('\t') as [string, string];
    if (!file.endsWith('.yaml')) continue;
    const after = () => readYaml(readFileSync(path.join(repo, file), 'utf8'));
    if (status === 'A' && file.startsWith('content/news/')) changes.newStories.push({ file, data: after() });
    else if (status === 'A' && file.startsWith('content/events/')) changes.newEvents.push({ file, data: after() });
    else if (status === 'M' && file.startsWith('content/news/')) {
      changes.changedStories.push({ file, before: readYaml(await git(repo, ['show', `${remoteBase}:${file}`])), after: after() });
    }
  }
  return changes;
}
