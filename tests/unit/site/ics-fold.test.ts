import { describe, expect, it } from 'vitest';
import { fold } from '@/lib/feeds/calendars';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

/** The pieces of a folded line, each as written: the first as is, the rest after their space. */
const pieces = (folded: string) => folded.split('\r\n ');

/** The plain per-character fold the fast one replaced: the bytes it wrote are the bytes to keep. */
function referenceFold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

describe('iCalendar line folding (RFC 5545 §3.1)', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(fold('a'.repeat(75))).toBe('a'.repeat(75));
    expect(fold('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    // Continuations hold 74 octets after their space: 75 + 74 + 1.
    expect(pieces(fold('a'.repeat(150)))).toEqual(['a'.repeat(75), 'a'.repeat(74), 'a']);
  });

  it('counts octets, not characters, and never splits a UTF-8 sequence', () => {
    // 73 + 2 octets fit; 74 + 2 do not, and the two-octet ø moves whole to the next line.
    expect(fold(`${'a'.repeat(73)}ø`)).toBe(`${'a'.repeat(73)}ø`);
    expect(fold(`${'a'.repeat(74)}ø`)).toBe(`${'a'.repeat(74)}\r\n ø`);
    // A three-octet € and a four-octet emoji (two UTF-16 units) at the boundary.
    expect(fold(`${'a'.repeat(73)}€`)).toBe(`${'a'.repeat(73)}\r\n €`);
    expect(fold(`${'a'.repeat(72)}€b`)).toBe(`${'a'.repeat(72)}€\r\n b`);
    expect(fold(`${'a'.repeat(72)}😀`)).toBe(`${'a'.repeat(72)}\r\n 😀`);
    expect(fold(`${'a'.repeat(71)}😀b`)).toBe(`${'a'.repeat(71)}😀\r\n b`);
    // Only multi-octet text: 37 × ø is 74 octets, so the 38th starts the next line.
    expect(pieces(fold('ø'.repeat(40)))).toEqual(['ø'.repeat(37), 'ø'.repeat(3)]);
  });

  it('writes the same bytes as the per-character fold, on mixed scripts', () => {
    const alphabet = ['a', 'Z', ' ', ',', 'æ', 'Þ', 'ð', '€', '中', 'ℌ', '😀', '🇳🇴', '\uD800'];
    let seed = 18;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 500; run++) {
      const length = Math.floor(random() * 260);
      const line = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const folded = fold(line);
      expect(folded).toBe(referenceFold(line));
      expect(pieces(folded).join('')).toBe(line);
      for (const [index, piece] of pieces(folded).entries()) {
        expect(octets(piece) + (index === 0 ? 0 : 1)).toBeLessThanOrEqual(75);
        // A split surrogate pair (a four-octet character cut in two) would leave a piece starting
        // with its second half; the alphabet has no lone second halves of its own.
        expect(piece).not.toMatch(/^[\uDC00-\uDFFF]/);
      }
    }
  });
});
