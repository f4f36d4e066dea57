import type { EventRecord } from '../types';
import type { CheckContext } from './context';
import type { CheckedSources } from './sources';
import type { CountryCode } from '../fields';

/** The language an organiser's own title is in when the file does not say: its country's, where there is one. */
const COUNTRY_LANGUAGE: Partial<Record<CountryCode, string>> = { NO: 'nb', SE: 'sv', DK: 'da', FI: 'fi', IS: 'is' };

/** Events: a known source, never the news-source-only outlet as sponsor, an end not before the start. */
export function checkEvents(ctx: CheckContext, { eventSources, newsSourceOnly }: CheckedSources, languageCodes: ReadonlySet<string>): EventRecord[] {
  const eventSourceIds = new Set(eventSources.map((s) => s.id));
  const all = ctx.parseAll('Event');
  for (const { doc, value } of all) {
    if (!eventSourceIds.has(value.source)) ctx.problems.add(doc.file, 'source', `unknown event source id "${value.source}"`);
    if (newsSourceOnly && typeof value.sponsored === 'string') {
      const sponsor = value.sponsored.trim().toLowerCase();
      if (sponsor === newsSourceOnly.name.toLowerCase() || sponsor === newsSourceOnly.id) {
        ctx.problems.add(doc.file, 'sponsored', `"${newsSourceOnly.name}" is a news source only and can never be named as a sponsor`);
      }
    }
    // Translations add to the English field, never stand in for it.
    if (Object.keys(value.note_i18n).length > 0 && !value.note) {
      ctx.problems.add(doc.file, 'note_i18n', 'has translations but the English note is missing');
    }
    if (value.title_original_language && !languageCodes.has(value.title_original_language)) {
      ctx.problems.add(doc.file, 'title_original_language', `unknown language code "${value.title_original_language}"`);
    }
    if (value.title_original_language && !value.title_original) {
      ctx.problems.add(doc.file, 'title_original_language', 'names the language of title_original, which is missing');
    }
    if (value.end && value.end.length > 10 && Date.parse(value.end) < Date.parse(value.start)) {
      ctx.problems.add(doc.file, 'end', 'is before start');
    }
    if (value.end && value.end.length === 10 && value.end < value.start.slice(0, 10)) {
      ctx.problems.add(doc.file, 'end', 'is before the start date');
    }
  }
  return ctx
    .publishedOnly(all)
    .map(({ value: { status: _status, intake: _intake, paid: _paid, ...fields }, id, file }): EventRecord => ({
      ...fields,
      title_original_language: fields.title_original ? (fields.title_original_language ?? COUNTRY_LANGUAGE[fields.country] ?? null) : null,
      id,
      file,
    }));
}
