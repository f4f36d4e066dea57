// styles/ joined into one file named by its hash, which section and leaf pages both link.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha256 } from './sha256';

/** In join order: later rules win at equal specificity, so the phone overrides come last. */
export const STYLESHEETS = [
  'base', // colours, type, layout, links, focus
  'header', // site header, footer, the "More" menu
  'shared', // cards, notes, tables, badges used across pages
  'lists', // lists of stories and events
  'story', // the story page
  'markets', // the markets table and its change figures
  'markets-desktop', // the markets table's toolbar and one-line rows at desktop width
  'market-charts', // asset pages' charts and volume shares, the table's sparklines and tiles
  'api-page', // the human /api/ page
  'not-found', // the 404 page
  'story-outlets', // the story page's every-outlet switch
  'directory', // who's who, sources, academia, changelog, rules
  'events', // month calendar, "happening now"
  'search', // header field and /search/
  'home-prices', // the home page's price strip
  'currency', // the reader's currency switch
  'phone-tables', // phones: wide tables as labelled blocks
  'phone-header', // phones: the three-line header
].map((name) => `styles/${name}.css`);
const STYLESHEET_DIR = 'public/assets/css';

/** Joins the parts into public/assets/css/site.<hash>.css (the only stylesheet left there); its URL. */
export function writeStylesheet(): string {
  const css = Buffer.from(STYLESHEETS.map((file) => readFileSync(file, 'utf8')).join('\n'));
  const name = `site.${sha256(css, 'hex').slice(0, 12)}.css`;
  mkdirSync(STYLESHEET_DIR, { recursive: true });
  // Only this build's stylesheet stays: an old one would be published for nothing.
  for (const entry of readdirSync(STYLESHEET_DIR)) if (entry !== name) rmSync(path.join(STYLESHEET_DIR, entry));
  writeFileSync(path.join(STYLESHEET_DIR, name), css);
  return `/assets/css/${name}`;
}
