import type { SiteData } from '@/lib/data/site-data';
import type { ImageRecord } from '@/lib/content/types';

/** The images the site may show: a known licence and a credit on file (content/images/images.yaml), or never shown at all. */
export function hasKnownLicence(image: { readonly license?: string | null; readonly credit?: string | null }): boolean {
  return Boolean(image.license?.trim() && image.credit?.trim());
}

/** The showable images of one subject (an entity id, `nordic-region` …), in file order. */
export function imagesOf(data: SiteData, subject: string, kinds: readonly ImageRecord['kind'][] = ['photo', 'illustration', 'logo']) {
  return data.content.images.filter((image) => image.subject === subject && kinds.includes(image.kind) && hasKnownLicence(image));
}

/** The showable illustrations and photos not tied to an entity or outlet: a section's pictures. */
export function illustrations(data: SiteData): ImageRecord[] {
  return data.content.images.filter(
    (image) =>
      image.kind !== 'logo' && hasKnownLicence(image) && !data.entityById.has(image.subject) && !data.outletById.has(image.subject),
  );
}
