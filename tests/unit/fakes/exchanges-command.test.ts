import { describe, expect, it } from 'vitest';
import { parseFakeExchangesArgs, USAGE } from '@/fakes/exchanges/command';

describe('npm run exchanges:fake arguments', () => {
  it('reads port, latency, variant and one fault per exchange, after the `--` npm may pass on', () => {
    expect(
      parseFakeExchangesArgs([
        '--',
        '--port',
        '8787',
        '--latency-ms',
        '200',
        '--fault',
        'firi=timeout',
        '--fault',
        'nbx=down',
        '--variant',
        '1',
      ]),
    ).toEqual({ help: false, port: 8787, latencyMs: 200, variant: 1, faults: { firi: 'timeout', nbx: 'down' } });
    expect(parseFakeExchangesArgs([])).toEqual({ help: false, port: 0, latencyMs: 0, variant: 0, faults: {} });
  });

  it('asks for help with --help, and the usage names every fault', () => {
    expect(parseFakeExchangesArgs(['--help']).help).toBe(true);
    expect(USAGE).toContain('page-stall');
  });

  it('refuses an unknown exchange or fault, a bad number and an unknown flag', () => {
    expect(() => parseFakeExchangesArgs(['--fault', 'kraken=timeout'])).toThrow(/--fault wants <firi\|nbx\|coinmotion>=/);
    expect(() => parseFakeExchangesArgs(['--fault', 'firi=slow'])).toThrow(/got firi=slow/);
    expect(() => parseFakeExchangesArgs(['--port=-1'])).toThrow('bad --port or --latency-ms');
    expect(() => parseFakeExchangesArgs(['--variant', '1.5'])).toThrow('--variant wants a whole number');
    expect(() => parseFakeExchangesArgs(['--verbose'])).toThrow(/Unknown option/);
  });
});
