import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { toText } from 'hast-util-to-text';
import { visit } from 'unist-util-visit';
import type { SiteConfig } from '@/lib/config';
import type { NewsletterRecord } from '@/lib/content/types';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { shownText } from '@/lib/i18n/shown-text';
import { markdownToTree, treeToHtml } from '@/lib/markdown/pipeline';
import { pageUrl } from '@/lib/urls';

/** A published newsletter issue as an e-mail in one language: HTML that mail programs render. */
export interface DigestEmail {
  readonly html: string;
  readonly text: string;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1f2328';
const MUTED = '#57606a';
const LINK = '#0a58ca';
const PAPER = '#ffffff';
const DESK = '#eef0f3';

// Mail programs drop <style> rules often, and inline styles rarely: each element gets its own.
const BODY_STYLES: Record<string, string> = {
  h1: `margin:0 0 8px;font-size:26px;line-height:1.25;color:${INK};`,
  h2: `margin:28px 0 8px;font-size:20px;line-height:1.3;color:${INK};`,
  h3: `margin:20px 0 6px;font-size:17px;line-height:1.3;color:${INK};`,
  p: 'margin:0 0 14px;',
  ul: 'margin:0 0 14px;padding:0 0 0 22px;',
  ol: 'margin:0 0 14px;padding:0 0 0 22px;',
  li: 'margin:0 0 10px;',
  a: `color:${LINK};text-decoration:underline;`,
  blockquote: `margin:0 0 14px;padding:0 0 0 12px;border-left:3px solid ${MUTED};`,
};

const DARK_CSS = [
  ':root{color-scheme:light dark;}',
  '@media (prefers-color-scheme: dark){',
  '.desk{background-color:#0d1117 !important;}',
  '.paper{background-color:#161b22 !important;color:#e6edf3 !important;}',
  '.paper h1,.paper h2,.paper h3{color:#f0f6fc !important;}',
  '.paper a{color:#79c0ff !important;}',
  '.muted{color:#9da7b3 !important;}',
  '}',
  '@media (max-width:620px){.paper{width:100% !important;}.inner{padding:18px !important;}}',
].join('\n');

function styleBody(tree: Root): void {
  visit(tree, 'element', (node: Element) => {
    const style = BODY_STYLES[node.tagName];
    if (style) node.properties.style = style;
  });
}

/** The plain-text part: the same tree, with each link's address after its text and a dash per list item. */
function plainText(tree: Root): string {
  const copy = structuredClone(tree);
  visit(copy, 'element', (node: Element) => {
    if (node.tagName === 'a' && typeof node.properties.href === 'string')
      node.children.push({ type: 'text', value: ` <${node.properties.href}>` });
    if (node.tagName === 'li') node.children.unshift({ type: 'text', value: '- ' });
  });
  return toText(copy)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function renderDigestEmail(issue: NewsletterRecord, lang: Locale, config: SiteConfig): DigestEmail {
  const messages = messagesFor(lang).digest;
  const translation = lang === 'en' ? undefined : issue.translations[lang];
  const title = shownText({ english: issue.title, i18n: { [lang]: translation?.title } }, lang);
  const subtitle = issue.subtitle ? shownText({ english: issue.subtitle, i18n: { [lang]: translation?.subtitle } }, lang) : null;
  const bodyLang = translation ? lang : 'en';
  const tree = markdownToTree(translation?.markdown ?? issue.markdown, { target: 'api', lang, siteUrl: config.baseUrl });
  const text = plainText(tree);
  styleBody(tree);
  // The desk's own sign-off is said in the reader's language; another one is shown as written.
  const signOff =
    issue.sign_off === messagesFor('en').digest.signOff ? { text: messages.signOff, lang } : { text: issue.sign_off, lang: 'en' };
  const url = pageUrl(config, lang, `newsletters/${issue.id}`);
  const langOf = (shown: { lang: string }) => (shown.lang === lang ? {} : { lang: shown.lang });

  const inner: ElementContent[] = [
    h('p', { className: ['muted'], style: `margin:0 0 16px;font-size:13px;color:${MUTED};` }, config.siteName),
    h('h1', { style: BODY_STYLES.h1, ...langOf(title) }, title.text),
    ...(subtitle ? [h('p', { className: ['muted'], style: `margin:0 0 20px;color:${MUTED};`, ...langOf(subtitle) }, subtitle.text)] : []),
    h('div', bodyLang === lang ? {} : { lang: bodyLang }, tree.children as ElementContent[]),
    h('p', { style: 'margin:24px 0 14px;', ...langOf(signOff) }, signOff.text),
    h('p', { className: ['muted'], style: `margin:0;font-size:14px;color:${MUTED};` }, [
      h('a', { href: url, style: BODY_STYLES.a }, messages.readOnline),
    ]),
  ];
  const document: Root = {
    type: 'root',
    children: [
      { type: 'doctype' },
      h('html', { lang }, [
        h('head', [
          h('meta', { charSet: 'utf-8' }),
          // Read on the site, the copy may load nothing and run nothing; mail programs ignore this.
          h('meta', { httpEquiv: 'Content-Security-Policy', content: "default-src 'none'; style-src 'unsafe-inline'" }),
          h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
          h('meta', { name: 'color-scheme', content: 'light dark' }),
          h('title', title.text),
          h('style', DARK_CSS),
        ]),
        h('body', { className: ['desk'], style: `margin:0;padding:0;background-color:${DESK};` }, [
          h(
            'table',
            { role: 'presentation', className: ['desk'], style: `width:100%;border-collapse:collapse;background-color:${DESK};` },
            [
              h('tbody', [
                h('tr', [
                  h('td', { style: 'padding:24px 8px;text-align:center;' }, [
                    h(
                      'table',
                      {
                        role: 'presentation',
                        className: ['paper'],
                        style: `width:600px;max-width:100%;margin:0 auto;border-collapse:collapse;background-color:${PAPER};color:${INK};font-family:${FONT};font-size:16px;line-height:1.5;text-align:left;`,
                      },
                      [h('tbody', [h('tr', [h('td', { className: ['inner'], style: 'padding:28px;' }, inner)])])],
                    ),
                  ]),
                ]),
              ]),
            ],
          ),
        ]),
      ]),
    ],
  };
  const heading = [title.text, subtitle?.text].filter(Boolean).join('\n');
  return {
    html: treeToHtml(document),
    text: `${heading}\n\n${text}\n\n${signOff.text}\n\n${messages.readOnline}: ${url}\n`,
  };
}
