import { describe, expect, it } from 'vitest';
import { withSiblingsOnly } from '@/lib/api/families/rules';
import { rulesFactSchema } from '@/lib/content/schemas';
import { rulesSchema } from '@/lib/schemas/catalogues';

/** A translation stands beside its English field; an empty map goes with its absent field. */
describe('rules translations beside their English fields', () => {
  const fact = { topic: 'mica', source: 'https://example.org/', confidence: 'primary' } as const;

  it('stops a content file whose fact translates a name or note it does not have, naming the field', () => {
    const result = rulesFactSchema.safeParse({ ...fact, note_i18n: { nb: 'Merknad' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['note_i18n'], message: expect.stringContaining('needs note') });
    expect(rulesFactSchema.safeParse({ ...fact, note: 'A note', note_i18n: { nb: 'Merknad' } }).success).toBe(true);
    // The default empty maps of a fact with neither name nor note are fine in content: the document leaves them out.
    expect(rulesFactSchema.parse(fact)).toMatchObject({ name_i18n: {}, note_i18n: {} });
  });

  it('leaves out, at any depth, a map whose English field is absent, and keeps one beside its field', () => {
    const document = {
      title: 'T',
      title_i18n: { nb: 'T' },
      facts: [{ name_i18n: {}, note: 'N', note_i18n: {} }, { nested: { summary_i18n: { fi: 'x' } } }],
    };
    expect(withSiblingsOnly(document)).toEqual({
      title: 'T',
      title_i18n: { nb: 'T' },
      facts: [{ note: 'N', note_i18n: {} }, { nested: {} }],
    });
  });

  it('has a published schema that refuses a map without its field', () => {
    const shape = rulesSchema.shape.eu.shape.facts.element;
    expect(shape.safeParse({ ...fact, name_i18n: {} }).success).toBe(false);
    expect(shape.safeParse({ ...fact, name: 'MiCA', name_i18n: {} }).success).toBe(true);
    expect(shape.safeParse(fact).success).toBe(true);
  });
});
