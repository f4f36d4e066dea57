import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ContentlayerField, contentlayerFields, fieldShape, JSON_REASONS } from '@/lib/content/contentlayer-fields';
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
        by_lang: z.partialRecord(z.enum(['nb', 'sv']), z.string()).default({}),
      }),
    );
    expect(fieldShape(fields.links!)).toEqual({ type: 'list', of: { type: 'nested', def: { fields: { url: { type: 'string', required: true } } } }, required: true });
    expect(fieldShape(fields.period!)).toEqual({ type: 'nested', of: { type: 'nested', def: { fields: { start: { type: 'string', required: true } } } }, required: true });
    // A map with a fixed set of keys is an object whose every key is optional.
    expect(fieldShape(fields.by_lang!)).toEqual({
      type: 'nested',
      of: { type: 'nested', def: { fields: { nb: { type: 'string', required: false }, sv: { type: 'string', required: false } } } },
      required: false,
    });
    expect({ ...fields, links: undefined, period: undefined, by_lang: undefined }).toEqual({
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
      names: { type: 'json', description: JSON_REASONS.map, required: false },
    });
  });

  it('refuses a zod type it has no rule for, rather than typing it loosely', () => {
    expect(() => contentlayerFields(z.strictObject({ when: z.date() }))).toThrow(/no contentlayer type for a zod date/);
  });

  it('merges the states of a union: required only when every state requires it', () => {
    const fields = contentlayerFields(rulesFileSchema);
    expect(Object.fromEntries(Object.entries(fields).map(([name, def]) => [name, { type: def.type, required: def.required }]))).toEqual({
      state: { type: 'enum', required: true },
      checked: { type: 'string', required: false },
      title: { type: 'string', required: false },
      title_i18n: { type: 'nested', required: false },
      intro: { type: 'string', required: false },
      intro_i18n: { type: 'nested', required: false },
      eu: { type: 'nested', required: false },
      countries: { type: 'list', required: false },
    });
    expect(fields.state).toEqual({ type: 'enum', options: ['placeholder', 'published'], required: true });
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

  it('types objects and language maps as nested types, leaving `json` only where its reason says', () => {
    const untyped: Array<[string, string | undefined]> = [];
    const walk = (at: string, fields: Record<string, ContentlayerField>) => {
      for (const [name, def] of Object.entries(fields)) {
        const path = `${at}.${name}`;
        if (def.type === 'json' || (def.type === 'list' && def.of.type === 'json')) untyped.push([path, 'description' in def ? def.description : undefined]);
        if (def.type === 'nested') walk(path, def.of.def().fields);
        if (def.type === 'list' && def.of.type === 'nested') walk(`${path}[]`, def.of.def().fields);
      }
    };
    for (const [kind, { schema }] of Object.entries(CONTENT_KINDS)) walk(kind, contentlayerFields(schema as z.ZodType));
    const reasons = Object.values(JSON_REASONS) as Array<string | undefined>;
    expect(untyped.filter(([, reason]) => !reasons.includes(reason))).toEqual([]);
    // Every `json` left is named here, so a new one is a decision, not a slip: the two flag-or-text
    // fields, the map keyed by country codes, and a translation (a text, or a machine's awaiting review).
    const translation = /_i18n\.(nn|nb|sv|da|fi|is)$/;
    expect(untyped.filter(([field]) => !translation.test(field)).map(([field]) => field)).toEqual([
      'Event.price',
      'Event.paid',
      'Event.sponsored',
      'GeoLanguage.by_country',
    ]);
    expect(untyped.filter(([field]) => translation.test(field)).every(([, reason]) => reason === JSON_REASONS.union)).toBe(true);
  });
});
