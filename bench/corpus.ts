import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import type { RawContent, RawDoc } from '@/lib/content/types';

/**
 * A synthetic corpus the size the archive will reach: `news` stories and `events` events, built
 * on top of the starter content's tables (outlets, languages …) so every reference resolves.
 * Deterministic (a fixed linear congruential sequence), so runs are comparable.
 */
export function syntheticCorpus(base: RawContent, news: number, events: number): RawContent {
  let seed = 42;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const outlets = ((base.Outlets[0]?.data.outlets ?? []) as Array<{ id: string; news_source_only?: boolean }>)
    .map((o) => o.id)
    .filter((id) => id !== 'desk');
  const eventSources = ((base.EventSources[0]?.data.event_sources ?? []) as Array<{ id: string }>).map((s) => s.id);
  const countries = ['NO', 'SE', 'DK', 'FI', 'IS', 'NORDIC', 'EU'];
  const topics = [
    'regulation',
    'stablecoins',
    'central banks',
    'tax',
    'exchanges',
    'bitcoin',
    'defi',
    'security',
    'mining',
    'payments',
    'research',
    'courts',
  ];
  const start = Date.parse('2022-01-01T00:00:00Z');
  const span = Date.parse('2026-11-20T00:00:00Z') - start;
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', '+00:00');

  const newsDocs: RawDoc[] = Array.from({ length: news }, (_, i) => {
    const published = iso(start + Math.floor((span / news) * i));
    const outletCount = 1 + next(3);
    const picked = new Set<string>();
    while (picked.size < outletCount) picked.add(outlets[next(outlets.length)]!);
    return {
      file: `news/synthetic-story-${i}.yaml`,
      data: {
        published,
        country: countries[next(countries.length)],
        topics: [topics[next(topics.length)], topics[next(topics.length)]].filter((t, k, all) => all.indexOf(t) === k),
        title_en: `Synthetic story number ${i} about Nordic crypto markets`,
        summary: `A synthetic summary for story ${i}, two sentences long. It exists to measure how the build scales.`,
        summary_i18n: i % 3 === 0 ? { nb: `Sammendrag ${i}.`, sv: `Sammanfattning ${i}.` } : {},
        outlets: [...picked].map((outlet) => ({
          outlet,
          url: `https://example.org/${outlet}/${i}`,
          title: `Headline ${i} at ${outlet}`,
          published,
        })),
      },
    };
  });
  const eventDocs: RawDoc[] = Array.from({ length: events }, (_, i) => {
    const startMs = start + Math.floor(((span + 400 * 86_400_000) / events) * i);
    return {
      file: `events/synthetic-event-${i}.yaml`,
      data: {
        title: `Synthetic meetup ${i}`,
        start: iso(startMs),
        end: iso(startMs + 3 * 3_600_000),
        country: countries[next(countries.length)],
        online: i % 4 === 0,
        organiser: 'Synthetic organiser',
        url: `https://example.org/events/${i}`,
        source: eventSources[next(eventSources.length)],
        paid: i % 5 === 0 ? 'NOK 200' : false,
        sponsored: false,
      },
    };
  });
  return { ...base, News: newsDocs, Event: eventDocs };
}

/**
 * Writes a content folder at `dir`: a copy of `contentDir` plus `news` synthetic stories and
 * `events` synthetic events, each story also recorded in the archive ledger (as
 * `npm run archive:record` would). Reads the outlet and event-source tables straight from YAML,
 * so it needs no contentlayer build first.
 */
export function writeCorpus(contentDir: string, dir: string, news: number, events: number): RawContent {
  rmSync(dir, { recursive: true, force: true });
  cpSync(contentDir, dir, { recursive: true });
  const read = (file: string) => parse(readFileSync(path.join(contentDir, file), 'utf8')) as Record<string, unknown>;
  const base = {
    Outlets: [{ file: 'sources/outlets.yaml', data: read('sources/outlets.yaml') }],
    EventSources: [{ file: 'sources/event-sources.yaml', data: read('sources/event-sources.yaml') }],
  } as unknown as RawContent;
  const corpus = syntheticCorpus(base, news, events);
  for (const doc of [...corpus.News, ...corpus.Event]) {
    mkdirSync(path.dirname(path.join(dir, doc.file)), { recursive: true });
    writeFileSync(path.join(dir, doc.file), stringify(doc.data));
  }
  const ledgerFile = path.join(dir, 'archive', 'articles.yaml');
  const ledger = parse(readFileSync(ledgerFile, 'utf8')) as { articles: unknown[] };
  for (const doc of corpus.News) {
    const data = doc.data as { published: string; title_en: string; outlets: Array<{ outlet: string; url: string }> };
    ledger.articles.push({
      id: path.basename(doc.file, '.yaml'),
      title: data.title_en,
      url: data.outlets[0]!.url,
      source: data.outlets[0]!.outlet,
      published: data.published,
      first_seen: data.published,
    });
  }
  writeFileSync(ledgerFile, stringify(ledger));
  return corpus;
}
