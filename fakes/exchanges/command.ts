import { parseArgs } from 'node:util';
import { EXCHANGE_NAMES, FAULTS, startFakeExchanges, type ExchangeName, type Fault } from './fake-exchanges';

export const USAGE = `Local fake of the three exchanges for development and tests:
  npm run exchanges:fake -- [--port 8787] [--latency-ms 200] [--fault firi=timeout] [--variant 1] …
Then point the refresh at it with the printed FIRI_API_URL / NBX_API_URL / COINMOTION_API_URL.
A fault or a price variant can also be chosen per request in the URL:
  /<exchange>[/variant/<k>][/fault/<mode>]/<api path>
(variant k adds k to every price, so two refreshes can see different prices).
Faults: ${FAULTS.join(', ')}.`;

export interface FakeExchangesArgs {
  readonly help: boolean;
  readonly port: number;
  readonly latencyMs: number;
  readonly variant: number;
  readonly faults: Partial<Record<ExchangeName, Fault>>;
}

export function parseFakeExchangesArgs(argv: readonly string[]): FakeExchangesArgs {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      help: { type: 'boolean', default: false },
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
    if (!(EXCHANGE_NAMES as readonly string[]).includes(exchange ?? '') || !(FAULTS as readonly string[]).includes(fault ?? '')) {
      throw new Error(`--fault wants <firi|nbx|coinmotion>=<${FAULTS.join('|')}>, got ${value}`);
    }
    faults[exchange as ExchangeName] = fault as Fault;
  }
  if (!Number.isInteger(port) || port < 0 || !Number.isFinite(latencyMs) || latencyMs < 0) throw new Error('bad --port or --latency-ms');
  if (!Number.isInteger(variant) || variant < 0) throw new Error('--variant wants a whole number ≥ 0');
  return { help: values.help, port, latencyMs, faults, variant };
}

/** `npm run exchanges:fake`: starts the fakes, prints their environment and serves until SIGINT or SIGTERM. */
export async function runFakeExchanges(argv: readonly string[]): Promise<void> {
  const options = parseFakeExchangesArgs(argv);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const fake = await startFakeExchanges(options);
  console.log(`Fake exchanges listening on ${fake.url}`);
  for (const [name, value] of Object.entries(fake.env(options.faults, undefined, options.variant))) console.log(`${name}=${value}`);
  await new Promise<void>((resolve) => {
    const stop = () => void fake.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
