import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, maxOf, mean, midpoint, minOf, sum } from '@/lib/markets/decimal';

/**
 * Independent reference for the mean's rule, on BigInt only (it shares no code with decimal.ts):
 * scale everything to D = max(w, 12) places, divide with half-away-from-zero rounding, then trim
 * trailing zeros but not below the widest input scale w.
 */
function parseRef(text: string): { units: bigint; scale: number } {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [whole = '0', fraction = ''] = body.split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

function formatRef(units: bigint, places: number, minScale: number): string {
  const negative = units < 0n;
  let digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  let fraction = places > 0 ? digits.slice(digits.length - places) : '';
  digits = places > 0 ? digits.slice(0, digits.length - places) : digits;
  while (fraction.length > minScale && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const isZero = /^0*$/.test(digits + fraction);
  return `${negative && !isZero ? '-' : ''}${digits}${fraction ? `.${fraction}` : ''}`;
}

function refMean(values: string[]): string {
  const parsed = values.map(parseRef);
  const w = Math.max(...parsed.map((p) => p.scale));
  const places = Math.max(w, 12);
  const total = parsed.reduce((acc, p) => acc + p.units * 10n ** BigInt(places - p.scale), 0n);
  const n = BigInt(values.length);
  let quotient = total / n; // truncates toward zero
  const remainder = total % n;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= n) quotient += total < 0n ? -1n : 1n;
  return formatRef(quotient, places, w);
}

function refSum(values: string[]): string {
  const parsed = values.map(parseRef);
  const w = Math.max(...parsed.map((p) => p.scale));
  const total = parsed.reduce((acc, p) => acc + p.units * 10n ** BigInt(w - p.scale), 0n);
  return formatRef(total, w, w);
}

const plainDecimal = fc
  .record({
    negative: fc.boolean(),
    whole: fc.bigInt({ min: 0n, max: 10n ** 20n }),
    fraction: fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 18 }).map((d) => d.join('')),
  })
  .map(({ negative, whole, fraction }) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);

describe('mean', () => {
  it.each([
    // [inputs, expected, why]
    [['1.5', '2'], '1.75', 'quotient needs two places, widest input has one: extends'],
    [['1', '2'], '1.5', 'needs one place'],
    [['1.00', '2.00'], '1.50', 'keeps the widest input scale, trailing zero included'],
    [['1', '1', '2'], '1.333333333333', 'non-terminating: 12 places'],
    [['2', '2', '1'], '1.666666666667', 'rounds up at the 12th place'],
    [['-2', '-2', '-1'], '-1.666666666667', 'negative rounds away from zero'],
    [['0.000000000001', '0'], '0.000000000001', 'tie .5 at the 13th digit rounds up'],
    [['-0.000000000001', '0'], '-0.000000000001', 'negative tie at the 13th digit rounds away from zero'],
    [['0.000000000003', '0'], '0.000000000002', 'tie 1.5e-12 rounds to 2e-12'],
    [['-0.000000000003', '0'], '-0.000000000002', 'negative tie 1.5e-12'],
    [['1', '0.000000000001'], '0.500000000001', 'tie after a long run of zeros'],
    [['-1', '-0.000000000001'], '-0.500000000001', 'same, negative'],
    [['1', '1', '1.000000000001'], '1.000000000000', 'rounds down, keeps the 12 input places'],
    [['0.1000000000000001', '0.1000000000000002'], '0.1000000000000002', '16-place inputs keep 16 places, tie rounds up'],
    [['-0.1000000000000001', '-0.1000000000000002'], '-0.1000000000000002', '16-place inputs, negative tie'],
    [['1012000.0000000000000000', '1012500.0000000000000000'], '1012250.0000000000000000', 'Firi-style 16 decimals'],
    [['123456789.123456789012', '0.10'], '61728394.611728394506', 'long input, exact'],
    [['0'], '0', 'a published zero'],
    [['0.000'], '0.000', 'zero keeps its scale'],
    [['-0.0', '0.0'], '0.0', 'never "-0"'],
  ])('mean(%j) = %s (%s)', (inputs, expected) => {
    expect(mean(inputs)).toBe(expected);
  });

  it("rounds at the inputs' own scale when it is wider than 12 (13 places, both signs)", () => {
    expect(mean(['-0.0000000000001', '0'])).toBe('-0.0000000000001');
    expect(mean(['0.0000000000001', '0'])).toBe('0.0000000000001');
  });

  it('never prints exponent notation', () => {
    expect(mean(['0.00000000000000000001', '0.00000000000000000003'])).toBe('0.00000000000000000002');
    expect(mean(['100000000000000000000000', '300000000000000000000000'])).toBe('200000000000000000000000');
  });

  it('refuses what is not a plain decimal', () => {
    for (const bad of ['1e5', 'NaN', '', ' 1', '1.', '.5', '+1', 'Infinity']) expect(() => mean([bad])).toThrow(RangeError);
    expect(() => mean([])).toThrow(RangeError);
  });

  it('equals an independent BigInt implementation on random inputs', () => {
    fc.assert(
      fc.property(fc.array(plainDecimal, { minLength: 1, maxLength: 12 }), (values) => {
        expect(mean(values)).toBe(refMean(values));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('mean ties', () => {
  // Two values with exactly 12 places and an odd sum put a 5 at the 13th place: a tie each time.
  const twelvePlaces = fc.record({ negative: fc.boolean(), units: fc.bigInt({ min: 0n, max: 10n ** 18n }) }).map(({ negative, units }) => {
    const digits = units.toString().padStart(13, '0');
    return `${negative ? '-' : ''}${digits.slice(0, -12)}.${digits.slice(-12)}`;
  });

  it('rounds every tie at the 13th place away from zero, like the reference', () => {
    fc.assert(
      fc.property(twelvePlaces, twelvePlaces, (a, b) => {
        expect(mean([a, b])).toBe(refMean([a, b]));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('sum', () => {
  it.each([
    [['1.10', '2.205'], '3.305'],
    [['0', '0'], '0'],
    [['0.00', '0'], '0.00'],
    [['-1.5', '1.5'], '0.0'],
    [['0.1000000000000001', '0.2000000000000002'], '0.3000000000000003'],
    [['12.34567891', '0'], '12.34567891'],
  ])('sum(%j) = %s', (inputs, expected) => {
    expect(sum(inputs)).toBe(expected);
  });

  it('equals an independent BigInt implementation on random inputs', () => {
    fc.assert(
      fc.property(fc.array(plainDecimal, { minLength: 1, maxLength: 12 }), (values) => {
        expect(sum(values)).toBe(refSum(values));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('midpoint, compare, min, max', () => {
  it('midpoint is the mean of two', () => {
    expect(midpoint('100.10', '100.20')).toBe('100.15');
    expect(midpoint('1', '2')).toBe('1.5');
    expect(midpoint('7.8900000000000000', '7.9100000000000000')).toBe('7.9000000000000000');
  });

  it('compares numerically and returns values as written', () => {
    expect(compare('1.0', '1')).toBe(0);
    expect(compare('-2', '1')).toBe(-1);
    expect(minOf(['2.50', '10', '2.5'])).toBe('2.50');
    expect(maxOf(['2.50', '10', '10.000'])).toBe('10');
    expect(minOf([])).toBeNull();
  });
});
