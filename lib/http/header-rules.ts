/** Every path's headers as `_headers` rules (Cloudflare Pages, Netlify); `npm start` reads the same file, so the two cannot disagree. */
export interface HeaderRule {
  readonly pattern: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Headers other matching rules set that this path must not get (`! Name`): the price card drops X-Frame-Options. */
  readonly detach?: readonly string[];
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return `${rules
    .map((rule) =>
      [
        rule.pattern,
        ...(rule.detach ?? []).map((name) => `  ! ${name}`),
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n'),
    )
    .join('\n')}\n`;
}

export class HeadersFileError extends Error {
  override name = 'HeadersFileError';
}

/** Reads a `_headers` file (by hand: a dozen lines, and the format has no maintained Node reader besides Netlify's build tooling). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ pattern: string; headers: Record<string, string>; detach?: string[] }> = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      return;
    }
    const current = rules.at(-1);
    const detached = /^\s+!\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*$/.exec(line);
    if (current && detached) {
      (current.detach ??= []).push(detached[1]!);
      return;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new HeadersFileError(`_headers line ${index + 1}: "${line.trim()}" is not "Name: value" under a path`);
    current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  });
  return rules;
}

const patternCache = new Map<string, RegExp>();

/** Cloudflare's and Netlify's reading of a pattern: `*` any run of characters, `:name` one segment. */
export function patternRegExp(pattern: string): RegExp {
  let regex = patternCache.get(pattern);
  if (!regex) {
    const source = pattern
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    regex = new RegExp(`^${source}$`);
    patternCache.set(pattern, regex);
  }
  return regex;
}

export function matchingRules(rules: readonly HeaderRule[], path: string): HeaderRule[] {
  return rules.filter((rule) => patternRegExp(rule.pattern).test(path));
}

/** The headers a host sends for a path: every matching rule, a header named twice joined by `, `. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  const names = new Map<string, string>();
  const matching = matchingRules(rules, path);
  const detached = new Set(matching.flatMap((rule) => rule.detach ?? []).map((name) => name.toLowerCase()));
  for (const rule of matching) {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (detached.has(name.toLowerCase())) continue;
      const key = names.get(name.toLowerCase()) ?? name;
      names.set(name.toLowerCase(), key);
      out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
    }
  }
  return out;
}
