/** Text an editor must replace: the content check refuses a published file still holding it, so "TO FILL" never reaches the site. */
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
