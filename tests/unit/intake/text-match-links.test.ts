import { describe, expect, it } from 'vitest';
import { keyOf, linkKey, normaliseLink } from '@/lib/intake/links';
import { termMatcher } from '@/lib/intake/match';
import { fold, slugify } from '@/lib/core/slug';
import { plainText } from '@/lib/intake/text';

describe('search terms match whole words, ignoring case and accents, in every Nordic language', () => {
  const matcher = termMatcher([
    { term: 'kryptovaluta' },
    { term: 'kryptotillgångar' },
    { term: 'rafmynt' },
    { term: 'kryptovarat' },
    { term: 'MiCA crypto-asset service provider' },
  ]);
  it.each([
    ['Ny lov om KRYPTOVALUTA', 'kryptovaluta'],
    ['Kryptovaluta-svindel øker', 'kryptovaluta'],
    ['FI varnar: kryptotillgangar är riskabla', 'kryptotillgångar'],
    ['Seðlabankinn um RAFMYNT', 'rafmynt'],
    ['Verottaja ja kryptovarat', 'kryptovarat'],
    ['A new MiCA Crypto Asset Service Provider licence', 'MiCA crypto-asset service provider'],
  ])('%s → %s', (text, term) => expect(matcher.match(text)).toBe(term));
  it.each(['kryptovalutaen stiger', 'Rafmyntir', 'MiCA service provider', 'Kryptovalutor'])('%s matches nothing', (text) =>
    expect(matcher.match(text)).toBeNull(),
  );
  it('looks at every text it is given (title, then summary)', () =>
    expect(matcher.match('Nytt fra banken', 'om kryptovaluta')).toBe('kryptovaluta'));
  it('folds letters Unicode does not decompose', () => expect(fold('Ørsted ÆØÅ Þór Ðóra straße')).toBe('orsted aeoa thor dora strasse'));
});

describe('plain text from feed HTML', () => {
  it('drops tags, scripts, styles and escaped markup', () => {
    expect(plainText('<script>alert(1)</script>Hei <b>du</b><style>p{}</style>')).toBe('Hei du');
    expect(plainText('&lt;img src=x onerror=alert(1)&gt;Tekst')).toBe('Tekst');
    expect(plainText('a &amp; b &lt; c')).toBe('a & b < c'.replace('<', ' ').replace(/\s+/g, ' '));
  });
  it('removes control and direction-override characters and collapses space', () =>
    expect(plainText('a\u0000b\u202e c \n\n d')).toBe('a b c d'));
  it('cuts long text at a word end', () => {
    const cut = plainText('ord '.repeat(300), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('ord…')).toBe(true);
  });
  it('slugs are ASCII ids', () =>
    expect(slugify('Bergen: kryptovaluta-gründer får støtte!')).toBe('bergen-kryptovaluta-grunder-far-stotte'));
  it('one slug for topics and intake ids: every letter the table folds, cut at a word end only when asked', () => {
    expect(slugify('Æser, Øre, Åland, Þór, Ðe, Straße, Łódź, Œuvre, Đakovo')).toBe('aeser-ore-aland-thor-de-strasse-lodz-oeuvre-dakovo');
    expect(slugify('central banks')).toBe('central-banks');
    expect(slugify('Skatt på krypto')).toBe('skatt-pa-krypto');
    const long = 'Finanstilsynet publishes its updated register of crypto-asset service providers today';
    expect(slugify(long)).toBe('finanstilsynet-publishes-its-updated-register-of-crypto-asset-service-providers-today');
    expect(slugify(long, 60)).toBe('finanstilsynet-publishes-its-updated-register-of-crypto');
  });
});

describe('links', () => {
  it.each([
    ['https://E24.no/a?utm_source=x&id=3&fbclid=y#frag', 'https://e24.no/a?id=3'],
    ['https://e24.no/a?utm_medium=rss', 'https://e24.no/a'],
    ['  http://bt.no:80/b  ', 'http://bt.no/b'],
  ])('%s → %s', (raw, link) => expect(normaliseLink(raw)).toBe(link));
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>x</script>',
    'ftp://x.no/a',
    'https://user:pw@x.no/',
    'not a url',
    '',
  ])('refuses %j', (raw) => expect(normaliseLink(raw)).toBeNull());
  it('resolves a relative link against the feed', () => expect(normaliseLink('/a/b', 'https://dn.no/rss')).toBe('https://dn.no/a/b'));
  it('one story under two tracked URLs, with or without www, slash or https, has one key', () => {
    expect(keyOf('https://www.e24.no/a/?utm_source=rss')).toBe(keyOf('http://e24.no/a?fbclid=1#x'));
    expect(linkKey('https://e24.no/a?id=1')).not.toBe(linkKey('https://e24.no/a?id=2'));
  });
});
