import { parse } from 'lossless-json';
import { PLAIN_DECIMAL } from './decimal';

/** Exchange bodies are parsed losslessly: a JSON number keeps its text (`0.10` stays `0.10`), where a binary float would lose digits. */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** Parses JSON text; numbers become `RawNumber`. Throws SyntaxError on invalid JSON. */
export function parseLossless(text: string): unknown {
  return parse(text, null, (digits: string) => new RawNumber(digits));
}

export function decimalOrNull(value: unknown): string | null {
  const text = value instanceof RawNumber ? value.text : typeof value === 'string' ? value : null;
  return text !== null && PLAIN_DECIMAL.test(text) ? text : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawNumber);
}
