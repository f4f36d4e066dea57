import { pageEnv } from '@/lib/site/page-env';
import { newsSitemapCount, sitemapNews } from '@/lib/site/feeds';

// Story sitemaps in chunks (`news-0.xml` …), listed in robots.txt beside /sitemap.xml.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ file: string }> {
  return Array.from({ length: newsSitemapCount(pageEnv('en')) }, (_, n) => ({ file: `news-${n}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const env = pageEnv('en');
  const match = /^news-(\d+)\.xml$/.exec((await params).file);
  const chunk = match ? Number(match[1]) : -1;
  if (chunk < 0 || chunk >= newsSitemapCount(env)) return new Response('Not found', { status: 404 });
  return new Response(sitemapNews(env, chunk), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
