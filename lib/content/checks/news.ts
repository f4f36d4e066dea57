import type { NewsRecord } from '../types';
import type { CheckContext } from './context';
import type { CheckedSources } from './sources';

/** Stories: every outlet known and named once, a link for each unless the story is our own, a body only on our own. */
export function checkNews(ctx: CheckContext, { outletById }: CheckedSources, languageCodes: ReadonlySet<string>): NewsRecord[] {
  const all = ctx.parseAll('News');
  for (const { doc, value } of all) {
    value.outlets.forEach((ref, i) => {
      if (!outletById.has(ref.outlet)) ctx.problems.add(doc.file, `outlets[${i}].outlet`, `unknown source id "${ref.outlet}"`);
      if (ref.language_code && !languageCodes.has(ref.language_code)) {
        ctx.problems.add(doc.file, `outlets[${i}].language_code`, `unknown language code "${ref.language_code}"`);
      }
      if (!value.own_story && !ref.url) ctx.problems.add(doc.file, `outlets[${i}].url`, 'is required (only own stories may leave it out)');
    });
    ctx.unique(value.outlets, (ref) => ref.outlet, () => doc.file, 'outlets.outlet');
    if (value.own_story && !value.body) ctx.problems.add(doc.file, 'body', 'is required on an own story');
    if (!value.own_story && value.body) ctx.problems.add(doc.file, 'body', 'is only for own stories (own_story: true)');
    if (Object.keys(value.body_i18n).length > 0 && !(value.own_story && value.body)) {
      ctx.problems.add(doc.file, 'body_i18n', 'translates an own story\'s body: only with own_story: true and an English body');
    }
  }
  return ctx
    .publishedOnly(all)
    .map(({ value: { status: _status, outlets, ...fields }, id, file }): NewsRecord => ({
      ...fields,
      outlets: outlets.map(({ intake: _intake, ...ref }) => ref),
      id,
      file,
    }));
}
