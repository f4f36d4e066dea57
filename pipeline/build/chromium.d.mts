// Types for chromium.mjs (plain JavaScript: `npm test` runs it before any TypeScript loader).

export const CHROMIUM: string;

export interface ChromiumChecks {
  readonly exists: boolean;
  readonly isRoot: boolean;
  readonly hasAptGet: boolean;
}

export type ChromiumPlan =
  | { readonly kind: 'ready' }
  | { readonly kind: 'install'; readonly commands: readonly (readonly [string, readonly string[]])[] }
  | { readonly kind: 'stop'; readonly message: string };

export function chromiumPlan(checks: ChromiumChecks): ChromiumPlan;
export function machineChecks(): ChromiumChecks;
export function ensureChromium(options?: {
  readonly checks?: () => ChromiumChecks;
  readonly run?: (command: string, args: readonly string[]) => number;
  readonly log?: (line: string) => void;
  readonly error?: (line: string) => void;
}): number;
