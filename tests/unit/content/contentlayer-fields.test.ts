import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentlayerFields, JSON_REASONS } from '@/lib/content/contentlayer-fields';
import { CONTENT_KINDS, eventFileSchema, newsFileSchema, rulesFileSchema } from '@/lib/content/schemas';

describe('contentlayer2 fields read off the zod schemas', () => {
  it('types scalars, enums and lists of scalars, and requires what the file must name', () => {
    const fields = contentlayerFields(
      z.strictObject({
        title: z.string().min(1),
        url: z.url(),
        count: z.int(),
        online: z.boolean(),
        country: z.enum(['NO', 'SE']),
        topics: z.array(z.string()).default([]),
        note: z.string().optional(),
        place: z.string().nullable().default(null),
        end: z.union([z.string(), z.url()]).nullable().default(null),
        paid: z.union([z.boolean(), z.string(), z.null()]).default(null),
        machine: z.literal(true).optional(),
        links: z.array(z.strictObject({ url: z.url() })),
        names: z.record(z.string(), z.string()).default({}),
        period: z.strictObject({ start: z.string() }),
      }),
    );
    expect(fields).toEqual({
      title: { type: 'string', required: true },
      url: { type: 'string', required: true },
      count: { type: 'number', required: true },
      online: { type: 'boolean', required: true },
      country: { type: 'enum', options: ['NO', 'SE'], required: true },
      topics: { type: 'list', of: { type: 'string' }, required: false },
      note: { type: 'string', required: false },
      place: { type: 'string', required: false },
      end: { type: 'string', required: false },
      paid: { type: 'json', description: JSON_REASONS.union, required: false },
      machine: { type: 'boolean', required: false },
      links: { type: 'list', of: { type: 'json' }, description: JSON_REASONS.object, required: true },
      names: { type: 'json', description: JSON_REASONS.map, required: false },
      period: { type: 'json', description: JSON_REASONS.object, required: true },
    });
  });

  it('refuses a zod type it has no rule for, rather than typing it loosely', () => {
    expect(() => contentlayerFields(z.strictObject({ when: z.date() }))).toThrow(/no contentlayer type for a zod date/);
  });

  it('merges the states of a union: required only when every state requires it', () => {
    expect(contentlayerFields(rulesFileSchema)).toEqual({
      state: { type: 'enum', options: ['placeholder', 'published'], required: true },
      checked: { type: 'string', required: false },
      title: { type: 'string', required: false },
      title_i18n: { type: 'json', description: JSON_REASONS.map, required: false },
      intro: { type: 'string', required: false },
      intro_i18n: { type: 'json', description: JSON_REASONS.map, required: false },
      eu: { type: 'json', description: JSON_REASONS.object, required: false },
      countries: { type: 'list', of: { type: 'json' }, description: JSON_REASONS.object, required: false },
    });
  });

  it('gives the real kinds real types, and declares every field of every kind', () => {
    expect(contentlayerFields(newsFileSchema)).toMatchObject({
      published: { type: 'string', required: true },
      summary: { type: 'string', required: true },
      own_story: { type: 'boolean', required: false },
      outlets: { type: 'list', required: true },
    });
    expect(contentlayerFields(eventFileSchema)).toMatchObject({
      online: { type: 'boolean', required: true },
      end: { type: 'string', required: false },
      place: { type: 'string', required: false },
      title_original_language: { type: 'string', required: false },
    });
    for (const kind of Object.values(CONTENT_KINDS)) {
      const schema = kind.schema as z.ZodType;
      const names = schema instanceof z.ZodObject ? Object.keys(schema.shape) : Object.keys(contentlayerFields(schema));
      expect(Object.keys(contentlayerFields(schema)).sort()).toEqual(names.sort());
    }
  });

  it('leaves `json` only for translation maps, objects and mixed unions, each with its reason', () => {
    const untyped = Object.entries(CONTENT_KINDS).flatMap(([kind, { schema }]) =>
      Object.entries(contentlayerFields(schema as z.ZodType))
        .filter(([, def]) => def.type === 'json' || (def.type === 'list' && def.of.type === 'json'))
        .map(([name, def]) => [`${kind}.${name}`, 'description' in def ? def.description : undefined]),
    );
    const reasons = Object.values(JSON_REASONS) as Array<string | undefined>;
    expect(untyped.filter(([, reason]) => !reasons.includes(reason))).toEqual([]);
    // Every `json` left that is not an object is named here, so a new one is a decision, not a slip.
    expect(untyped.filter(([, reason]) => reason !== JSON_REASONS.object).map(([field]) => field)).toEqual([
      'News.title_i18n',
      'News.summary_i18n',
      'News.body_i18n',
      'Event.title_i18n',
      'Event.paid',
      'Event.sponsored',
      'Event.note_i18n',
      'Rules.title_i18n',
      'Rules.intro_i18n',
      'GeoLanguage.by_country',
    ]);
  });
});
