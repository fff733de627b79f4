import { describe, expect, it } from 'vitest';
import { isRegion, regionCountry, regionName, REGIONS } from './regions';

describe('ranking regions (SPEC §2.2)', () => {
  it('are global plus the fifteen countries the spec lists', () => {
    expect(REGIONS).toHaveLength(16);
    expect(REGIONS[0]).toBe('global');
    expect(REGIONS.map((r) => regionCountry(r)).filter(Boolean)).toEqual(
      ['US', 'IN', 'BR', 'CN', 'GB', 'CA', 'DE', 'JP', 'ID', 'RU', 'MX', 'PH', 'AU', 'VN', 'KR'],
    );
    expect(isRegion('us')).toBe(true);
    expect(isRegion('US')).toBe(false);
    expect(isRegion('fr')).toBe(false);
  });

  it('are named in each language', () => {
    expect(regionName('us', 'zh-CN', '全球')).toBe('美国');
    expect(regionName('us', 'en', 'Global')).toBe('United States');
    expect(regionName('jp', 'ja', 'グローバル')).toBe('日本');
    expect(regionName('global', 'en', 'Global')).toBe('Global');
  });
});
