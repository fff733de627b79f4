import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatCompact, formatCountUnits, formatPercent, textPreview } from './format';

const UNITS = { e8: 'E8', e4: 'E4', e3: 'E3' };

describe('abbreviateNumber (1e6 → M, 1e3 → K, one decimal)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [9999, '10.0K'],
    [10000, '10.0K'],
    [999999, '1000.0K'],
    [1e6, '1.0M'],
    [1234567, '1.2M'],
    [-1500, '-1.5K'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%s → %s', (input, expected) => expect(abbreviateNumber(input)).toBe(expected));
});

describe('formatCompact (< 1e4 as is, < 1e6 k, else m, two decimals)', () => {
  it.each([
    [999, '999'],
    [1000, '1000'],
    [9999, '9999'],
    [10000, '10.00k'],
    [999999, '1000.00k'],
    [1e6, '1.00m'],
    [2345678, '2.35m'],
    [-20000, '-20.00k'],
    [Number.NaN, '0'],
  ])('%s → %s', (input, expected) => expect(formatCompact(input)).toBe(expected));
});

describe('formatPercent (×100, two decimals, 0 for falsy)', () => {
  it.each([
    [0.1234, '12.34%'],
    [1, '100.00%'],
    [0.00001, '0.00%'],
    [-0.05, '-5.00%'],
    [0, '0'],
    [null, '0'],
    [undefined, '0'],
    [Number.NaN, '0'],
  ])('%s → %s', (input, expected) => expect(formatPercent(input as number)).toBe(expected));
});

describe('formatCountUnits (亿 / 万 / 千)', () => {
  it.each([
    [999, '999'],
    [1000, '1E3'],
    [9999, '10E3'],
    [10000, '1E4'],
    [999999, '100E4'],
    [1e6, '100E4'],
    [123456789, '1.2E8'],
    [-25000, '-2.5E4'],
    [Number.NaN, '0'],
  ])('%s → %s', (input, expected) => expect(formatCountUnits(input, UNITS)).toBe(expected));
});

describe('textPreview', () => {
  it('strips tags and newlines and keeps 120 characters', () => {
    const html = `<p>${'a'.repeat(100)}</p>\n<b>${'b'.repeat(50)}</b>`;
    const out = textPreview(html);
    expect(out).toHaveLength(120);
    expect(out).toBe('a'.repeat(100) + 'b'.repeat(20));
  });
  it('counts CJK characters and emoji as one each', () => {
    expect(textPreview('视频'.repeat(100))).toHaveLength(120);
    expect(Array.from(textPreview('😀'.repeat(130)))).toHaveLength(120);
  });
  it('returns an empty string for empty input', () => {
    expect(textPreview(null)).toBe('');
    expect(textPreview('<br/>\n')).toBe('');
  });
});
