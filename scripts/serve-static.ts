/**
 * The built site (out/) served as a plain static host would (fakes/static-host/static-host.ts), for
 * the checks only a plain host can make (the home page's own language script) and as the bare
 * baseline of bench/serve-throughput.ts:
 *   npm run serve:static -- [--dir out] [--port 8080] [--host 127.0.0.1]
 */
import { parseArgs } from 'node:util';
import { serveStatic } from '@/fakes/static-host/static-host';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
void serveStatic(values.dir, Number(values.port), values.host).then(() =>
  console.log(`Serving ${values.dir}/ as a plain static host on http://${values.host}:${values.port}/`),
);
