import { sitemapChunkBody } from '@/lib/build/route-files';
import { pageEnv } from '@/lib/pages/page-env';

/**
 * `npm run dev` only (next.config.mjs pageExtensions): the growing page kinds' sitemaps
 * (`news-0.xml.gz` …), listed in robots.txt beside /sitemap.xml. The build writes them itself
 * from the same function (lib/build/route-files.ts).
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const body = await sitemapChunkBody(pageEnv('en'), (await params).file);
  if (!body) return new Response('Not found', { status: 404 });
  return new Response(Buffer.from(body), { headers: { 'Content-Type': 'application/gzip' } });
}
