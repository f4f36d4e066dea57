// The exchanges' public API hosts, played on loopback for benchmarks in a browser: the markets
// page reads api.firi.com and api.coinmotion.com over HTTPS from the browser, and this machine
// (like any benchmark machine) must not reach the internet. Chromium is pointed here with
// --host-resolver-rules and accepts the throwaway certificate with --ignore-certificate-errors;
// each request is answered by the same loopback fake the tests use, by host
// (api.firi.com/v2/markets → /firi/v2/markets). The page then does what it does for a reader: its
// live reads succeed and the table re-renders with live prices, instead of logging failed fetches.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADAPTERS } from '../lib/markets/exchanges';
import { startFakeExchanges } from '@/fakes/exchanges/fake-exchanges';

// Host → exchange id, from the base URLs the adapters read (api.firi.com → firi, …).
const HOSTS: Record<string, string> = Object.fromEntries(
  Object.values(ADAPTERS).map(({ descriptor, baseUrl }) => [new URL(baseUrl).host, descriptor.id]),
);

export interface ExchangeStandIn {
  /** Chromium flags that send the exchanges' hosts here. */
  readonly chromeFlags: readonly string[];
  close(): Promise<void>;
}

export async function startExchangeStandIn(): Promise<ExchangeStandIn> {
  const fake = await startFakeExchanges();
  // A self-signed certificate for the three hosts, made with the openssl CLI for this run only.
  const dir = mkdtempSync(path.join(tmpdir(), 'exchange-stand-in-'));
  const names = Object.keys(HOSTS);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${names[0]}`,
      '-addext',
      `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}`,
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const server: Server = createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (request, response) => {
      const exchange = HOSTS[String(request.headers.host ?? '').replace(/:\d+$/, '')];
      if (!exchange) {
        response.writeHead(421).end();
        return;
      }
      fetch(`${fake.url}/${exchange}${request.url ?? '/'}`)
        .then(async (answer) => {
          const headers: Record<string, string> = { 'content-type': answer.headers.get('content-type') ?? 'application/json' };
          const cors = answer.headers.get('access-control-allow-origin');
          if (cors) headers['access-control-allow-origin'] = cors;
          response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => response.writeHead(502).end());
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    chromeFlags: [`--host-resolver-rules=${names.map((n) => `MAP ${n} 127.0.0.1:${port}`).join(',')}`, '--ignore-certificate-errors'],
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fake.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
