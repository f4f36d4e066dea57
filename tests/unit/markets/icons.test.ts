import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasIcon, ICON_FILES, ICON_PACKAGE_VERSION, logoFor } from '@/lib/markets/icons';
import { iconPackageDir } from '@/lib/markets/node/icon-files';

describe('coin icons', () => {
  it('the static list matches the installed package exactly (rerun scripts/markets-icons-list.ts if not)', () => {
    const dir = iconPackageDir();
    const files = readdirSync(path.join(dir, 'svg', 'color'))
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.slice(0, -4))
      .sort();
    expect([...ICON_FILES]).toEqual(files);
    expect(ICON_PACKAGE_VERSION).toBe((JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version);
  });

  it('decides by the exact symbol: POL does not borrow MATIC', () => {
    expect(hasIcon('MATIC')).toBe(true);
    expect(hasIcon('POL')).toBe(false);
    expect(logoFor('POL')).toBeNull();
    expect(logoFor('BTC')).toMatchObject({ format: 'svg', source: 'cryptocurrency-icons', license: 'CC0-1.0', version: '0.18.1' });
  });
});
