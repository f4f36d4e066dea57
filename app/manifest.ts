import type { MetadataRoute } from 'next';
import { pageEnv } from '@/lib/pages/page-env';
import { webManifest } from '@/lib/pages/web-manifest';

// The web app manifest through Next's metadata route, linked from every page's head (lib/pages/web-manifest.ts).
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return webManifest(pageEnv('en'));
}
