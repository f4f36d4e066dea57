import { llmsTxt } from '@/lib/feeds/discovery';
import { fileHeaders } from '@/lib/http/file-types';
import { ROOT_FILE_TYPES } from '@/lib/pages/root-files';
import { pageEnv } from '@/lib/pages/page-env';

// `/llms.txt`: the service and its API for language models and other tools (lib/feeds/discovery.ts).
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(llmsTxt(pageEnv('en')), {
    headers: fileHeaders(ROOT_FILE_TYPES.llms.path),
  });
}
