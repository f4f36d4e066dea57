// `npm run demo`: the site with prices, offline, in one command (pipeline/demo.ts).
//   npm run demo [-- --port 3000 --exchanges-port 8787]
import { parseArgs } from 'node:util';
import { runDemo } from '@/pipeline/demo';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { port: { type: 'string' }, 'exchanges-port': { type: 'string', default: '0' } },
});
runDemo({ port: values.port, exchangesPort: Number(values['exchanges-port']) }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
