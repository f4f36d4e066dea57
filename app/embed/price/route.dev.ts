import { embedCardPage } from '@/lib/pages/embed-card-page';
import { EMBED_CARD_POLICY } from '@/lib/pages/embed-card';
import { pageEnv } from '@/lib/pages/page-env';

/**
 * `npm run dev` only (next.config.mjs pageExtensions): the price card's page, `/embed/price/`, one
 * file for every pair and language (query parameters). The build writes it from the same function
 * (lib/build/route-files.ts).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response(embedCardPage(pageEnv('en').data), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': EMBED_CARD_POLICY },
  });
}
