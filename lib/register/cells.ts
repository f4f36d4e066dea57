import { COUNTRY_ALIASES, EEA_COUNTRIES, SERVICE_CODES, type ServiceCode } from './constants';

/** Readers of one cell of ESMA's CASPS.csv each: what the cell says, and every repair made on the way, in words, for the run's report. A reader never guesses: what it cannot read is said, not filled in. */

export type RepairKind = 'lei' | 'services' | 'website' | 'countries' | 'home';

export interface CellRepair {
  readonly kind: RepairKind;
  readonly reason: string;
}

export interface CellRead<T> {
  readonly value: T;
  readonly repairs: readonly CellRepair[];
  readonly notes: readonly string[];
}

const quoted = (text: string, max = 40) => JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;
const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** `dd/mm/yyyy`, `dd.mm.yyyy`, `dd-mm-yyyy` or year first (ISO, with or without a time) to `YYYY-MM-DD`; null for a blank cell; throws for anything else. */
export function readDate(cell: string, column: string): string | null {
  const value = cell.trim();
  if (value === '') return null;
  const dmy = DAY_FIRST.exec(value);
  const ymd = YEAR_FIRST.exec(value);
  const [year, month, day] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (year && month && day) {
    const [y, m, d] = [Number(year), Number(month), Number(day)];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) {
      return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    }
  }
  throw new Error(`${column} ${quoted(value)} is not a date (dd/mm/yyyy)`);
}

/** A country cell or list item to its code, or null when it is not an EU/EEA country code. */
export function readCountry(item: string): string | null {
  const code = item.trim().toUpperCase();
  const known = COUNTRY_ALIASES[code] ?? code;
  return EEA_COUNTRIES.has(known) ? known : null;
}

/** EU/EEA country names in English (the platform's CLDR names, and the file's older spellings), to codes. */
const COUNTRY_NAMES: ReadonlyMap<string, string> = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const map = new Map<string, string>();
  for (const code of EEA_COUNTRIES) map.set((names.of(code) ?? code).toLowerCase(), code);
  for (const [name, code] of [
    ['czech republic', 'CZ'],
    ['the netherlands', 'NL'],
  ] as const)
    map.set(name, code);
  return map;
})();

/** A passport list: codes separated by `|`, commas, semicolons, slashes, spaces or line breaks (the file has used each), or English country names; a lone `I` between codes is a `|` typed as a letter. Sorted, without duplicates; an item that names no EU/EEA country is left out and said. */
export function readCountries(cell: string): CellRead<string[]> {
  const countries = new Set<string>();
  const repairs: CellRepair[] = [];
  const notes: string[] = [];
  let letterBars = 0;
  for (const piece of cell.split(/[|,;/\r\n]+/)) {
    const text = piece.trim();
    if (text === '') continue;
    const named = COUNTRY_NAMES.get(text.toLowerCase().replace(/\s+/g, ' '));
    if (named) {
      countries.add(named);
      continue;
    }
    const tokens = text.split(/\s+/);
    for (const [i, token] of tokens.entries()) {
      // `AT I DE I IE`: the letter I where a bar belongs (only ever between two codes).
      if (token === 'I' && i > 0 && i < tokens.length - 1) {
        letterBars += 1;
        continue;
      }
      const code = readCountry(token);
      if (code) countries.add(code);
      else notes.push(`ac_serviceCode_cou item ${quoted(token, 20)} is not an EU/EEA country code; left out`);
    }
  }
  if (letterBars > 0) {
    repairs.push({ kind: 'countries', reason: `ac_serviceCode_cou separates codes with the letter I (${letterBars}×); read as |` });
  }
  return { value: [...countries].sort(), repairs, notes };
}

/** ISO 17442: 18 letters or digits, then two check digits; the whole, as a number in base 36, mod 97 is 1 (ISO 7064 MOD 97-10). */
export function isValidLei(value: string): boolean {
  if (!/^[A-Z0-9]{18}[0-9]{2}$/.test(value)) return false;
  let remainder = 0;
  for (const char of value) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export interface LeiCell {
  /** The LEI as published, cleaned of spaces and stray punctuation; null only for a blank cell. */
  readonly lei: string | null;
  readonly valid: boolean;
}

/** The LEI cell: spaces and line breaks go; punctuation and lower case go too when what is left is an LEI's 20 letters and digits (`…1M84.`); anything else stays as published (`9.60E+19`, a spreadsheet's rounding), kept with its verdict, never dropped. */
export function readLei(cell: string): CellRead<LeiCell> {
  const published = cell.replace(/\s+/g, '');
  if (published === '') return { value: { lei: null, valid: false }, repairs: [], notes: ['ae_lei is empty'] };
  const letters = published.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const lei = letters.length === 20 ? letters : published;
  const repairs: CellRepair[] = [];
  if (lei !== cell.trim()) repairs.push({ kind: 'lei', reason: `ae_lei ${quoted(cell.trim())} cleaned to ${lei}` });
  const valid = isValidLei(lei);
  const notes = valid ? [] : [`ae_lei ${quoted(lei)} fails the ISO 17442 check digits; kept as published (lei_valid false)`];
  return { value: { lei, valid }, repairs, notes };
}

/** The services MiCA Art. 3(1)(16) names, by the words of its definition (after `crypto assets` is spelled one way). */
const SERVICE_WORDING: ReadonlyArray<readonly [ServiceCode, RegExp]> = [
  ['a', /custody and administration of crypto-assets/],
  ['b', /operati(?:on of|ng) (?:a )?trading platforms?/],
  ['c', /exchange of crypto-assets for funds/],
  ['d', /exchange of crypto-assets for other crypto-assets/],
  ['e', /execution of orders/],
  ['f', /placing of crypto-assets/],
  ['g', /reception and transmission of orders/],
  ['h', /advice on crypto-assets/],
  ['i', /portfolio management/],
  ['j', /transfer services for crypto-assets/],
];

const LETTER = /^\(?([a-j])\s*[.)]/i;

function wordingCodes(text: string): ServiceCode[] {
  const plain = text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/crypto[- ]?assets?/g, 'crypto-assets');
  return SERVICE_WORDING.filter(([, wording]) => wording.test(plain)).map(([code]) => code);
}

