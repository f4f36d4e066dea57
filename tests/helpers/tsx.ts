/**
 * How tests start a TypeScript command: node with tsx's loader, as one process. `npx tsx` would
 * start three (npx, tsx's launcher, node), which the CLI tests pay on every one of their runs.
 */
export const TSX_NODE = process.execPath;

export function tsxArgs(script: string, args: readonly string[] = []): string[] {
  return ['--import', 'tsx', script, ...args];
}
