import { describe, expect, it } from 'vitest';
import { formatRankingSlug, parseRankingSlug, rankingPath, ZRankingQuery } from './rankings.schema';

describe('ranking slugs', () => {
  it('reads the menu links and writes them back unchanged', () => {
    expect(parseRankingSlug('weekly', 'top')).toEqual({ kind: 'traffic', region: 'global' });
    expect(formatRankingSlug('weekly', { kind: 'traffic', region: 'global' })).toBe('top');
    expect(rankingPath('quarterly', { kind: 'traffic', region: 'global' })).toBe('/best-ai-tools/quarterly/top');
  });

  it('has one canonical spelling per filter set, whatever the order and case', () => {
    const canonical = 'growth/video-generation/open-source/us/2026-w47';
    const f = parseRankingSlug('weekly', canonical)!;
    expect(f).toEqual({ kind: 'growth', category: 'video-generation', type: 'open_source', region: 'us', key: '2026-W47' });
    expect(formatRankingSlug('weekly', f)).toBe(canonical);
    const other = parseRankingSlug('weekly', 'US/2026-W47/Open-Source/video-generation/growth/')!;
    expect(formatRankingSlug('weekly', other)).toBe(canonical);
    // global is the default and is left out; an empty slug is the top list
    expect(formatRankingSlug('monthly', parseRankingSlug('monthly', 'global/2026-10')!)).toBe('top/2026-10');
    expect(formatRankingSlug('monthly', parseRankingSlug('monthly', '')!)).toBe('top');
  });

  it('refuses repeated or unreadable words', () => {
    expect(parseRankingSlug('weekly', 'top/growth')).toBeUndefined();
    expect(parseRankingSlug('weekly', 'us/jp')).toBeUndefined();
    expect(parseRankingSlug('weekly', 'writing/coding')).toBeUndefined();
    expect(parseRankingSlug('weekly', 'top/<script>')).toBeUndefined();
    // a month key is no week: read as a category name, which the page then fails to find
    expect(parseRankingSlug('weekly', '2026-10')).toEqual({ kind: 'traffic', region: 'global', category: '2026-10' });
  });
});

describe('the API query', () => {
  it('defaults to this week worldwide and refuses unknown values', () => {
    expect(ZRankingQuery.parse({})).toMatchObject({ period: 'weekly', kind: 'traffic', region: 'global', page: 1, pageSize: 50 });
    for (const bad of [{ period: 'daily' }, { kind: 'best' }, { region: 'fr' }, { type: 'free' }, { pageSize: '500' }, { date: '2026/11/01' }, { category: 'A B' }]) {
      expect(ZRankingQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
