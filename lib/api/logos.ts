import type { SiteData } from '@/lib/data/site-data';

/** `assets/img/logos/logos.json`: source id → logo file (site-relative), only where one is on file. */
export function logoMap(data: SiteData): Record<string, string> {
  return Object.fromEntries(
    data.content.outlets.flatMap((outlet) => {
      const logo = data.logoBySource.get(outlet.id);
      return logo ? [[outlet.id, logo.file]] : [];
    }),
  );
}
