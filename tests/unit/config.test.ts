import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, parseConfig } from '@/lib/config';

describe('site configuration', () => {
  it('has sensible defaults when nothing (or an empty value) is set', () => {
    expect(parseConfig({})).toEqual(DEFAULT_CONFIG);
    expect(parseConfig({ SITE_URL: '', PAGES_URL: '' })).toEqual(DEFAULT_CONFIG);
  });

  it('reads the environment and drops trailing slashes', () => {
    expect(
      parseConfig({ SITE_NAME: 'Desk', SITE_URL: 'https://a.example/', PAGES_URL: 'https://b.example/site/', PREVIEW: 'true' }),
    ).toEqual({
      siteName: 'Desk',
      baseUrl: 'https://a.example',
      pagesUrl: 'https://b.example/site',
      preview: true,
    });
  });

  it('names the variable and the bad value', () => {
    expect(() => parseConfig({ SITE_URL: 'nordic.example' })).toThrowError(ConfigError);
    expect(() => parseConfig({ SITE_URL: 'nordic.example' })).toThrowError(/SITE_URL: .*\(got "nordic\.example"\)/);
    expect(() => parseConfig({ PAGES_URL: 'ftp://files.example' })).toThrowError(/PAGES_URL: must start with http/);
    expect(() => parseConfig({ PREVIEW: 'maybe' })).toThrowError(/PREVIEW/);
  });
});
