import { fileHeaders } from '@/lib/http/file-types';
import { ROOT_FILE_TYPES } from '@/lib/pages/root-files';
import { pageEnv } from '@/lib/pages/page-env';
import { webManifest } from '@/lib/pages/web-manifest';

// The web app manifest, linked from every page's head (lib/pages/web-manifest.ts).
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(`${JSON.stringify(webManifest(pageEnv('en')), null, 2)}\n`, {
    headers: fileHeaders(ROOT_FILE_TYPES.manifest.path),
  });
}
