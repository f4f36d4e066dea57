import { describe, expect, it } from 'vitest';
import { englishOnPage, untranslatedNames } from '@/lib/build/english-left';
import { validateContent } from '@/lib/content/validate';
import { prepareSiteData } from '@/lib/data/site-data';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';
import { fixtureRawContent } from '../../fixtures/content';

describe('the English left on a Nordic page', () => {
  it('lists every element marked lang="en", as its text, and not the language switcher\u2019s own name for English', () => {
    const html = `<!doctype html><html lang="sv"><body>
      <nav><a href="/" hreflang="en" lang="en">English</a></nav>
      <p>Plats: <span lang="en">Tampere</span>, Finland</p>
      <ul><li><a lang="en" href="/x">Bank of   <b>Lithuania</b></a></li><li lang="sv">Köpenhamn</li></ul>
    </body></html>`;
    expect(englishOnPage(html)).toEqual(['Tampere', 'Bank of Lithuania']);
  });

  it('names the cities and institutions the tables cannot give every Nordic reader', () => {
    const raw = fixtureRawContent();
    (raw.Event[0]!.data as Record<string, unknown>).city = 'Tampere';
    (raw.Event[1]!.data as Record<string, unknown>).city = 'København';
    const content = validateContent(raw);
    const data = prepareSiteData(content, loadMarketsSnapshot('/nonexistent', new Date('2026-11-20T12:00:00Z')));
    const names = untranslatedNames(data);
    // Finansinspektionen is its own name in Swedish everywhere: nothing to add.
    expect(names.find((row) => row.name === 'Finansinspektionen')).toBeUndefined();
    expect(names.filter((row) => row.table === 'places')).toEqual([
      { table: 'places', name: 'København', missing: ['nn', 'nb', 'is'] },
      { table: 'places', name: 'Tampere', missing: ['nn', 'nb', 'sv', 'da', 'fi', 'is'] },
    ]);
  });
});
