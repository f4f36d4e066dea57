import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A deliberately small Markdown renderer for own stories' `body`: paragraphs, headings, lists,
 * block quotes, code, rules, emphasis, inline code and links. It builds React elements, never
 * HTML strings, so nothing in the text can inject markup; link targets are limited to http(s),
 * mailto and site-relative paths. Site links to a page section get the page's language prefix.
 */

const PAGE_SECTIONS = new Set(['', 'news', 'events', 'markets', 'newsletters', 'api']);

export function safeHref(raw: string, lang: Locale): string | null {
  const href = raw.trim();
  if (/^https?:\/\//i.test(href) || /^mailto:/i.test(href)) return href;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/') && !href.startsWith('//')) {
    const first = href.split(/[/?#]/)[1] ?? '';
    const isData = href.startsWith('/api/v1/');
    if (lang !== 'en' && PAGE_SECTIONS.has(first) && !isData) return `/${lang}${href}`;
    return href;
  }
  return null;
}

const INLINE =
  /(`+)([^`][\s\S]*?)\1|\*\*(?=\S)([\s\S]*?\S)\*\*|(?<![\w*])\*(?=[^\s*])([\s\S]*?[^\s*])\*(?![\w*])|(?<!\w)_(?=\S)([\s\S]*?\S)_(?!\w)|\[([^\]]+)\]\(([^()\s]+)(?:\s+"[^"]*")?\)|<(https?:\/\/[^>\s]+)>/g;

function inline(text: string, lang: Locale, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const key = `${keyPrefix}-${n++}`;
    const [whole, , code, strong, em1, em2, linkText, linkHref, autolink] = match;
    if (code !== undefined) out.push(<code key={key}>{code.trim()}</code>);
    else if (strong !== undefined) out.push(<strong key={key}>{inline(strong, lang, key)}</strong>);
    else if (em1 !== undefined || em2 !== undefined) out.push(<em key={key}>{inline((em1 ?? em2)!, lang, key)}</em>);
    else if (linkText !== undefined && linkHref !== undefined) {
      const href = safeHref(linkHref, lang);
      out.push(
        href ? (
          <a key={key} href={href}>
            {inline(linkText, lang, key)}
          </a>
        ) : (
          <span key={key}>{inline(linkText, lang, key)}</span>
        ),
      );
    } else if (autolink !== undefined)
      out.push(
        <a key={key} href={autolink}>
          {autolink}
        </a>,
      );
    else out.push(whole);
    last = index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h'; level: number; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'hr' };

function blocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push({ kind: 'p', text: para.join(' ') });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*```/.test(line)) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !/^\s*```/.test(lines[i] ?? '')) code.push(lines[i] ?? '');
      out.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      out.push({ kind: 'h', level: heading[1]!.length, text: heading[2] ?? '' });
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      out.push({ kind: 'hr' });
      continue;
    }
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (bullet || numbered) {
      flush();
      const kind = bullet ? 'ul' : 'ol';
      const items = [(bullet ?? numbered)![1] ?? ''];
      const itemPattern = kind === 'ul' ? /^\s*[-*+]\s+(.*)$/ : /^\s*\d+[.)]\s+(.*)$/;
      while (i + 1 < lines.length) {
        const next = lines[i + 1] ?? '';
        const item = itemPattern.exec(next);
        if (item) items.push(item[1] ?? '');
        else if (next.trim() && /^\s{2,}/.test(next)) items[items.length - 1] += ` ${next.trim()}`;
        else break;
        i++;
      }
      out.push({ kind, items });
      continue;
    }
    if (/^\s*>/.test(line)) {
      flush();
      const quote = [line.replace(/^\s*>\s?/, '')];
      while (i + 1 < lines.length && /^\s*>/.test(lines[i + 1] ?? '')) quote.push((lines[++i] ?? '').replace(/^\s*>\s?/, ''));
      out.push({ kind: 'quote', text: quote.join(' ') });
      continue;
    }
    para.push(line.trim());
  }
  flush();
  return out;
}

/** Markdown → React. `headingOffset` shifts `#` so the page's own h1 stays the only one. */
export function Markdown({ source, lang, headingOffset = 1 }: { source: string; lang: Locale; headingOffset?: number }) {
  return (
    <>
      {blocks(source).map((block, index) => {
        const key = `b${index}`;
        switch (block.kind) {
          case 'p':
            return <p key={key}>{inline(block.text, lang, key)}</p>;
          case 'h': {
            const level = Math.min(6, block.level + headingOffset);
            const Tag = `h${level}` as 'h2';
            return <Tag key={key}>{inline(block.text, lang, key)}</Tag>;
          }
          case 'ul':
          case 'ol': {
            const List = block.kind;
            return (
              <List key={key}>
                {block.items.map((item, j) => (
                  <li key={j}>{inline(item, lang, `${key}-${j}`)}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={key}>
                <p>{inline(block.text, lang, key)}</p>
              </blockquote>
            );
          case 'code':
            return (
              <pre key={key}>
                <code>{block.text}</code>
              </pre>
            );
          case 'hr':
            return <hr key={key} />;
        }
      })}
    </>
  );
}
