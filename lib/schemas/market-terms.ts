/** The market terms, below both schemas and markets code and free of zod, so the browser half of lib/markets may import them. */

/** The only quote currencies kept, in display order. */
export const QUOTES = ['NOK', 'SEK', 'DKK', 'EUR'] as const;

/** The included exchanges, in display order: exchange N1, N2, F1. */
export const EXCHANGE_IDS = ['firi', 'nbx', 'coinmotion'] as const;

/** Base symbols double as file names (`by-asset/BTC.json`), so they are kept path-safe. */
export const BASE_SYMBOL = /^[A-Z0-9]{1,20}$/;

/** A plain decimal as published: optional minus, digits, optional fraction. No exponent. */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
