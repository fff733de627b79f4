// The brand tracker's pure parts: the input rules, query generation with intents, the score, the head reader.
import { describe, expect, it } from 'vitest';
import type { TBrandAnalysis } from '~/features/geo-check/geo-check.constants';
import { analyzeAnswer } from '~/features/geo-check/geo-check.analysis';
import { tagProblem } from './components/tag-input';
import { generateQueries, type QueryText } from './trackers.queries';
import { ZTrackerInput, ZTrackerUrl } from './trackers.schema';
import { placeValue, visibilityOf } from './trackers.scoring';
import { readHead } from './trackers.site.server';

const good = {
  brand: 'Lumen Notes',
  description: 'Meeting notes that write themselves, for busy teams.',
  products: ['AI meeting notes', 'Meeting summaries'],
  competitors: ['Otter'],
  topics: ['remote work'],
  platforms: ['offline-relevance'],
};
const firstIssue = (input: unknown) => {
  const r = ZTrackerInput.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('tracker input rules (SPEC §5)', () => {
  it('accepts a complete brand and fills the optional lists', () => {
    const r = ZTrackerInput.parse({ ...good, competitors: undefined, topics: undefined, websiteUrl: '' });
    expect(r).toMatchObject({ competitors: [], topics: [], websiteUrl: null });
  });
  it('needs a description of at least 20 characters and two products/services', () => {
    expect(firstIssue({ ...good, description: 'Too short a text.' })).toBe('tracker.error.descriptionShort');
    expect(firstIssue({ ...good, description: `   ${'x'.repeat(19)}   ` })).toBe('tracker.error.descriptionShort');
    expect(firstIssue({ ...good, description: 'x'.repeat(20) })).toBeNull();
    expect(firstIssue({ ...good, products: ['only one'] })).toBe('tracker.error.productsMin');
    expect(firstIssue({ ...good, products: ['Notes', 'notes'] })).toBe('tracker.error.tagDuplicate');
    expect(firstIssue({ ...good, products: ['Notes', '  '] })).toBe('tracker.error.tagEmpty');
    expect(firstIssue({ ...good, products: ['Notes', '<script>'] })).toBe('tracker.error.tagInvalid');
    expect(firstIssue({ ...good, products: Array.from({ length: 11 }, (_, i) => `p${i}`) })).toBe('tracker.error.tagsMax');
    expect(firstIssue({ ...good, brand: ' ' })).toBe('tracker.error.brand');
    expect(firstIssue({ ...good, platforms: [] })).toBe('tracker.error.platforms');
  });
  it('validates the website by the SPEC URL pattern', () => {
    for (const ok of ['https://www.example.com', 'http://example.com/path?q=1', 'ftp://files.example.org', 'ftps://a.b.cn:2121/x', 'http://127.0.0.1:8080/brand'])
      expect(ZTrackerUrl.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['example.com', 'https://localhost', 'javascript:alert(1)', 'https://exa mple.com', 'gopher://a.b', 'http://[::1]/'])
      expect(ZTrackerUrl.safeParse(bad).success, bad).toBe(false);
  });
  it('tells the form what is wrong with a tag before it is added', () => {
    expect(tagProblem('  ', [], 10)).toBe('tracker.error.tagEmpty');
    expect(tagProblem('Notes', ['notes'], 10)).toBe('tracker.error.tagDuplicate');
    expect(tagProblem('New', ['a', 'b'], 2)).toBe('tracker.error.tagsMax');
    expect(tagProblem('Fine one', [], 10)).toBeNull();
  });
});

describe('query generation', () => {
  const text: QueryText = (template, values) => `${template}:${Object.values(values).join('|')}`;
  it('covers every intent in turn and never names the brand', () => {
    const queries = generateQueries(good, text, 8);
    expect(queries.slice(0, 4).map((q) => q.intent)).toEqual(['recommendation', 'comparison', 'informational', 'transactional']);
    expect(queries).toHaveLength(8);
    expect(queries.some((q) => q.text.includes('Lumen'))).toBe(false);
    expect(queries[1]!.text).toBe('comparison.competitor:Otter|AI meeting notes');
  });
  it('stops at the maximum, skips duplicates, and works without competitors or topics', () => {
    expect(generateQueries(good, text, 3)).toHaveLength(3);
    const same: QueryText = () => 'same';
    expect(generateQueries(good, same, 8)).toHaveLength(1);
    const bare = generateQueries({ products: ['A', 'B'], topics: [], competitors: [] }, text, 40);
    expect(new Set(bare.map((q) => q.intent))).toEqual(new Set(['recommendation', 'comparison', 'informational', 'transactional']));
    expect(bare).toHaveLength(8);
  });
});

describe('scores', () => {
  const listed = analyzeAnswer('Options:\n\n1. Otter — popular\n2. Lumen Notes — excellent and reliable\n3. Fireflies', ['Lumen Notes']);
  const absent = analyzeAnswer('Try Otter or Fireflies.', ['Lumen Notes']);
  it('weighs mention, recommendation, place and tone', () => {
    expect(listed.listPosition).toEqual({ rank: 2, of: 3 });
    expect(placeValue(listed)).toBe(0.5);
    const v = visibilityOf([listed, absent]);
    expect(v).toMatchObject({ answers: 2, mentioned: 1, visibility: 50, exposure: 1, recommended: 1, avgListRank: 2 });
    // 100 × (0.5 × ½ + 0.2 × ½ + 0.15 × ½ × 0.5 + 0.15 × ½ × 1) = 25 + 10 + 3.75 + 7.5
    expect(v.score).toBe(46);
    expect(visibilityOf([absent, absent]).score).toBe(0);
    expect(visibilityOf([]).visibility).toBe(0);
    const top = { ...listed, listPosition: null, position: { index: 0, percent: 0, part: 'top' } } as TBrandAnalysis;
    expect(visibilityOf([top]).score).toBeGreaterThan(visibilityOf([listed]).score);
  });
});

describe('website head reader', () => {
  it('reads the title, description, keywords and the brand', () => {
    const html =
      '<html><head><title>Lumen Notes — AI meeting notes &amp; summaries</title><meta content="Notes that write themselves, for teams." name="description"><meta name="keywords" content="AI notes，summaries, , <b>x</b>, AI notes"></head><body><title>no</title></body></html>';
    expect(readHead(html, 'https://lumen.example.com/')).toEqual({
      url: 'https://lumen.example.com/',
      brand: 'Lumen Notes',
      description: 'Notes that write themselves, for teams.',
      keywords: ['AI notes', 'summaries'],
    });
    expect(readHead('<title>中文品牌｜一句话介绍</title>', 'https://a.example.cn').brand).toBe('中文品牌');
    expect(readHead('<p>nothing</p>', 'https://www.brand.example.com/').brand).toBe('brand.example.com');
  });
});
