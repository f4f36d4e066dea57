import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { placeholderFields } from '@/lib/content/placeholders';
import { eventFileSchema, newsFileSchema } from '@/lib/content/schemas';
import { scaffoldCommand } from '@/lib/intake/node/scaffold-command';
import { ownerOfLink } from '@/lib/intake/scaffold';

/** new:story and new:event on a copy of the starter content. */
const NOW = new Date('2026-11-20T09:30:00Z');
let content: string;

beforeAll(() => {
  content = path.join(mkdtempSync(path.join(tmpdir(), 'desk-scaffold-')), 'content');
  cpSync(path.join(process.cwd(), 'content'), content, { recursive: true });
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
  rmSync(path.dirname(content), { recursive: true, force: true });
});

const read = (file: string) => parse(readFileSync(path.join(content, file), 'utf8')) as Record<string, unknown>;

describe('new:story', () => {
  it('writes a valid pending story for the outlet of the link’s host, today’s date, placeholders marked', () => {
    expect(
      scaffoldCommand('story', ['--', '--url', 'https://www.svt.se/nyheter/ekonomi/kryptoskatt-forklaras?utm_source=x'], NOW, content),
    ).toBe(0);
    const story = read('news/se-kryptoskatt-forklaras.yaml');
    expect(newsFileSchema.safeParse(story).success).toBe(true);
    expect(story).toMatchObject({ status: 'pending', published: '2026-11-20T10:30:00+01:00', country: 'SE' });
    expect(story.outlets).toEqual([
      expect.objectContaining({ outlet: 'svt', url: 'https://www.svt.se/nyheter/ekonomi/kryptoskatt-forklaras' }),
    ]);
    expect(placeholderFields(story).sort()).toEqual(['outlets[0].title', 'summary']);
  });
  it('refuses a link already in content, an unknown host and a non-http link', () => {
    const existing = 'https://www.finanstilsynet.no/nyhetsarkiv/nyheter/2026/oppdatert-register-over-tilbydere-av-kryptoeiendelstjenester/';
    expect(scaffoldCommand('story', ['--url', existing], NOW, content)).toBe(1);
    expect(scaffoldCommand('story', ['--url', 'https://unknown.example/a'], NOW, content)).toBe(1);
    expect(scaffoldCommand('story', ['--url', 'javascript:alert(1)'], NOW, content)).toBe(2);
    expect(scaffoldCommand('story', [], NOW, content)).toBe(2);
  });
});

describe('new:event', () => {
  it('writes a valid pending event for the source of the link’s host', () => {
    expect(scaffoldCommand('event', ['--url', 'https://www.meetup.com/bitcoin-oslo/events/123/'], NOW, content)).toBe(0);
    const event = read('events/bitcoin-oslo-2026-11.yaml');
    expect(eventFileSchema.safeParse(event).success).toBe(true);
    expect(event).toMatchObject({ status: 'pending', source: 'meetup', start: '2026-11-20T18:00:00+01:00' });
    expect(placeholderFields(event).sort()).toEqual(['organiser', 'title']);
  });
});

describe('outlet lookup by host', () => {
  const owners = [
    { id: 'e24', url: 'https://e24.no' },
    { id: 'ntnu', url: 'https://www.ntnu.edu/events' },
    { id: 'ntnu-main', url: 'https://www.ntnu.edu' },
  ];
  it.each([
    ['https://nyheter.e24.no/a', 'e24'],
    ['https://www.e24.no/a', 'e24'],
    ['https://ntnu.edu/events/x', 'ntnu'],
    ['https://www.ntnu.edu/research', 'ntnu-main'],
    ['https://note24.no/a', null],
  ])('%s → %s', (link, id) => expect(ownerOfLink(link, owners)?.id ?? null).toBe(id));
});
