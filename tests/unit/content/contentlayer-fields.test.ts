import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentlayerFields } from '@/lib/content/contentlayer-fields';
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
        links: z.array(z.strictObject({ url: z.url() })),
        names: z.record(z.string(), z.string()).default({}),
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
      place: { type: 'json', required: false },
      links: { type: 'list', of: { type: 'json' }, required: true },
      names: { type: 'json', required: false },
    });
  });

  it('merges the states of a union: required only when every state requires it', () => {
    expect(contentlayerFields(rulesFileSchema)).toEqual({
      state: { type: 'enum', options: ['placeholder', 'published'], required: true },
      checked: { type: 'string', required: false },
      title: { type: 'string', required: false },
      title_i18n: { type: 'json', required: false },
      intro: { type: 'string', required: false },
      intro_i18n: { type: 'json', required: false },
      eu: { type: 'json', required: false },
      countries: { type: 'list', of: { type: 'json' }, required: false },
    });
  });

  it('gives the real kinds real types, and declares every field of every kind', () => {
    expect(contentlayerFields(newsFileSchema)).toMatchObject({
      published: { type: 'string', required: true },
      summary: { type: 'string', required: true },
      own_story: { type: 'boolean', required: false },
      outlets: { type: 'list', required: true },
    });
    expect(contentlayerFields(eventFileSchema)).toMatchObject({ online: { type: 'boolean', required: true }, end: { type: 'json' } });
    for (const kind of Object.values(CONTENT_KINDS)) {
      const schema = kind.schema as z.ZodType;
      const names = schema instanceof z.ZodObject ? Object.keys(schema.shape) : Object.keys(contentlayerFields(schema));
      expect(Object.keys(contentlayerFields(schema)).sort()).toEqual(names.sort());
    }
  });
});
