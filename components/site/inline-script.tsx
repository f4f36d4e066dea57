import { inlineScript } from '@/lib/pages/assets';
import type { InlineScriptName } from '@/lib/pages/asset-manifest';

/**
 * One of our bundled browser scripts (browser/inline/), inlined verbatim so its CSP hash holds.
 * `config` is the page's data for it, as a JSON block the script reads (never executed).
 */
export function InlineScript({ name, config }: { name: InlineScriptName; config?: { id: string; value: unknown } }) {
  return (
    <>
      {config ? (
        <script
          type="application/json"
          id={config.id}
          // `<` is escaped so no value can close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(config.value).replace(/</g, '\\u003c') }}
        />
      ) : null}
      <script dangerouslySetInnerHTML={{ __html: inlineScript(name).code }} />
    </>
  );
}
