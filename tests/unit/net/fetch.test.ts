import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed } from '@/lib/net/fetch';
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
