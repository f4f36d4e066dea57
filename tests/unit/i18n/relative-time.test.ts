import { describe, expect, it } from 'vitest';
import { RELATIVE_LIMIT_SECONDS, relativeTime } from '@/lib/i18n/relative-time';

const now = Date.parse('2026-11-20T12:00:00Z');
const ago = (seconds: number) => now - seconds * 1000;

describe('relative times in the reader\u2019s words', () => {
  it('counts whole units back from the given now, never the wall clock', () => {
    expect(relativeTime(ago(3 * 3600 + 1800), now, 'sv')).toBe('för 3 timmar sedan');
    expect(relativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(45 * 60), now, 'fi')).toBe('45 minuuttia sitten');
    expect(relativeTime(ago(86_400 + 60), now, 'da')).toBe('i går');
    expect(relativeTime(ago(10), now, 'nb')).toBe('nå');
  });

  it('leaves a time past a week to the absolute date', () => {
    expect(relativeTime(ago(RELATIVE_LIMIT_SECONDS - 60), now, 'is')).toBe('fyrir 6 dögum');
    expect(relativeTime(ago(RELATIVE_LIMIT_SECONDS + 60), now, 'is')).toBeNull();
  });
});
