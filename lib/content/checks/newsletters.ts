import { markdownToText } from '@/lib/markdown/plain-text';
import type { NordicLang } from '../fields';
import type { NewsletterBody, NewsletterRecord } from '../types';
import { baseName, parentFolder, type CheckContext } from './context';

/** Newsletters: `en.md` is the issue, `<lang>.md` beside it a translation; numbers are unique across drafts and published issues alike. */
export function checkNewsletters(ctx: CheckContext): NewsletterRecord[] {
  const translations = new Map<string, Partial<Record<NordicLang, NewsletterBody>>>();
  for (const { doc, value } of ctx.parseAll('NewsletterTranslation')) {
    const lang = baseName(doc.file) as NordicLang;
    const bodies = translations.get(parentFolder(doc.file)) ?? {};
    const markdown = doc.markdown?.raw ?? '';
    bodies[lang] = { ...value, markdown, text: markdownToText(markdown) };
    translations.set(parentFolder(doc.file), bodies);
  }
  const issues = ctx.parseAll('NewsletterIssue').map(({ doc, value: { status, ...value } }) => {
    const id = parentFolder(doc.file);
    const markdown = doc.markdown?.raw ?? '';
    if (!markdown.trim()) ctx.problems.add(doc.file, '(body)', 'the issue has no text');
    for (const [lang, body] of Object.entries(translations.get(id) ?? {})) {
      if (body?.subtitle && !value.subtitle) {
        ctx.problems.add(`newsletters/${id}/${lang}.md`, 'subtitle', 'is translated but the English issue has no subtitle');
      }
    }
    const record: NewsletterRecord = { ...value, id, file: doc.file, markdown, text: markdownToText(markdown), translations: translations.get(id) ?? {} };
    return { record, status };
  });
  const newsletters = issues.map(({ record }) => record);
  for (const issue of newsletters) ctx.checkFileId(issue.id, issue.file);
  for (const [folder] of translations) {
    if (!newsletters.some((n) => n.id === folder)) ctx.problems.add(`newsletters/${folder}`, '(folder)', 'has translations but no en.md');
  }
  ctx.unique(newsletters, (n) => String(n.number), (n) => n.file, 'number');
  return issues.filter(({ status }) => status === 'published').map(({ record }) => record);
}
