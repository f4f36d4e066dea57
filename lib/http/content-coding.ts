import { PRECOMPRESS_MIN_BYTES } from '@/lib/http/precompressed';

export interface Coding {
  readonly encoding: 'br' | 'gzip';
  readonly suffix: '.br' | '.gz';
}

/** An encoding the client takes: named, and not with q=0. */
const CODINGS = (['br', 'gzip'] as const).map((encoding) => ({
  encoding,
  suffix: encoding === 'br' ? ('.br' as const) : ('.gz' as const),
  accepts: new RegExp(`(^|[,\\s])${encoding}(\\s*;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`),
}));

/** The precompressed copies worth looking for, best first, for an Accept-Encoding and a file size. */
export function codingsTaken(accepted: string | undefined, size: number): Coding[] {
  if (!accepted || size < PRECOMPRESS_MIN_BYTES) return [];
  return CODINGS.filter(({ accepts }) => accepts.test(accepted)).map(({ encoding, suffix }) => ({ encoding, suffix }));
}
