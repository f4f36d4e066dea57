/**
 * What `npm start` serves once out/ is built:  npx tsx scripts/serve.ts [--dir out] [--port 3000] [--host 0.0.0.0]
 * A crash-interrupted market write is finished or undone first, so the first answer is a whole set.
 */
import { readEnv } from '@/lib/config';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createSiteServer } from '@/lib/http/node/site-server';

function defaultsFromEnv(): { port: string; host: string } {
  const env = readEnv();
  return { port: env.PORT ?? '3000', host: env.HOST ?? '0.0.0.0' };
}

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
  // In its own process: the markets library stays out of the server's heap for the server's life.
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
