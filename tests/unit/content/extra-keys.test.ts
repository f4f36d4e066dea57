import { describe, expect, it } from 'vitest';
import { type CoreFieldDef, extraNestedKeys } from '@/pipeline/content/extra-keys.mjs';

// contentlayer2's own field definitions (its core schema), as the content build hands them over.
const string = (name: string): CoreFieldDef => ({ type: 'string', name });
const unnamed = (name: string, fieldDefs: CoreFieldDef[]): CoreFieldDef => ({ type: 'nested_unnamed', name, typeDef: { fieldDefs } });
const fieldDefs: CoreFieldDef[] = [
  string('title'),
  unnamed('title_i18n', [string('nb'), string('sv')]),
  { type: 'list', name: 'outlets', of: { type: 'nested_unnamed', typeDef: { fieldDefs: [string('outlet'), unnamed('intake', [string('feed')])] } } },
  { type: 'nested', name: 'video', nestedTypeName: 'Video' },
];
const nestedTypeDefMap = { Video: { fieldDefs: [string('url')] } };

describe('keys inside objects that their nested type does not declare', () => {
  it('are named with their path, at any depth, in lists and in named types', () => {
    const fields = {
      title: 'A story',
      extra: 'a document key: contentlayer2 names it itself',
      title_i18n: { nb: 'x', de: 'y' },
      outlets: [{ outlet: 'a' }, { outlet: 'b', intake: { feed: 'f', feeed: 'g' }, titel: 't' }],
      video: { url: 'u', urll: 'v' },
    };
    expect(extraNestedKeys(fieldDefs, fields, nestedTypeDefMap)).toEqual([
      ['title_i18n.de', 'y'],
      ['outlets[1].titel', 't'],
      ['outlets[1].intake.feeed', 'g'],
      ['video.urll', 'v'],
    ]);
  });

  it('leave a value that is not an object to contentlayer2, and find nothing in a well-formed file', () => {
    expect(extraNestedKeys(fieldDefs, { title_i18n: 'text', outlets: 'x', video: null }, nestedTypeDefMap)).toEqual([]);
    expect(extraNestedKeys(fieldDefs, { title_i18n: { sv: 'x' }, outlets: [{ outlet: 'a', intake: { feed: 'f' } }] }, nestedTypeDefMap)).toEqual([]);
  });
});
