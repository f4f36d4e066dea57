import { requestCapped, retryAfterMs } from '@/lib/net/fetch';

/** The one call to GitHub's REST API the intake makes: open the intake pull request, or update the body of the one already open. */
export interface PullRequestTarget {
  readonly apiUrl: string;
  /** `owner/name`. */
  readonly repository: string;
  readonly token: string;
  readonly head: string;
  readonly base: string;
}

export interface PullRequestResult {
  readonly action: 'opened' | 'updated';
  readonly number: number;
  readonly url: string;
}

const TITLE = 'Intake: drafts from the outlets’ feeds';

/** A pull request list is a few kilobytes; more is not GitHub's answer. */
const LIMITS = { timeoutMs: 30_000, maxBytes: 5 * 1024 * 1024 };
/** GitHub's rate limits (429, or 403 with Retry-After) are waited out twice, for at most a minute each; longer, and the run fails. */
const MAX_RATE_LIMIT_WAITS = 2;
const MAX_RATE_LIMIT_WAIT_MS = 60_000;

async function call(target: PullRequestTarget, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<unknown> {
  const init = {
    method,
    // As before the move: GitHub answers a renamed repository with a redirect.
    redirect: 'follow' as const,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${target.token}`,
      'x-github-api-version': '2022-11-28',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  const outcome = await requestCapped(`${target.apiUrl.replace(/\/+$/, '')}${path}`, init, LIMITS, {
    wait: (answer, tries) => (answer.status === 'answered' && tries <= MAX_RATE_LIMIT_WAITS ? rateLimitWait(answer) : undefined),
  });
  if (outcome.status === 'failed') throw new Error(`GitHub API ${method} ${path}: ${outcome.error}`);
  const text = outcome.body;
  if (outcome.httpStatus < 200 || outcome.httpStatus > 299)
    throw new Error(`GitHub API ${method} ${path}: HTTP ${outcome.httpStatus} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** The pause a rate-limited answer asks for (docs.github.com: "rate limits for the REST API"), or undefined when it is not one or asks too long. */
function rateLimitWait(answer: { httpStatus: number; headers: Headers }): number | undefined {
  if (answer.httpStatus !== 429 && answer.httpStatus !== 403) return undefined;
  const header = answer.headers.get('retry-after');
  if (header === null) return answer.httpStatus === 429 ? 1000 : undefined;
  const wait = retryAfterMs(header, new Date());
  return wait !== null && wait <= MAX_RATE_LIMIT_WAIT_MS ? wait : undefined;
}

export async function openOrUpdatePullRequest(target: PullRequestTarget, body: string): Promise<PullRequestResult> {
  const [owner] = target.repository.split('/');
  const query = new URLSearchParams({ head: `${owner}:${target.head}`, base: target.base, state: 'open' });
  const open = (await call(target, 'GET', `/repos/${target.repository}/pulls?${query}`)) as { number: number; html_url: string }[];
  const existing = open[0];
  if (existing) {
    await call(target, 'PATCH', `/repos/${target.repository}/pulls/${existing.number}`, { body });
    return { action: 'updated', number: existing.number, url: existing.html_url };
  }
  const created = (await call(target, 'POST', `/repos/${target.repository}/pulls`, {
    title: TITLE,
    head: target.head,
    base: target.base,
    body,
    maintainer_can_modify: true,
  })) as { number: number; html_url: string };
  return { action: 'opened', number: created.number, url: created.html_url };
}
