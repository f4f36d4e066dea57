/**
 * Text an editor must replace before a story or event goes live. The scaffolds (npm run
 * new:story, new:event) and the intake's drafts write it into every field they cannot fill; the
 * content check refuses a published file that still holds it, so a draft approved too quickly
 * stops the build instead of printing "TO FILL" on the site.
 */
export const TO_FILL = 'TO FILL';

export function toFill(what: string): string {
  return `${TO_FILL}: ${what}`;
}

/** Paths of the string fields (nested too) that still hold the placeholder. */
export function placeholderFields(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return value.includes(TO_FILL) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => placeholderFields(item, `${at}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => placeholderFields(item, at ? `${at}.${key}` : key));
  }
  return [];
}
