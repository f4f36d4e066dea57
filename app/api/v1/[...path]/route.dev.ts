import { API_HEADERS, notFound } from '@/lib/http/api-answer';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { apiDocumentBody } from '@/lib/build/route-files';
import { changesFeeds } from '@/lib/register/feed';
import { moveFeedFiles } from '@/lib/feeds/move-feeds';

/**
 * `npm run dev` only (a route file only in development: next.config.mjs pageExtensions). The build
 * writes every document itself from the same functions (lib/build/route-files.ts).
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, context: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  const segments = (await context.params).path ?? [];
  // Only registry paths (and the register's and the price moves' feeds) are ever answered: the lookups are exact
  // matches, so an encoded "../" or any odd id simply finds nothing and never reaches a file.
  const path = segments.join('/');
  const data = loadSiteData();
  const ctx = currentContext();
  const body = apiDocumentBody(data, ctx, path);
  if (body !== undefined) return new Response(body, { headers: API_HEADERS });
  const feed = data.register ? changesFeeds(data.register, ctx).find((candidate) => candidate.path === path) : undefined;
  if (feed) return new Response(feed.content, { headers: { ...API_HEADERS, 'Content-Type': 'application/rss+xml; charset=utf-8' } });
  const move = path.startsWith('markets/moves/') ? moveFeedFiles(data.marketHistory, ctx).find((file) => file.path === path) : undefined;
  if (move) {
    const type = move.path.endsWith('.xml') ? 'application/rss+xml; charset=utf-8' : 'application/feed+json; charset=utf-8';
    return new Response(move.content, { headers: { ...API_HEADERS, 'Content-Type': type } });
  }
  return notFound(path);
}
