import { describe, expect, it } from 'vitest';
import { LANG_COOKIE_ATTRIBUTES, LANG_COOKIE_MAX_AGE_SECONDS } from '@/lib/i18n/locales';

/**
 * The language cookie's attributes are written out as one string (so the inline cookie script
 * carries a literal, not a variable), and must say the age the constant names: 365 days.
 */
describe('the language cookie', () => {
  it('lives for LANG_COOKIE_MAX_AGE_SECONDS, one year, on the whole site, Lax', () => {
    expect(LANG_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(LANG_COOKIE_ATTRIBUTES).toBe(`Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`);
  });
});
