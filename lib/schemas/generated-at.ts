import { isoDateTime } from '@/lib/schemas/common';

/** `generated_at` is at or after every time a document reports: the build's clock is fixed before the prices are fetched. */
const REPORTED = new Set(['at', 'published', 'updated', 'first_seen']);

export function isReportedTime(key: string): boolean {
  return REPORTED.has(key) || (key.endsWith('_at') && key !== 'generated_at');
}

export function reportedTimes(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) {
    for (const item of value) reportedTimes(item, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string') {
        if (isReportedTime(key) && isoDateTime.safeParse(field).success) out.push(Date.parse(field));
      } else reportedTimes(field, out);
    }
  }
  return out;
}

/** The document with `generated_at` raised to its newest reported time when that is later. */
export function stampGeneratedAt<T>(document: T): T {
  if (document === null || typeof document !== 'object' || !('generated_at' in document)) return document;
  const stamped = document.generated_at;
  if (typeof stamped !== 'string') return document;
  // A loop, not Math.max(...times): a list of 10,000 stories would overflow the argument list.
  let newest = Date.parse(stamped);
  for (const time of reportedTimes(document)) if (time > newest) newest = time;
  return newest > Date.parse(stamped) ? { ...document, generated_at: new Date(newest).toISOString() } : document;
}
