import { describe, expect, it } from 'vitest';
import type { EventDocument } from '@/lib/api/families/events';
import { eventWhere } from '@/components/events/event-list';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { countryLabel } from '@/lib/pages/labels';

const event = (fields: Partial<EventDocument>) =>
  ({ online: false, place: null, city: null, country: 'NORDIC', ...fields }) as EventDocument;

describe('where an event is', () => {
  it('an online event hosted from a city says so, without the audience region after the city', () => {
    const m = MESSAGES.en;
    expect(eventWhere(event({ online: true, city: 'Tokyo' }), m)).toBe('Online event, hosted from Tokyo');
    expect(eventWhere(event({ online: true }), m)).toBe('Online event');
    // A venue makes it a place to go as well (mixed): venue, city and country as for any event.
    expect(eventWhere(event({ online: true, place: 'Hall A', city: 'Oslo', country: 'NO' }), m)).toBe('Hall A, Oslo, Norway');
    expect(eventWhere(event({ city: 'Oslo', country: 'NO' }), m)).toBe('Oslo, Norway');
  });

  it('names the city in every language, and never the region after it', () => {
    for (const lang of LOCALES) {
      const text = eventWhere(event({ online: true, city: 'Tokyo' }), MESSAGES[lang]);
      expect(text, lang).toContain('Tokyo');
      expect(text, lang).not.toContain(countryLabel(MESSAGES[lang], 'NORDIC'));
    }
  });
});
