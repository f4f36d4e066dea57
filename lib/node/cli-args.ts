import { parseArgs } from 'node:util';

/** The market commands' `--name value` flags (node:util parseArgs). */
export function parseFlags(argv: readonly string[], known: readonly string[]): Record<string, string> {
  const options = Object.fromEntries(known.map((name) => [name, { type: 'string' as const }]));
  try {
    const { values } = parseArgs({ args: argv.filter((arg) => arg !== '--'), options, strict: true, allowPositionals: false });
    return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} (known: ${known.map((k) => `--${k}`).join(', ')})`);
  }
}
