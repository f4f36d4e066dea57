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

async function call(target: PullRequestTarget, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${target.apiUrl.replace(/\/+$/, '')}${path}`, {
    method,
    signal: AbortSignal.timeout(30_000),
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${target.token}`,
      'x-github-api-version': '2022-11-28',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GitHub API ${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : null;
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
