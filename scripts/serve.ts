/**
 * Serves the built site (out/) with the site's rules: what `npm start` runs after making sure
 * out/ is built (scripts/start.mjs).
 *   npx tsx scripts/serve.ts [--dir out] [--port 3000] [--host 0.0.0.0]
 * Before it listens it finishes or undoes any market write a crash interrupted in out/
 * (lib/markets/node/transaction.ts), so the first answer is a whole set of prices.
 */
import { parseArgs } from 'node:util';
import { createSiteServer } from '@/lib/http/node/site-server';
import { recover } from '@/lib/markets/node/transaction';
import { runMain } from '@/lib/cli/run-main';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: --port ${values.port} is not a port number`);
    return 2;
  }
  const recovered = await recover(values.dir, { log: (line) => console.log(line) });
  if (recovered.rolledBack || recovered.cleaned) {
    console.log(
      `serve: market files: ${recovered.rolledBack} interrupted write(s) rolled back, ${recovered.cleaned} staging folder(s) removed`,
    );
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

runMain('serve', main);
