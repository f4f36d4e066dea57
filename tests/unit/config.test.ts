import { describe, expect, it } from 'vitest';
import { childEnv, ConfigError, DEFAULT_CONFIG, parseConfig, readEnv } from '@/lib/config';

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

describe('the environment', () => {
  it('is read on every call, so a changed variable is seen at once', () => {
    const before = process.env.CONTENT_DIR;
    try {
      process.env.CONTENT_DIR = 'first';
      expect(readEnv().CONTENT_DIR).toBe('first');
      process.env.CONTENT_DIR = '';
      expect(readEnv().CONTENT_DIR).toBe('');
      delete process.env.CONTENT_DIR;
      expect(readEnv().CONTENT_DIR).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = before;
    }
  });

  it('hands a child process the whole environment with the extra variables on top', () => {
    const env = childEnv({ LC_ALL: 'C' });
    expect(env.PATH).toBe(process.env.PATH);
    expect(env.LC_ALL).toBe('C');
  });
});
