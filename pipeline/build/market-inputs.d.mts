// Types for market-inputs.mjs (plain JavaScript: `npm start` and the build run it before any TypeScript loader).

export const MARKET_INPUTS: readonly string[];
export function writeMarketSettings(cacheDir: string): void;
export function marketSettingsChanged(cacheDir: string): boolean;
