/**
 * Local fake of the three exchanges for development and tests:
 *   npm run exchanges:fake -- [--port 8787] [--latency-ms 200] [--fault firi=timeout] [--variant 1] …
 * Then point the refresh at it with the printed FIRI_API_URL / NBX_API_URL / COINMOTION_API_URL.
 * A fault or a price variant can also be chosen per request in the URL:
 *   /<exchange>[/variant/<k>][/fault/<mode>]/<api path>
 * (variant k adds k to every price, so two refreshes can see different prices).
 */
import { parseArgs } from 'node:util';
import { FAULTS, startFakeExchanges, type ExchangeName, type Fault } from '@/fakes/exchanges/fake-exchanges';

function parse(argv: readonly string[]) {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      port: { type: 'string', default: '0' },
      'latency-ms': { type: 'string', default: '0' },
      variant: { type: 'string', default: '0' },
      fault: { type: 'string', multiple: true, default: [] },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = Number(values.port);
  const latencyMs = Number(values['latency-ms']);
  const variant = Number(values.variant);
  const faults: Partial<Record<ExchangeName, Fault>> = {};
  for (const value of values.fault) {
    const [exchange, fault] = value.split('=');
    if (!['firi', 'nbx', 'coinmotion'].includes(exchange ?? '') || !(FAULTS as readonly string[]).includes(fault ?? '')) {
      throw new Error(`--fault wants <firi|nbx|coinmotion>=<${FAULTS.join('|')}>, got ${value}`);
    }
    faults[exchange as ExchangeName] = fault as Fault;
  }
  if (!Number.isInteger(port) || port < 0 || !Number.isFinite(latencyMs) || latencyMs < 0) throw new Error('bad --port or --latency-ms');
  if (!Number.isInteger(variant) || variant < 0) throw new Error('--variant wants a whole number ≥ 0');
  return { port, latencyMs, faults, variant };
}

async function main(): Promise<void> {
  const options = parse(process.argv.slice(2));
  const fake = await startFakeExchanges(options);
  console.log(`Fake exchanges listening on ${fake.url}`);
  for (const [name, value] of Object.entries(fake.env(options.faults, undefined, options.variant))) console.log(`${name}=${value}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
