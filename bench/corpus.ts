import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Scalar, parse, stringify } from 'yaml';
import type { RawContent, RawDoc } from '@/lib/content/types';

/**
 * A synthetic archive the size the desk will reach, on top of the starter content: `news` stories
 * and `events` events whose shapes follow the real files (several outlets per story, own stories
 * with Markdown bodies, translations, links, paywalls, events with and without end times, prices,
 * sponsors and notes), spread over every country, language, topic, outlet and event source the
 * starter tables name, so every reference resolves and the content validates. Each story gets its
 * archive row, as `npm run archive:record` would write it, and about one in a hundred archive rows
 * is for a story that has since left the site (its row stays: the archive is append-only).
 * Deterministic: the same seed gives the same bytes.
 */

export interface CorpusOptions {
  readonly news: number;
  readonly events: number;
  readonly seed?: number;
}

/** What the generator needs from the starter content: its tables and its stories (for topics). */
export interface StarterTables {
  readonly outlets: ReadonlyArray<{
    id: string;
    name: string;
    country: string;
    language_code: string;
    news_source_only?: boolean;
    paywall?: string;
  }>;
  readonly eventSources: ReadonlyArray<{ id: string; country: string }>;
  readonly topics: readonly string[];
  readonly languages: readonly string[];
}

export interface SyntheticCorpus {
  readonly news: RawDoc[];
  readonly events: RawDoc[];
  /** Ledger rows to append to archive/articles.yaml, oldest first. */
  readonly archiveRows: Array<Record<string, string>>;
}

const COUNTRIES = ['NO', 'SE', 'DK', 'FI', 'IS', 'NORDIC', 'EU'] as const;
type Country = (typeof COUNTRIES)[number];

// Own words for the made-up text. Ids are built from the same words, so they read like real ids.
const SUBJECTS = [
  'regulator',
  'central bank',
  'tax agency',
  'exchange',
  'payment firm',
  'bank',
  'court',
  'police',
  'research group',
  'start-up',
  'ministry',
  'consumer agency',
];
const ACTIONS = [
  'publishes',
  'updates',
  'warns about',
  'consults on',
  'reviews',
  'reports on',
  'tightens',
  'explains',
  'approves',
  'questions',
];
const OBJECTS = [
  'crypto-asset licences',
  'stablecoin reserves',
  'reporting of crypto gains',
  'fake investment adverts',
  'tokenised deposits',
  'mining power use',
  'custody rules',
  'market abuse cases',
  'cross-border payments',
  'wallet screening',
  'retail trading volumes',
  'digital currency pilots',
];
const CITIES: Record<Country, readonly string[]> = {
  NO: ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø'],
  SE: ['Stockholm', 'Gothenburg', 'Malmö', 'Uppsala', 'Lund'],
  DK: ['Copenhagen', 'Aarhus', 'Odense', 'Aalborg'],
  FI: ['Helsinki', 'Espoo', 'Tampere', 'Turku', 'Oulu'],
  IS: ['Reykjavík', 'Akureyri'],
  NORDIC: ['Oslo', 'Stockholm', 'Copenhagen', 'Helsinki', 'Reykjavík'],
  EU: ['Brussels', 'Frankfurt', 'Paris', 'Amsterdam', 'Vienna'],
};
const EVENT_KINDS = ['meetup', 'seminar', 'workshop', 'conference', 'breakfast briefing', 'hackathon', 'public lecture', 'webinar'];
const EVENT_THEMES = [
  'Bitcoin',
  'Lightning',
  'DeFi',
  'MiCA compliance',
  'crypto tax',
  'digital euro',
  'stablecoins',
  'blockchain research',
];
const ORGANISERS = ['Nordic Ledger Society', 'Fjord Fintech Forum', 'Baltic Sea Blockchain Club', 'Open Money Meetup', 'Campus Crypto Lab'];
const SPONSORS = ['Northlight Custody', 'Aurora Payments', 'Tundra Node Hosting', 'Kvarken Analytics'];
const CURRENCY: Record<Country, string> = { NO: 'NOK', SE: 'SEK', DK: 'DKK', FI: 'EUR', IS: 'ISK', NORDIC: 'EUR', EU: 'EUR' };
// Local offsets in winter and summer (Iceland keeps UTC; the EU cities here are on CET).
const OFFSETS: Record<Country, readonly [string, string]> = {
  NO: ['+01:00', '+02:00'],
  SE: ['+01:00', '+02:00'],
  DK: ['+01:00', '+02:00'],
  FI: ['+02:00', '+03:00'],
  IS: ['Z', 'Z'],
  NORDIC: ['+01:00', '+02:00'],
  EU: ['+01:00', '+02:00'],
};
const COUNTRY_NAME: Record<Country, string> = {
  NO: 'Norway',
  SE: 'Sweden',
  DK: 'Denmark',
  FI: 'Finland',
  IS: 'Iceland',
  NORDIC: 'the Nordic countries',
  EU: 'the EU',
};
const TRANSLATION_NOTE: Record<string, string> = {
  nn: 'Samandrag på nynorsk',
  nb: 'Sammendrag på bokmål',
  sv: 'Sammanfattning på svenska',
  da: 'Resumé på dansk',
  fi: 'Tiivistelmä suomeksi',
  is: 'Samantekt á íslensku',
};

