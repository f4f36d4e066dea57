import type { NewsRecord } from '../types';
import { baseName, type CheckContext } from './context';
import type { CheckedSources } from './sources';

/** Stories: every outlet known and named once, a link for each unless the story is our own, a body only on our own. */
export function checkNews(ctx: CheckContext, { outletById }: CheckedSources): NewsRecord[] {
  const news = ctx.parseAll('News').map(({ doc, value }): NewsRecord => {
    value.outlets.forEach((ref, i) => {
      if (!outletById.has(ref.outlet)) ctx.problems.add(doc.file, `outlets[${i}].outlet`, `unknown source id "${ref.outlet}"`);
      if (!value.own_story && !ref.url) ctx.problems.add(doc.file, `outlets[${i}].url`, 'is required (only own stories may leave it out)');
    });
    ctx.unique(value.outlets, (ref) => ref.outlet, () => doc.file, 'outlets.outlet');
    if (value.own_story && !value.body) ctx.problems.add(doc.file, 'body', 'is required on an own story');
    if (!value.own_story && value.body) ctx.problems.add(doc.file, 'body', 'is only for own stories (own_story: true)');
    return { ...value, id: baseName(doc.file), file: doc.file };
  });
  for (const item of news) ctx.checkFileId(item.id, item.file);
  return news;
}
