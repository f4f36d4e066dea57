import { notFound, jsonResponse } from '@/lib/http/api-answer';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { buildDocument, resolveDocuments } from '@/lib/api/registry';

// Every document is a static file of the build; under `npm run dev` unknown paths still reach GET.
export const dynamic = 'force-static';

export function generateStaticParams(): Array<{ path: string[] }> {
  return [...resolveDocuments(loadSiteData()).keys()].map((path) => ({ path: path.split('/') }));
}

export async function GET(_request: Request, context: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  const segments = (await context.params).path ?? [];
  // Only registry paths are ever answered: the lookup is an exact match on a map, so an encoded
  // "../" or any odd id simply finds nothing and never reaches a file.
  const path = segments.join('/');
  const document = buildDocument(loadSiteData(), currentContext(), path);
  return document === undefined ? notFound(path) : jsonResponse(document);
}
