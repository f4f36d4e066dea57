import { TranslationError } from './errors';

/** A Markdown body cut into plain-text pieces (paragraph, heading, item), so a provider keeps context but cannot reorder the blocks. */
export interface MarkdownPlan {
  readonly texts: readonly string[];
  /** The body rebuilt around translations of `texts` (same order). */
  readonly join: (translated: readonly string[]) => string;
}

const MARKER = /^(\s*(?:#{1,6}\s+|[-*+]\s+|\d{1,9}[.)]\s+|>\s?))(.*)$/;
const FENCE = /^\s*(```|~~~)/;

type Piece = { readonly keep: string } | { readonly prefix: string; text: string };

export function planMarkdown(body: string): MarkdownPlan {
  const pieces: Piece[] = [];
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | null = null;
  let open: { prefix: string; text: string } | null = null;
  const keep = (line: string) => {
    open = null;
    pieces.push({ keep: line });
  };
  for (const line of lines) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch?.[1] === fence) fence = null;
      keep(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      keep(line);
      continue;
    }
    if (!line.trim() || /^\s*\|/.test(line) || /^\s*(?:[-*_]\s*){3,}$/.test(line) || (/^\s{4,}\S/.test(line) && !open)) {
      keep(line);
      continue;
    }
    const marker = MARKER.exec(line);
    if (marker) {
      open = { prefix: marker[1]!, text: marker[2]! };
      pieces.push(open);
    } else if (open && !open.prefix.trimStart().startsWith('#')) {
      // A soft line break inside a paragraph or list item: Markdown reads it as a space.
      open.text = `${open.text} ${line.trim()}`;
    } else {
      open = { prefix: /^\s*/.exec(line)![0], text: line.trim() };
      pieces.push(open);
    }
  }
  const translatable = pieces.filter((piece): piece is { prefix: string; text: string } => 'text' in piece && piece.text.trim() !== '');
  return {
    texts: translatable.map((piece) => piece.text),
    join(translated) {
      const byPiece = new Map(translatable.map((piece, i) => [piece, translated[i]!]));
      translatable.forEach((piece, i) => checkInline(piece.text, translated[i]!, i + 1));
      return pieces.map((piece) => ('keep' in piece ? piece.keep : `${piece.prefix}${byPiece.get(piece) ?? piece.text}`)).join('\n');
    },
  };
}

const LINK_TARGET = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const CODE_SPAN = /`[^`]+`/g;

/** A translated piece must keep its link targets and code spans, or the Markdown was garbled. */
function checkInline(source: string, translated: string, number: number): void {
  const same = (pattern: RegExp) => JSON.stringify(source.match(pattern) ?? []) === JSON.stringify(translated.match(pattern) ?? []);
  if (!same(LINK_TARGET)) throw new TranslationError(`paragraph ${number} came back with its links changed; nothing written`);
  if (!same(CODE_SPAN)) throw new TranslationError(`paragraph ${number} came back with its code changed; nothing written`);
}
