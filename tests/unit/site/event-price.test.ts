import { describe, expect, it } from 'vitest';
import type { EventDocument } from '@/lib/api/families/events';
import { eventPriceText } from '@/components/events/event-list';
import { MESSAGES } from '@/lib/i18n/messages';
import { formatPrice } from '@/lib/pages/format';

const event = (fields: Partial<EventDocument>) => ({ paid: null, price: null, ...fields }) as EventDocument;
const dkk = event({ paid: true, price: { amount: '1200', currency: 'DKK' } });

describe("an event's price in the reader's language", () => {
  it('groups and places the currency as each language writes it, never reading 1,200 as 1.2', () => {
    expect(eventPriceText(dkk, MESSAGES.sv, 'sv')).toBe('Pris: 1\u00a0200\u00a0Dkr');
    expect(eventPriceText(dkk, MESSAGES.da, 'da')).toBe('Pris: 1.200\u00a0kr.');
    expect(eventPriceText(dkk, MESSAGES.en, 'en')).toBe('Price: DKK\u00a01,200');
    expect(eventPriceText(event({ paid: true, price: { amount: '3500', currency: 'ISK' } }), MESSAGES.is, 'is')).toBe(
      'Verð: 3.500\u00a0kr.',
    );
  });

  it('keeps every digit the editors wrote, as many decimals as given and no more', () => {
    expect(formatPrice('fi', '12.50', 'EUR')).toBe('12,50\u00a0€');
    expect(formatPrice('fi', '12', 'EUR')).toBe('12\u00a0€');
    expect(formatPrice('en', '123456789012345678.25', 'EUR')).toBe('€123,456,789,012,345,678.25');
  });

  it('says free, "see the organiser", or nothing when the price is not known', () => {
    expect(eventPriceText(event({ paid: false }), MESSAGES.nb, 'nb')).toBe('Gratis');
    expect(eventPriceText(event({ paid: true }), MESSAGES.sv, 'sv')).toBe('Pris: se arrangören');
    expect(eventPriceText(event({}), MESSAGES.sv, 'sv')).toBeNull();
  });
});
