import { jsonResponse } from '@/lib/http/api-answer';
import { loadSiteData } from '@/lib/data/load';
import { logoMap } from '@/lib/api/logos';

export const dynamic = 'force-static';

export function GET(): Response {
  return jsonResponse(logoMap(loadSiteData()));
}
