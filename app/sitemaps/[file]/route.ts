import { sitemapChunkFile, sitemapChunks } from '@/lib/feeds/sitemaps';
import { pageEnv } from '@/lib/pages/page-env';

// The growing page kinds' sitemaps (`news-0.xml.gz` …), listed in robots.txt beside /sitemap.xml.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ file: string }> {
  return sitemapChunks(pageEnv('en')).map((chunk) => ({ file: chunk.name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const env = pageEnv('en');
  const name = (await params).file;
  const chunk = sitemapChunks(env).find((candidate) => candidate.name === name);
  if (!chunk) return new Response('Not found', { status: 404 });
  return new Response(Buffer.from(sitemapChunkFile(env, chunk)), { headers: { 'Content-Type': 'application/gzip' } });
}
