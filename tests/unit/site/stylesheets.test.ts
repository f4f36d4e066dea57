import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STYLESHEETS } from '@/pipeline/assets/stylesheet';

describe('the stylesheet parts', () => {
  it('joins every file of styles/ exactly once', () => {
    const files = readdirSync('styles')
      .filter((name) => name.endsWith('.css'))
      .map((name) => `styles/${name}`);
    expect([...STYLESHEETS].sort()).toEqual(files.sort());
    expect(new Set(STYLESHEETS).size).toBe(STYLESHEETS.length);
  });

  it('keeps the phone overrides last, after every rule they override', () => {
    expect(STYLESHEETS.slice(-2)).toEqual(['styles/phone-tables.css', 'styles/phone-header.css']);
    expect(STYLESHEETS[0]).toBe('styles/base.css');
  });
});
