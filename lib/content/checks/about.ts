import type { AboutContent, AboutText } from '../types';
import { baseName, type CheckContext } from './context';

/** The about page: `about/en.md` is required; `about/<lang>.md` translations are optional (the page falls back to English). */
export function checkAbout(ctx: CheckContext): AboutContent | undefined {
  const texts: Partial<Record<string, AboutText>> = {};
  for (const { doc, value } of ctx.parseAll('About')) {
    const markdown = doc.markdown?.raw ?? '';
    if (!markdown.trim()) ctx.problems.add(doc.file, '(body)', 'the about text is empty');
    texts[baseName(doc.file)] = { ...value, file: doc.file, markdown };
  }
  const en = texts.en;
  if (!en) {
    ctx.problems.add('about/en.md', '(file)', 'is missing: the English about text is required');
    return undefined;
  }
  return { ...texts, en } as AboutContent;
}
