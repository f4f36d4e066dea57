import { describe, expect, it } from 'vitest';
import { cnameFor, isReservedHost } from '@/lib/publish/cname';

describe('CNAME for GitHub Pages', () => {
  it('holds the host of SITE_URL, without port, path or trailing dot', () => {
    expect(cnameFor('https://News.Nordic-Desk.no/')).toBe('news.nordic-desk.no\n');
    expect(cnameFor('https://crypto.desk.se:8443/site')).toBe('crypto.desk.se\n');
    expect(cnameFor('https://desk.fi./')).toBe('desk.fi\n');
  });

  it.each([
    'https://nordic-crypto-desk.example',
    'https://site.test',
    'http://a.b.invalid',
    'http://app.localhost:3000',
    'http://localhost',
    'https://example.com',
    'https://www.example.org',
    'https://docs.example.net',
    'http://127.0.0.1:8080',
    'http://10.1.2.3',
    'http://[::1]:3000',
    'http://[2001:db8::1]',
    'https://owner.github.io/repository',
  ])('writes none for the reserved, numeric or GitHub host of %s', (url) => {
    expect(cnameFor(url)).toBeNull();
  });

  it('does not mistake names that merely contain a reserved word', () => {
    for (const host of ['example.no', 'myexample.com', 'test.desk.dk', 'localhost.desk.is', 'example.com.desk.no', 'github.io.desk.no']) {
      expect(isReservedHost(host), host).toBe(false);
    }
  });
});
