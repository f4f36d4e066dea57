import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchFeed, requestCapped, type RequestOutcome, type RetryPolicy } from '@/lib/net/fetch';

/** The one retry loop, against a loopback server that answers a scripted list of statuses; no real time is waited. */
let server: Server;
let base: string;
let script: { status: number; headers?: Record<string, string> }[] = [];
let asked = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    const answer = script[Math.min(asked, script.length - 1)]!;
    asked += 1;
    res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
    res.end(`answer ${asked}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked = 0;
});

const limits = { timeoutMs: 5000, maxBytes: 1024 };
const init = { method: 'GET' as const, headers: {} };

/** Retries a 429 as long as Retry-After says, at most `max` times; records each wait instead of sleeping. */
function rateLimitPolicy(max: number, waits: number[]): RetryPolicy<RequestOutcome> {
  return {
    sleep: async (ms) => void waits.push(ms),
    wait: (outcome, tries) =>
      outcome.status === 'answered' && outcome.httpStatus === 429 && tries <= max
        ? Number(outcome.headers.get('retry-after')) * 1000
        : undefined,
  };
}

describe('requestCapped with a retry policy', () => {
  it('tries again after the wait the policy names, until an answer stands', async () => {
    script = [{ status: 429, headers: { 'retry-after': '2' } }, { status: 429, headers: { 'retry-after': '1' } }, { status: 200 }];
    const waits: number[] = [];
    const outcome = await requestCapped(`${base}/api`, init, limits, rateLimitPolicy(3, waits));
    expect(outcome).toMatchObject({ status: 'answered', httpStatus: 200, body: 'answer 3' });
    expect(waits).toEqual([2000, 1000]);
    expect(asked).toBe(3);
  });

  it('stops when the policy says so, with the last outcome', async () => {
    script = [{ status: 429, headers: { 'retry-after': '1' } }];
    const waits: number[] = [];
    const outcome = await requestCapped(`${base}/api`, init, limits, rateLimitPolicy(2, waits));
    expect(outcome).toMatchObject({ status: 'answered', httpStatus: 429, body: 'answer 3' });
    expect(waits).toEqual([1000, 1000]);
  });

  it('lets a policy stop the call by throwing', async () => {
    script = [{ status: 429, headers: { 'retry-after': '600' } }];
    const policy: RetryPolicy<RequestOutcome> = {
      wait: () => {
        throw new Error('asks to wait too long');
      },
    };
    await expect(requestCapped(`${base}/api`, init, limits, policy)).rejects.toThrow('asks to wait too long');
    expect(asked).toBe(1);
  });

  it('asks once without a policy', async () => {
    script = [{ status: 503 }, { status: 200 }];
    expect(await requestCapped(`${base}/api`, init, limits)).toMatchObject({ httpStatus: 503 });
    expect(asked).toBe(1);
  });
});

describe('fetchFeed with a retry policy', () => {
  it('retries a 5xx once and returns the answer that followed', async () => {
    script = [{ status: 503 }, { status: 200 }];
    const waits: number[] = [];
    const outcome = await fetchFeed(
      `${base}/feed`,
      undefined,
      { ...limits, maxRedirects: 0 },
      {
        sleep: async (ms) => void waits.push(ms),
        wait: (o, tries) => (tries === 1 && o.status === 'failed' && (o.httpStatus ?? 0) >= 500 ? 250 : undefined),
      },
    );
    expect(outcome).toMatchObject({ status: 'ok', httpStatus: 200 });
    expect(waits).toEqual([250]);
    expect(asked).toBe(2);
  });
});
