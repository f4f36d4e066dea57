/** The build writes a brotli and a gzip copy beside every text file at least this large. */
export const PRECOMPRESS_MIN_BYTES = 64 * 1024;
