import type { ImageRecord } from '@/lib/content/types';
import type { Messages } from '@/lib/i18n/messages';
import { fmt } from '@/lib/i18n/messages';
import { hasKnownLicence } from '@/lib/pages/images';

/**
 * One image with its credit and licence under it. Renders nothing for an image whose licence or
 * credit is unknown. `alt` is empty for a decorative picture (its caption still names the credit).
 */
export function LicensedFigure({ image, alt, m }: { image: ImageRecord; alt: string; m: Messages }) {
  if (!hasKnownLicence(image)) return null;
  return (
    <figure className="licensed-figure">
      <img src={`/${image.file}`} alt={alt} loading="lazy" decoding="async" />
      <figcaption>
        {fmt(m.orgchart.imageCredit, { credit: image.credit, license: image.license })}{' '}
        <a href={image.source_url} lang="en">
          {m.orgchart.sourceLink}
        </a>
      </figcaption>
    </figure>
  );
}
