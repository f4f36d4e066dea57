import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDigestEmail } from '@/lib/digest/email';
import { LOCALES } from '@/lib/i18n/locales';
import { fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';

/** The digest e-mails through the W3C Nu Html Checker itself (vnu.jar, run by Debian's Java), in every language. */

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/** The checker's messages for `files`: it writes its JSON report to stderr. */
function nuMessages(files: readonly string[]): NuMessage[] {
  const result = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`vnu.jar failed (${result.status}): ${result.stderr}`);
  const report = JSON.parse(result.stderr) as { messages: NuMessage[] };
  return report.messages;
}

interface NuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url: string;
  readonly message: string;
}

describe('the digest e-mail and the W3C Nu checker', () => {
  it('has no error and no warning in any language', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'digest-nu-'));
    try {
      const issue = fixtureSiteData().newsletterById.get('2026-week-46')!;
      const files = LOCALES.map((lang) => {
        const file = path.join(dir, `${lang}.html`);
        writeFileSync(file, renderDigestEmail(issue, lang, TEST_CONFIG).html);
        return file;
      });
      expect(nuMessages(files).map((m) => `${path.basename(m.url)}: ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message}`)).toEqual(
        [],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the check has teeth: the CSS property the e-mails used to carry is an error', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'digest-nu-'));
    try {
      const issue = fixtureSiteData().newsletterById.get('2026-week-46')!;
      const html = renderDigestEmail(issue, 'en', TEST_CONFIG).html.replace(
        ':root{color-scheme:light dark;}',
        ':root{color-scheme:light dark;supported-color-schemes:light dark;}',
      );
      const file = path.join(dir, 'old.html');
      writeFileSync(file, html);
      const messages = nuMessages([file]);
      expect(messages.some((m) => m.type === 'error' && m.message.includes('supported-color-schemes'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
