import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openOrUpdatePullRequest } from '@/lib/intake/node/github';

/** The GitHub call's limits, against a loopback stand-in that answers each request from a script. */
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function fakeGitHub(answers: ((req: IncomingMessage, res: ServerResponse) => void)[]): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => (answers.shift() ?? ((_q, r) => r.writeHead(500).end('script ran out')))(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const target = (apiUrl: string) => ({ apiUrl, repository: 'desk/site', token: 't', head: 'intake', base: 'main' });
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (_q: IncomingMessage, res: ServerResponse) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

describe('the intake pull request call to GitHub', () => {
  it('waits out a rate limit that names its Retry-After, then goes on', async () => {
    const api = await fakeGitHub([
      json(429, { message: 'secondary rate limit' }, { 'retry-after': '0' }),
      json(200, []),
      json(201, { number: 9, html_url: 'https://github.test/pr/9' }),
    ]);
    await expect(openOrUpdatePullRequest(target(api.url), 'body')).resolves.toEqual({
      action: 'opened',
      number: 9,
      url: 'https://github.test/pr/9',
    });
    expect(api.seen.map((s) => s.split('?')[0])).toEqual([
      'GET /repos/desk/site/pulls',
      'GET /repos/desk/site/pulls',
      'POST /repos/desk/site/pulls',
    ]);
  });

  it('fails at once on a 403 that is no rate limit, naming the call and the status', async () => {
    const api = await fakeGitHub([json(403, { message: 'Resource not accessible by integration' })]);
    await expect(openOrUpdatePullRequest(target(api.url), 'body')).rejects.toThrow(
      /^GitHub API GET \/repos\/desk\/site\/pulls\?\S+: HTTP 403 \{"message":"Resource not accessible/,
    );
    expect(api.seen).toHaveLength(1);
  });

  it('stops reading an answer past 5 MiB', async () => {
    const api = await fakeGitHub([
      (_q, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(`[${' '.repeat(6 * 1024 * 1024)}]`);
      },
    ]);
    await expect(openOrUpdatePullRequest(target(api.url), 'body')).rejects.toThrow(/^GitHub API GET \S+: answer larger than 5242880 bytes/);
  });
});
