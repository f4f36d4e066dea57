import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { headerPolicy, metaPolicyOf } from '@/lib/http/node/page-policy';
import { withPolicyMeta } from '@/lib/http/page-scripts';

const POLICY = "default-src 'self'; script-src 'sha256-a+b/c=' 'self'; img-src 'self' data: https:";

describe('the policy a built page declares', () => {
  it('reads it from what the build writes into Next pages and what React writes into leaf pages', () => {
    const next = withPolicyMeta('<!DOCTYPE html><html><head><title>x</title></head></html>', '<!DOCTYPE html><html><head>'.length, POLICY);
    expect(metaPolicyOf(next)).toBe(POLICY);
    const react = renderToStaticMarkup(
      createElement('head', null, createElement('meta', { httpEquiv: 'Content-Security-Policy', content: `${POLICY} & "more"` })),
    );
    expect(react).toContain('&#x27;');
    expect(metaPolicyOf(react)).toBe(`${POLICY} & "more"`);
  });

  it('gives nothing for a page without one, and adds frame-ancestors only when missing', () => {
    expect(metaPolicyOf('<html><head><meta name="x" content="y"></head>')).toBeNull();
    expect(headerPolicy(POLICY)).toBe(`${POLICY}; frame-ancestors 'none'`);
    expect(headerPolicy(`${POLICY}; frame-ancestors 'self'`)).toBe(`${POLICY}; frame-ancestors 'self'`);
  });
});
