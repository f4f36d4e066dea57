/**
 * Serves the built site (out/) with the site's rules: what `npm start` runs after making sure
 * out/ is built (scripts/start.mjs).
 *   npx tsx scripts/serve.ts [--dir out] [--port 3000] [--host 0.0.0.0]
 * Before it listens it finishes or undoes any market write a crash interrupted in out/
 * (lib/node/transaction.ts), so the first answer is a whole set of prices.
 */
import { readEnv } from '@/lib/config';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createSiteServer } from '@/lib/http/node/site-server';

/** The defaults `npm start` takes from the environment. */
function defaultsFromEnv(): { port: string; host: string } {
  const env = readEnv();
  return { port: env.PORT ?? '3000', host: env.HOST ?? '0.0.0.0' };
}

/** `npm run serve`: arguments → exit code, once a signal has stopped the server. */
export async function serveCommand(argv: readonly string[]): Promise<number> {
  const defaults = defaultsFromEnv();
  const { values } = parseArgs({
    args: [...argv],
    options: {
      dir: { type: 'string', default: 'out' },
      port: { type: 'string', default: defaults.port },
      host: { type: 'string', default: defaults.host },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: --port ${values.port} is not a port number`);
    return 2;
  }
  // In its own process: the markets library stays out of the server's heap, where every
  // collection would walk it for the life of the server.
  const recovered = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/markets-recover.ts', '--dir', values.dir], {
    stdio: 'inherit',
  });
  if (recovered.status !== 0) {
    console.error(
      `serve: the market recovery of ${values.dir} failed (exit ${recovered.status ?? recovered.signal}); not serving a half-written set`,
    );
    return 1;
  }
  const server = createSiteServer({ dir: values.dir });
  await new Promise<void>((resolve) => server.listen(port, values.host, resolve));
  console.log(`Serving ${values.dir}/ on http://${values.host === '0.0.0.0' ? 'localhost' : values.host}:${port}/`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      server.close(() => resolve());
      server.closeAllConnections();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
