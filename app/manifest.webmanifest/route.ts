import { fileHeaders, ROOT_FILE_TYPES } from '@/lib/site/file-types';
import { pageEnv } from '@/lib/site/page-env';
import { webManifest } from '@/lib/site/web-manifest';

// The web app manifest, linked from every page's head (lib/site/web-manifest.ts).
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(`${JSON.stringify(webManifest(pageEnv('en')), null, 2)}\n`, {
    headers: fileHeaders(ROOT_FILE_TYPES.manifest.path),
  });
}
