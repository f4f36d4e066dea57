import { API_HEADERS, notFound } from '@/lib/http/api-answer';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { apiDocumentBody } from '@/lib/build/route-files';

/**
 * `npm run dev` only (a route file only in development: next.config.mjs pageExtensions). The build
 * writes every document itself from the same function (lib/build/route-files.ts).
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, context: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  const segments = (await context.params).path ?? [];
  // Only registry paths are ever answered: the lookup is an exact match on a map, so an encoded
  // "../" or any odd id simply finds nothing and never reaches a file.
  const path = segments.join('/');
  const body = apiDocumentBody(loadSiteData(), currentContext(), path);
  return body === undefined ? notFound(path) : new Response(body, { headers: API_HEADERS });
}
