// Token counts as providers write them, and prices with their currency.
import { describe, expect, it } from 'vitest';
import { formatPrice, formatTokens } from './models.format';

describe('formatTokens', () => {
  it.each([
    [128_000, '128K'],
    [131_072, '128K'],
    [200_000, '200K'],
    [16_384, '16K'],
    [1_000_000, '1M'],
    [1_048_576, '1M'],
    [1_050_000, '1.05M'],
    [262_144, '256K'],
    [65_536, '64K'],
    [4_096, '4K'],
    [271_999, '272K'],
    [500, '500'],
  ] as const)('%d → %s', (n, text) => expect(formatTokens(n)).toBe(text));
  it('shows a dash for an unknown count', () => expect(formatTokens(null)).toBe('—'));
});

describe('formatPrice', () => {
  it('writes the currency and enough digits for small prices', () => {
    expect(formatPrice(2.5, 'USD', 'en')).toBe('$2.5');
    expect(formatPrice(0.8, 'CNY', 'zh')).toBe('¥0.8');
    expect(formatPrice(0.0375, 'USD', 'en')).toBe('$0.0375');
    expect(formatPrice(null, 'USD', 'en')).toBe('—');
  });
});
