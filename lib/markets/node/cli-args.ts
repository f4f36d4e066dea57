/** Minimal `--name value` parser for the market commands; unknown flags are an error. */
export function parseFlags(argv: readonly string[], known: readonly string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const name = match?.[1];
    if (!name || !known.includes(name)) throw new Error(`Unknown argument: ${arg} (known: ${known.map((k) => `--${k}`).join(', ')})`);
    const value = match[2] ?? argv[i + 1];
    if (value === undefined || (match[2] === undefined && value.startsWith('--'))) throw new Error(`--${name} needs a value`);
    if (match[2] === undefined) i += 1;
    flags[name] = value;
  }
  return flags;
}
