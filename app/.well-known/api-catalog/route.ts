import { currentContext } from '@/lib/data/load';
import { apiCatalog } from '@/lib/feeds/discovery';
import { fileHeaders } from '@/lib/http/file-types';
import { ROOT_FILE_TYPES } from '@/lib/pages/root-files';

// `/.well-known/api-catalog` (RFC 9727): a linkset pointing at the API's entry point, its OpenAPI
// description and its documentation (lib/feeds/discovery.ts). CORS as for the API documents.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(`${JSON.stringify(apiCatalog(currentContext()), null, 2)}\n`, {
    headers: fileHeaders(ROOT_FILE_TYPES.apiCatalog.path),
  });
}
