/**
 * The build writes a brotli and a gzip copy beside every text file at least this large
 * (scripts/precompress.ts), and `npm start` looks for copies of such files only.
 */
export const PRECOMPRESS_MIN_BYTES = 64 * 1024;
