import { llmsTxt } from '@/lib/site/discovery';
import { fileHeaders, ROOT_FILE_TYPES } from '@/lib/site/file-types';
import { pageEnv } from '@/lib/site/page-env';

// `/llms.txt`: the service and its API for language models and other tools (lib/site/discovery.ts).
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(llmsTxt(pageEnv('en')), {
    headers: fileHeaders(ROOT_FILE_TYPES.llms.path),
  });
}