// A headline in the reader's language: every story and event carries all six.
const HEADLINE_NOTE: Record<string, string> = {
  nn: 'Overskrift på nynorsk',
  nb: 'Overskrift på bokmål',
  sv: 'Rubrik på svenska',
  da: 'Overskrift på dansk',
  fi: 'Otsikko suomeksi',
  is: 'Fyrirsögn á íslensku',
};

const NEWS_START = Date.parse('2021-01-04T06:00:00Z');
const NEWS_END = Date.parse('2026-11-15T18:00:00Z');
const EVENTS_START = Date.parse('2022-01-10T08:00:00Z');
const EVENTS_END = Date.parse('2027-12-10T18:00:00Z');
const HOUR = 3_600_000;

/** mulberry32: a small, well-known seeded generator; enough for test data and fully repeatable. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('corpus: pick from an empty list');
      return item;
    },
  };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `2024-03-05T09:30:00+01:00`: local wall time for an instant, in the country's winter/summer offset. */
function localDateTime(ms: number, country: Country): string {
  const month = new Date(ms).getUTCMonth();
  const offset = OFFSETS[country][month >= 3 && month <= 9 ? 1 : 0];
  const minutes = offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const local = new Date(Math.floor((ms + minutes * 60_000) / 300_000) * 300_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

export function syntheticCorpus(tables: StarterTables, options: CorpusOptions): SyntheticCorpus {
  const rng = random(options.seed ?? 1);
  const nordicLangs = tables.languages.filter((code) => code !== 'en');
  const citable = tables.outlets.filter((o) => o.id !== 'desk');
  const byCountry = (country: string) => citable.filter((o) => o.country === country);
  const languageOf = new Map(tables.outlets.map((o) => [o.id, o.language_code]));
  const paywalled = new Set(tables.outlets.filter((o) => o.paywall && o.paywall !== 'none').map((o) => o.id));
  const newsSourceOnly = tables.outlets.find((o) => o.news_source_only);

  const news: RawDoc[] = [];
  const archiveRows: Array<Record<string, string>> = [];
  // About one archive row in a hundred is a story that has left the site: no file, row kept.
  const total = options.news + Math.floor(options.news / 99);
  for (let i = 0; i < total; i++) {
    const country = COUNTRIES[i % COUNTRIES.length]!;
    // Spread evenly over the years, published in working hours.
    const day = Math.floor((NEWS_START + ((NEWS_END - NEWS_START) / Math.max(total, 1)) * i) / (24 * HOUR)) * 24 * HOUR;
    const instant = day + (5 + rng.int(13)) * HOUR + rng.int(12) * 300_000;
    const published = localDateTime(instant, country);
    const subject = rng.pick(SUBJECTS);
    const action = rng.pick(ACTIONS);
    const object = rng.pick(OBJECTS);
    const id = `${country.toLowerCase()}-${slug(subject)}-${slug(action)}-${slug(object)}-${i + 1}`;
    const own = rng.chance(0.03);
    const topicCount = 1 + rng.int(3);
    const topics = [
      ...new Set(Array.from({ length: topicCount }, (_, k) => tables.topics[(i + k * 5 + rng.int(2)) % tables.topics.length]!)),
    ];
    const headline = `${country === 'EU' ? 'EU' : country === 'NORDIC' ? 'Nordic' : ''} ${subject} ${action} ${object}`.trim();
    const title = headline.charAt(0).toUpperCase() + headline.slice(1);

    const outlets: Array<Record<string, unknown>> = [];
    if (own) {
      outlets.push({ outlet: 'desk', title, published });
    } else {
      const local = byCountry(country);
      const primary = local.length > 0 && rng.chance(0.8) ? rng.pick(local) : rng.pick(citable);
      const ids = new Set([primary.id]);
      const extra = rng.int(4); // 0–3 further outlets covering the same story
      for (let k = 0; k < extra; k++) ids.add(rng.pick(citable).id);
      if (newsSourceOnly && rng.chance(0.02)) ids.add(newsSourceOnly.id);
      for (const outlet of ids) {
        const later = localDateTime(instant + (outlet === primary.id ? 0 : rng.int(30) * HOUR), country);
        outlets.push({
          outlet,
          url: `https://news.example/${outlet}/${published.slice(0, 4)}/${id}`,
          title: languageOf.get(outlet) === 'en' ? title : `${title} (${languageOf.get(outlet)})`,
          published: later,
          ...(paywalled.has(outlet) && rng.chance(0.5) ? { paywall: true } : {}),
        });
      }
    }
    const translated = nordicLangs.filter((lang, k) => (i + k) % 3 === 0 || rng.chance(0.15));
    const data: Record<string, unknown> = {
      published,
      country,
      topics,
      ...(own || languageOf.get(String(outlets[0]?.outlet)) === 'en' ? {} : { title_en: title }),
      title_i18n: Object.fromEntries(nordicLangs.map((lang) => [lang, `${HEADLINE_NOTE[lang]}: ${title}`])),
      summary:
        `The ${subject} ${action} ${object}, in a case that concerns readers in ${COUNTRY_NAME[country]}. ` +
        `Story ${i + 1} of the synthetic archive: two sentences, about the length of a real summary on the desk.`,
      ...(translated.length > 0
        ? { summary_i18n: Object.fromEntries(translated.map((lang) => [lang, `${TRANSLATION_NOTE[lang]} ${i + 1}.`])) }
        : {}),
      ...(own ? { own_story: true, body: ownStoryBody(i, subject, object) } : {}),
      ...(rng.chance(0.1) ? { links: [{ label: `Background on ${object}`, url: `https://reference.example/${slug(object)}` }] } : {}),
      outlets,
    };
    const primary = outlets[0]!;
    archiveRows.push({
      id,
      title: String(data.title_en ?? primary.title),
      url: typeof primary.url === 'string' ? primary.url : `https://nordic-crypto-desk.example/news/${id}/`,
      source: String(primary.outlet),
      published,
      first_seen: published,
    });
    if (i % 100 !== 99) news.push({ file: `news/${id}.yaml`, data });
  }
  archiveRows.sort((a, b) => Date.parse(a.published!) - Date.parse(b.published!));
  if (news.length !== options.news) throw new Error(`corpus: made ${news.length} stories, not ${options.news}`);

  const events: RawDoc[] = [];
  for (let i = 0; i < options.events; i++) {
    const country = COUNTRIES[(i * 3) % COUNTRIES.length]!;
    const city = rng.pick(CITIES[country]);
    const kind = rng.pick(EVENT_KINDS);
    const theme = rng.pick(EVENT_THEMES);
    const online = kind === 'webinar' || rng.chance(0.1);
    const eventDay = Math.floor((EVENTS_START + ((EVENTS_END - EVENTS_START) / Math.max(options.events, 1)) * i) / (24 * HOUR)) * 24 * HOUR;
    const startMs = eventDay + (7 + rng.int(11)) * HOUR + rng.int(2) * 1_800_000;
    const start = localDateTime(startMs, country);
    const shape = rng.int(3); // a time range, a last day, or no end given
    const end = shape === 0 ? localDateTime(startMs + (2 + rng.int(6)) * HOUR, country) : shape === 1 ? start.slice(0, 10) : null;
    const id = `${slug(city)}-${slug(theme)}-${slug(kind)}-${start.slice(0, 7)}-${i + 1}`;
    const source = rng.pick(tables.eventSources.filter((s) => s.country === country || s.country === 'NORDIC'));
    const paidShape = rng.int(5);
    const data: Record<string, unknown> = {
      title: `${theme} ${kind} ${online ? 'online' : city}`,
      title_i18n: Object.fromEntries(nordicLangs.map((lang) => [lang, `${HEADLINE_NOTE[lang]}: ${theme} ${kind}`])),
      ...(rng.chance(0.3) ? { title_original: `${theme} ${kind} (${city})` } : {}),
      start,
      ...(end ? { end } : {}),
      ...(online ? {} : { place: `${rng.pick(['Innovation House', 'City Library', 'University Hall', 'Harbour Hub'])}, ${city}`, city }),
      country,
      online,
      organiser: rng.pick(ORGANISERS),
      url: `https://events.example/${source.id}/${id}`,
      source: source.id,
      ...(paidShape === 0
        ? { price: 'free' }
        : paidShape === 1
          ? { price: 'see-organiser' }
          : paidShape === 2
            ? {}
            : { price: { amount: String((1 + rng.int(20)) * 50), currency: CURRENCY[country] } }),
      sponsored: rng.chance(0.15) ? rng.pick(SPONSORS) : false,
      ...(rng.chance(0.25)
        ? {
            note: `Doors open half an hour before the start; event ${i + 1}.`,
            ...(rng.chance(0.5)
              ? {
                  note_i18n: noteTranslations(
                    nordicLangs.filter(() => rng.chance(0.5)),
                    i,
                  ),
                }
              : {}),
          }
        : {}),
    };
    events.push({ file: `events/${id}.yaml`, data });
  }
  return { news, events, archiveRows };
}

const NOTE_I18N: Record<string, string> = {
  nn: 'Dørene opnar ein halvtime før start',
  nb: 'Dørene åpner en halvtime før start',
  sv: 'Dörrarna öppnar en halvtimme före start',
  da: 'Dørene åbner en halv time før start',
  fi: 'Ovet avataan puoli tuntia ennen alkua',
  is: 'Húsið opnar hálftíma fyrir upphaf',
};

function noteTranslations(langs: readonly string[], i: number): Record<string, string> {
  return Object.fromEntries(langs.map((lang) => [lang, `${NOTE_I18N[lang] ?? NOTE_I18N.nb}; arrangement ${i + 1}.`]));
}

function ownStoryBody(i: number, subject: string, object: string): string {
  return [
    `This is the desk's own story number ${i + 1}. It explains what the ${subject} said about ${object}, and why it matters to readers who hold or trade crypto-assets in the Nordic countries.`,
    '## What changed',
    `The short version: the rules on ${object} are *not* new, but the way they are applied is. Our [markets page](/markets/) shows the prices, and the [source document](https://reference.example/${slug(object)}) has the details.`,
    ['- who is affected', '- what to check before the end of the year', '- where to ask questions'].join('\n'),
    `Nothing here is investment advice. We will update this story if the ${subject} publishes more.`,
  ].join('\n\n');
}

/** Reads the starter tables straight from YAML, so writing a corpus needs no content build first. */
export function readStarterTables(contentDir: string): StarterTables {
  const read = (file: string) => parse(readFileSync(path.join(contentDir, file), 'utf8')) as Record<string, unknown>;
  const topics = new Set<string>();
  for (const name of readdirSync(path.join(contentDir, 'news')).sort()) {
    const story = read(`news/${name}`) as { topics?: string[] };
    for (const topic of story.topics ?? []) topics.add(topic);
  }
  return {
    outlets: (read('sources/outlets.yaml').outlets ?? []) as StarterTables['outlets'],
    eventSources: (read('sources/event-sources.yaml').event_sources ?? []) as StarterTables['eventSources'],
    topics: [...topics].sort(),
    languages: ((read('site/languages.yaml').languages ?? []) as Array<{ code: string }>).map((l) => l.code),
  };
}

/** The tables of already-loaded content (as contentlayer hands it over), for in-memory benches. */
export function starterTablesOf(raw: RawContent): StarterTables {
  const table = <T>(kind: keyof RawContent, field: string) => (raw[kind][0]?.data[field] ?? []) as T;
  return {
    outlets: table('Outlets', 'outlets'),
    eventSources: table('EventSources', 'event_sources'),
    topics: [...new Set(raw.News.flatMap((doc) => (doc.data.topics ?? []) as string[]))].sort(),
    languages: table<Array<{ code: string }>>('Languages', 'languages').map((l) => l.code),
  };
}

/** Starter content plus the synthetic stories, events and archive rows, in memory. */
export function withSyntheticCorpus(raw: RawContent, options: CorpusOptions): RawContent {
  const corpus = syntheticCorpus(starterTablesOf(raw), options);
  const archive = raw.Archive[0];
  const rows = ((archive?.data.articles ?? []) as unknown[]).concat(corpus.archiveRows);
  return {
    ...raw,
    News: [...raw.News, ...corpus.news],
    Event: [...raw.Event, ...corpus.events],
    Archive: archive ? [{ ...archive, data: { ...archive.data, articles: rows } }] : raw.Archive,
  };
}

const MARKER = '.bench-corpus.json';

/** YAML in the content's own style: strings double-quoted, Markdown bodies as literal blocks. */
function toYaml(value: unknown): string {
  const styled = (v: unknown): unknown => {
    if (typeof v === 'string' && v.includes('\n')) return Object.assign(new Scalar(v), { type: Scalar.BLOCK_LITERAL });
    if (Array.isArray(v)) return v.map(styled);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, styled(x)]));
    return v;
  };
  return stringify(styled(value), { lineWidth: 0, defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' });
}

/**
 * Writes a complete content folder at `outDir`: a copy of `contentDir` plus the synthetic stories
 * and events, with their rows appended to archive/articles.yaml (existing rows untouched). Refuses
 * to replace a folder that is not an earlier corpus, or one that holds the content itself.
 */
export function writeCorpus(contentDir: string, outDir: string, options: CorpusOptions): SyntheticCorpus {
  const source = path.resolve(contentDir);
  const target = path.resolve(outDir);
  if (source === target || source.startsWith(`${target}${path.sep}`) || target.startsWith(`${source}${path.sep}`)) {
    throw new Error(`corpus: --out ${outDir} would overwrite or nest inside ${contentDir}`);
  }
  if (existsSync(target) && readdirSync(target).length > 0 && !existsSync(path.join(target, MARKER))) {
    throw new Error(`corpus: ${outDir} exists and is not a corpus written by this command; choose an empty or new folder`);
  }
  const corpus = syntheticCorpus(readStarterTables(source), options);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  for (const doc of [...corpus.news, ...corpus.events]) {
    const file = path.join(target, doc.file);
    if (existsSync(file)) throw new Error(`corpus: ${doc.file} already exists in the starter content`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, toYaml(doc.data));
  }
  // Appended as text, so the starter ledger's rows stay byte for byte as they were.
  const ledger = path.join(target, 'archive', 'articles.yaml');
  const rows = corpus.archiveRows.map((row) => toYaml([row]).replace(/^/gm, '  ').trimEnd()).join('\n');
  writeFileSync(ledger, `${readFileSync(ledger, 'utf8').trimEnd()}\n${rows}\n`);
  writeFileSync(path.join(target, MARKER), `${JSON.stringify({ ...options, seed: options.seed ?? 1 })}\n`);
  return corpus;
}
