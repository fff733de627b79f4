import { describe, expect, it } from 'vitest';
import { formatCny } from './compute.format';

describe('compute prices', () => {
  it('show hourly prices with two decimals, so a list of them lines up, and monthly prices in whole yuan', () => {
    expect(formatCny(1.3, 'zh')).toBe('¥1.30');
    expect(formatCny(6, 'en')).toBe('¥6.00');
    expect(formatCny(1.966, 'ja')).toBe('￥1.97');
    expect(formatCny(3007.4, 'tw', 0)).toBe('¥3,007');
  });
});