/** An item of the services cell: its letter (`c. exchange …`), else the statutory wording it contains. */
export function serviceCodesOf(item: string): ServiceCode[] {
  const letter = LETTER.exec(item.trim())?.[1]?.toLowerCase();
  if (letter) return [letter as ServiceCode];
  return wordingCodes(item);
}

/** The services cell: items separated by `|`, semicolons or line breaks (supervisors write both ways), each read by its letter or its wording; a line that names nothing and starts with no letter continues the item above it (a wording broken over two lines). */
export function readServices(cell: string): CellRead<ServiceCode[]> {
  const items: string[] = [];
  for (const piece of cell.split(/[|;\r\n]+/)) {
    const text = piece.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const previous = items.at(-1);
    const joined = `${previous} ${text}`;
    const continues =
      previous !== undefined &&
      serviceCodesOf(text).length === 0 &&
      !LETTER.test(text) &&
      wordingCodes(joined).some((code) => !serviceCodesOf(previous).includes(code));
    if (continues) items[items.length - 1] = joined;
    else items.push(text);
  }
  const services = new Set<ServiceCode>();
  const notes: string[] = [];
  for (const item of items) {
    const codes = serviceCodesOf(item);
    for (const code of codes) services.add(code);
    if (codes.length === 0) notes.push(`ac_serviceCode item ${quoted(item)} names no service a–j; left out`);
    const letter = LETTER.exec(item)?.[1]?.toLowerCase();
    const worded = wordingCodes(item);
    if (letter && worded.length > 0 && !worded.includes(letter as ServiceCode)) {
      notes.push(`ac_serviceCode item ${quoted(item)} has the letter ${letter} but the words of ${worded.join(', ')}; read by its letter`);
    }
  }
  const lines = /[\r\n]/.test(cell.trim());
  const repairs: CellRepair[] =
    lines && items.length > 1
      ? [{ kind: 'services', reason: `ac_serviceCode lists its ${items.length} services on separate lines; each read` }]
      : [];
  return { value: SERVICE_CODES.filter((code) => services.has(code)), repairs, notes };
}

/** One address of a website cell: a link when it reads as a web address (after the obvious typos are mended), else text. */
export interface WebLink {
  readonly text: string;
  readonly url: string | null;
}

const HOST_LIKE = /^(?:[a-z][a-z0-9+.-]*[:.]?\/\/?)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

const TYPO = /^\(?https?(?:\.\/\/|\/\/|:\/(?!\/)|:{2,})/i;

/** A token as a web address: `https.//` and `http//` mended, a missing scheme given as https; null when it is not one. */
function webAddress(token: string): { url: string; mended: boolean } | null {
  const bare = token.replace(/[),;.]+$/, '').replace(/^[(<]+/, '');
  if (!HOST_LIKE.test(bare)) return null;
  let url = bare.replace(/^(https?)(?:\.\/\/|\/\/|:\/(?!\/)|:{2,}\/*)/i, '$1://');
  if (!/^https?:\/\//i.test(url)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^www\./i.test(url)) return null;
    url = `https://${url}`;
  }
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol) || !parsed.hostname.includes('.')) return null;
    return { url: parsed.href, mended: url !== bare };
  } catch {
    return null;
  }
}

/** The website cell: addresses separated by `|`, line breaks or spaces, each a link of its own; words between them (`(upcoming)`, a page title) stay as text, joined as they stood. */
export function readWebsites(cell: string): CellRead<WebLink[]> {
  const links: WebLink[] = [];
  const repairs: CellRepair[] = [];
  for (const piece of cell.split(/[|\r\n]+/)) {
    let words: string[] = [];
    const flush = () => {
      if (words.length > 0) links.push({ text: words.join(' '), url: null });
      words = [];
    };
    for (const token of piece.trim().split(/\s+/)) {
      if (token === '') continue;
      const address = webAddress(token);
      if (!address) {
        words.push(token);
        continue;
      }
      flush();
      links.push({ text: token, url: address.url });
      if (address.mended && TYPO.test(token)) {
        repairs.push({ kind: 'website', reason: `ae_website ${quoted(token)} mended to ${address.url}` });
      } else if (address.mended) {
        repairs.push({ kind: 'website', reason: `ae_website ${quoted(token)} has no scheme; linked as ${address.url}` });
      }
    }
    flush();
  }
  if (links.filter((link) => link.url).length > 1) {
    repairs.push({
      kind: 'website',
      reason: `ae_website holds ${links.filter((link) => link.url).length} addresses; each linked on its own`,
    });
  }
  return { value: links, repairs, notes: [] };
}
