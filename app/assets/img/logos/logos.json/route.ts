import { jsonResponse } from '@/lib/api/http';
import { loadSiteData } from '@/lib/api/load';
import { logoMap } from '@/lib/api/logos';

export const dynamic = 'force-static';

export function GET(): Response {
  return jsonResponse(logoMap(loadSiteData()));
}
