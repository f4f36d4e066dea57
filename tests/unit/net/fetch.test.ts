import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { either, fetchFeed, requestCapped } from '@/lib/net/fetch';
import { startFakeFeeds, type FakeFeeds } from '@/tests/fixtures/feeds/server';

/** The fetch's limits, against the fake feed server on loopback. */
let feeds: FakeFeeds;
const limits = { timeoutMs: 2000, maxBytes: 64 * 1024, maxRedirects: 2 };

beforeAll(async () => {
  feeds = await startFakeFeeds();
});
afterAll(async () => feeds?.close());

describe('fetchFeed', () => {
  it('returns the body and the validators', async () => {
    const result = await fetchFeed(`${feeds.base}/e24.rss`, undefined, limits);
    expect(result).toMatchObject({ status: 'ok', etag: '"e24-v1"', httpStatus: 200 });
  });
  it('sends the validators and reports a 304', async () => {
    const result = await fetchFeed(`${feeds.base}/e24.rss`, { etag: '"e24-v1"', lastModified: null }, limits);
    expect(result.status).toBe('not-modified');
    expect(feeds.requests.at(-1)?.headers['if-none-match']).toBe('"e24-v1"');
  });
  it('follows a redirect within the limit, and names where it ended', async () => {
    const result = await fetchFeed(`${feeds.base}/moved.rss`, undefined, limits);
    expect(result).toMatchObject({ status: 'ok', finalUrl: `${feeds.base}/svt.rss` });
  });
  it('stops a body at the byte cap', async () =>
    expect(await fetchFeed(`${feeds.base}/huge.xml`, undefined, limits)).toEqual({
      status: 'failed',
      error: 'larger than 65536 bytes',
      httpStatus: 200,
    }));
  it('gives up on a stalled answer at the time limit', async () =>
    expect(await fetchFeed(`${feeds.base}/stall`, undefined, { ...limits, timeoutMs: 300 })).toEqual({
      status: 'failed',
      error: 'no complete answer within 300 ms',
    }));
  it('detects a redirect loop', async () =>
    expect(await fetchFeed(`${feeds.base}/loop-a`, undefined, limits)).toMatchObject({ error: expect.stringMatching(/redirect loop/) }));
  it('counts redirects', async () =>
    expect(await fetchFeed(`${feeds.base}/loop-a`, undefined, { ...limits, maxRedirects: 0 })).toMatchObject({
      error: 'more than 0 redirects',
    }));
  it('reports an HTTP error and an unreachable host as failures, never as a throw', async () => {
    expect(await fetchFeed(`${feeds.base}/500`, undefined, limits)).toEqual({ status: 'failed', error: 'HTTP 500', httpStatus: 500 });
    const refused = await fetchFeed('http://127.0.0.1:1/feed', undefined, limits);
    expect(refused.status).toBe('failed');
  });
});

describe('requestCapped', () => {
  const get = { method: 'GET', headers: {} } as const;
  it("fails as `aborted` when the caller's own signal ends a stalled answer", async () => {
    const caller = new AbortController();
    const pending = requestCapped(`${feeds.base}/stall`, { ...get, signal: caller.signal }, limits);
    setTimeout(() => caller.abort(), 50);
    expect(await pending).toEqual({ status: 'failed', error: 'abandoned by the caller', reason: 'aborted' });
  });
  it('joins two signals without AbortSignal.any too (browsers before it), ending with the first to end', () => {
    const any = AbortSignal.any;
    try {
      Reflect.deleteProperty(AbortSignal, 'any');
      const first = new AbortController();
      const second = new AbortController();
      const joined = either(first.signal, second.signal);
      expect(joined.aborted).toBe(false);
      second.abort('second');
      first.abort('first');
      expect([joined.aborted, joined.reason]).toEqual([true, 'second']);
      const already = new AbortController();
      already.abort('before');
      expect(either(new AbortController().signal, already.signal).reason).toBe('before');
    } finally {
      AbortSignal.any = any;
    }
  });
  it('refuses an announced Content-Length over the cap before reading, through the fetch it is given', async () => {
    const fakeFetch = (async () => new Response('{}', { headers: { 'content-length': '70000' } })) as typeof fetch;
    expect(await requestCapped('http://example.invalid/x', { ...get, fetch: fakeFetch }, limits)).toEqual({
      status: 'failed',
      error: 'answer larger than 65536 bytes (Content-Length 70000)',
      reason: 'too-large',
      declaredBytes: 70000,
    });
  });
  it('leaves the body of a non-2xx answer unread when asked', async () =>
    expect(await requestCapped(`${feeds.base}/500`, { ...get, errorBody: false }, limits)).toMatchObject({
      status: 'answered',
      httpStatus: 500,
      body: '',
      bytes: 0,
    }));
  it('names the network cause of a refused connection', async () => {
    // A port that was just free: nothing listens there.
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    expect(await requestCapped(`http://127.0.0.1:${port}/x`, get, limits)).toMatchObject({
      status: 'failed',
      reason: 'network',
      cause: expect.stringMatching(/ECONNREFUSED/),
    });
  });
});
