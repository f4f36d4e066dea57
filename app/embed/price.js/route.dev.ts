import { siteAssets } from '@/lib/pages/assets';

/**
 * `npm run dev` only (next.config.mjs pageExtensions): the price card's loader, `/embed/price.js`,
 * which other sites include. The build writes the same code (lib/build/route-files.ts).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response(siteAssets().embed.loader, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
