/** ESMA's interim MiCA register of crypto-asset service providers (CASPs): what the register job reads and what it promises. */

/** The published CSV (ESMA, "Interim MiCA Register"); `ESMA_CASPS_URL` or `--url` overrides it. */
export const DEFAULT_CASPS_URL = 'https://www.esma.europa.eu/sites/default/files/2024-12/CASPS.csv';

/** The five countries the desk covers, in the site's order. */
export const NORDIC_COUNTRIES = ['NO', 'SE', 'DK', 'FI', 'IS'] as const;
export type NordicCountry = (typeof NORDIC_COUNTRIES)[number];

export function isNordic(code: string): code is NordicCountry {
  return (NORDIC_COUNTRIES as readonly string[]).includes(code);
}

/** The countries a MiCA passport can name: the EU 27 and the three EEA states. */
export const EEA_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU',
  'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore

/** Other spellings of one country in the file, to the code used here. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = { EL: 'GR' };

/** The ten crypto-asset services of MiCA Art. 3(1)(16), by the letter the register uses. */
export const SERVICE_CODES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

/** The services in English, as the API states them (pages use messages/<lang>.json, `register.services`). */
export const SERVICE_TEXT: Readonly<Record<ServiceCode, string>> = {
  a: 'Custody and administration of crypto-assets for clients',
  b: 'Operating a trading platform for crypto-assets',
  c: 'Exchanging crypto-assets for money',
  d: 'Exchanging crypto-assets for other crypto-assets',
  e: 'Executing orders for crypto-assets for clients',
  f: 'Placing crypto-assets',
  g: 'Receiving and passing on orders for crypto-assets',
  h: 'Advice on crypto-assets',
  i: 'Portfolio management of crypto-assets',
  j: 'Transferring crypto-assets for clients',
};

/** When more than this share of the file's data rows cannot be read, the whole run fails and the last good set stays. */
export const MAX_FAILED_ROW_SHARE = 0.1;

/** A file whose firms in Nordic scope fall by more than this share against the last good set is refused (unless `--accept-shrink`). */
export const MAX_NORDIC_SHRINK_SHARE = 0.2;

/** The file is about 90 kB (2026); far above that is not the register. */
export const MAX_CSV_BYTES = 8 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 30_000;
export const RETRY_DELAY_MS = 2_000;

/** The columns a row must have (by header name, in any order; more columns are ignored). */
export const REQUIRED_COLUMNS = [
  'ae_competentAuthority',
  'ae_homeMemberState',
  'ae_lei_name',
  'ae_lei',
  'ac_authorisationNotificationDate',
  'ac_serviceCode',
  'ac_serviceCode_cou',
] as const;
