import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PagePolicyError, readPageScripts, withPolicyMeta } from '@/lib/http/page-scripts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('reading a built page for its policy (a real parser, never a pattern)', () => {
  const page =
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title></head><body>' +
    '<script>self.__next_f.push([1,"</scr"+"ipt>"])</script>' +
    '<script type="application/ld+json">{"a":"<b>"}</script>' +
    '<script src="/_next/static/chunk.js" async></script>' +
    '<script type="module">import("/x.js")</script>' +
    '<script>self.__next_f.push([1,"</scr"+"ipt>"])</script>' +
    '</body></html>';

  it('hashes every inline script exactly as written, once each, and skips data blocks and files', () => {
    const { hashes } = readPageScripts(page, 'news/index.html');
    expect(hashes).toEqual([sha('self.__next_f.push([1,"</scr"+"ipt>"])'), sha('import("/x.js")')]);
  });

  it('puts the policy first in <head>, before every script', () => {
    const { metaOffset } = readPageScripts(page, 'news/index.html');
    const out = withPolicyMeta(page, metaOffset, 'script-src \'self\' "x"');
    expect(
      out.startsWith(
        '<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="script-src \'self\' &quot;x&quot;"/><meta charset',
      ),
    ).toBe(true);
    expect(readPageScripts(out, 'again').hashes).toEqual(readPageScripts(page, 'first').hashes);
  });

  it('refuses a page that is not as expected, naming it', () => {
    expect(() => readPageScripts('<p>no head at all</p><script>x()</script>', 'sv/news/index.html')).toThrow(PagePolicyError);
    expect(() => readPageScripts('<p>no head at all</p>', 'sv/news/index.html')).toThrow(/sv\/news\/index\.html: .*no <head>/);
    expect(() => readPageScripts('<html><head></head><body><img src=x onerror="alert(1)"></body></html>', 'a.html')).toThrow(
      /a\.html: .*inline event handler/,
    );
    expect(() => readPageScripts('<html><head></head><body><script type="text/vbscript">x</script></body></html>', 'b.html')).toThrow(
      /b\.html: .*neither JavaScript/,
    );
  });
});
