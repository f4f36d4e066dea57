import { parseArgs } from 'node:util';

/** The market commands' `--name value` flags and `--switch`es (node:util parseArgs); a switch given reads as `'true'`. */
export function parseFlags(argv: readonly string[], known: readonly string[], switches: readonly string[] = []): Record<string, string> {
  const options = Object.fromEntries([
    ...known.map((name) => [name, { type: 'string' as const }] as const),
    ...switches.map((name) => [name, { type: 'boolean' as const }] as const),
  ]);
  try {
    const { values } = parseArgs({ args: argv.filter((arg) => arg !== '--'), options, strict: true, allowPositionals: false });
    return Object.fromEntries(
      Object.entries(values).flatMap(([name, value]): Array<[string, string]> =>
        typeof value === 'string' ? [[name, value]] : value === true ? [[name, 'true']] : [],
      ),
    );
  } catch (error) {
    const names = [...known, ...switches].map((k) => `--${k}`).join(', ');
    throw new Error(`${error instanceof Error ? error.message : String(error)} (known: ${names})`);
  }
}
