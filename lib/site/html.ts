/**
 * Newsletter bodies arrive as HTML compiled from our own Markdown by contentlayer. They are
 * editorial content, but as a second line of defence anything active is stripped before the
 * page renders them: script-like elements, event-handler attributes and javascript: URLs.
 */
const ACTIVE_PAIRS =
  /<\s*(script|style|iframe|object|embed|frameset|frame|form|noscript|template|svg|math)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
const ACTIVE_TAGS = /<\s*\/?\s*(script|style|iframe|object|embed|frameset|frame|form|noscript|template|svg|math|base|link|meta)\b[^>]*>/gi;
const HANDLERS = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URLS = /(\s(?:href|src|xlink:href|action|formaction)\s*=\s*)(["']?)\s*(?:javascript|vbscript|data):[^"'\s>]*\2/gi;

export function sanitizeHtml(html: string): string {
  return html.replace(ACTIVE_PAIRS, '').replace(ACTIVE_TAGS, '').replace(HANDLERS, '').replace(SCRIPT_URLS, '$1$2#$2');
}

/**
 * The page's own h1 is the issue title, so a body that uses h1 is shifted down one level; a body
 * that starts at h2 (the usual `##` sections) is left as it is.
 */
export function demoteHeadings(html: string): string {
  if (!/<h1[\s>]/i.test(html)) return html;
  return html.replace(
    /<(\/?)h([1-5])(\s|>)/gi,
    (_m, slash: string, level: string, after: string) => `<${slash}h${Number(level) + 1}${after}`,
  );
}

const PAGE_SECTIONS = /^(?:news|events|markets|newsletters|api)(?:\/|$)/;

/**
 * Links to our own pages (absolute on the site address, as written for e-mail, or site-relative)
 * become site-relative links to the same page in the reader's language: `/sv/news/x/` on the
 * Swedish page. Data files (`/api/v1/…`) and other sites are left alone.
 */
export function localizeSiteLinks(html: string, baseUrl: string, lang: string): string {
  return html.replace(/(\shref\s*=\s*)(["'])([^"']*)\2/gi, (whole, attr: string, quote: string, href: string) => {
    let rest: string | null = null;
    if (href.startsWith(`${baseUrl}/`)) rest = href.slice(baseUrl.length + 1);
    else if (href.startsWith('/') && !href.startsWith('//')) rest = href.slice(1);
    if (rest === null || rest.startsWith('api/v1/')) return whole;
    if (rest !== '' && !PAGE_SECTIONS.test(rest)) return whole;
    const prefix = lang === 'en' ? '' : `/${lang}`;
    return `${attr}${quote}${prefix}/${rest}${quote}`;
  });
}
