// The brand analysis, table by table: mentions and exposure, positions, lists, recommendation, citations, tone.
import { describe, expect, it } from 'vitest';
import { analyzeAnswer, citedUrls, findKeyword, findLists, sentimentOf } from './geo-check.analysis';
import { taskDisplayMode } from './geo-check.constants';

describe('keyword matching', () => {
  it.each([
    ['Atlas is great', 'Atlas', 1],
    ['atlas and ATLAS', 'Atlas', 2],
    ['Atlassian makes Jira', 'Atlas', 0],
    ['MyAtlas rocks', 'Atlas', 0],
    ['推荐使用图谱AI工具', '图谱', 1],
    ['Node.js runtime; node.js again', 'Node.js', 2],
    ['C&A and c&a', 'C&A', 2],
    ['', 'Atlas', 0],
  ])('%j has %j %i times', (text, keyword, n) => {
    expect(findKeyword(text, keyword)).toHaveLength(n);
  });
});

describe('analyzeAnswer', () => {
  const cases: {
    name: string;
    answer: string;
    keywords: string[];
    expect: Partial<ReturnType<typeof analyzeAnswer>>;
  }[] = [
    {
      name: 'not mentioned at all',
      answer: 'Try Cursor or Copilot for coding.',
      keywords: ['Atlas'],
      expect: { mentioned: false, exposureCount: 0, position: null, listPosition: null, recommended: false, sentiment: null },
    },
    {
      name: 'third in a numbered list, recommended, counted twice',
      answer: 'Here are the best tools:\n\n1. Cursor — editor\n2. Copilot — assistant\n3. Atlas — a directory\n4. Kimi\n\nAtlas is reliable.',
      keywords: ['Atlas'],
      expect: { mentioned: true, exposureCount: 2, listPosition: { rank: 3, of: 4 }, recommended: true, sentiment: 'positive' },
    },
    {
      name: 'bullets with nested lines, brand in a continuation line of the second item',
      answer: '- Cursor\n- A directory\n  made by AI Atlas\n- Copilot',
      keywords: ['AI Atlas', 'Atlas'],
      expect: { exposureCount: 1, listPosition: { rank: 2, of: 3 } },
    },
    {
      name: 'numbered headings count as a list',
      answer: '### 1. 文心一言\n百度出品。\n\n### 2. 通义千问\n阿里出品。\n\n### 3. 豆包\n字节出品，推荐。',
      keywords: ['豆包'],
      expect: { listPosition: { rank: 3, of: 3 }, recommended: true },
    },
    {
      name: 'named in prose with a recommendation',
      answer: '如果你需要写作助手，我推荐 Atlas，它很好用。',
      keywords: ['Atlas'],
      expect: { mentioned: true, listPosition: null, recommended: true, sentiment: 'positive' },
    },
    {
      name: 'named but discouraged: negative, not recommended',
      answer: 'Atlas is expensive and buggy; I would avoid it.\n\n1. Cursor\n2. Copilot',
      keywords: ['Atlas'],
      expect: { mentioned: true, recommended: false, sentiment: 'negative', listPosition: null },
    },
    {
      name: '不推荐 is not a recommendation',
      answer: '不推荐 Atlas，问题较多。',
      keywords: ['Atlas'],
      expect: { recommended: false, sentiment: 'negative' },
    },
    {
      name: 'neutral mention',
      answer: 'Cursor, Copilot and Atlas exist.',
      keywords: ['Atlas'],
      expect: { mentioned: true, recommended: false, sentiment: 'neutral' },
    },
    {
      name: 'overlapping keywords count once',
      answer: 'AI Atlas, also called Atlas.',
      keywords: ['AI Atlas', 'Atlas'],
      expect: { exposureCount: 2 },
    },
  ];
  it.each(cases)('$name', ({ answer, keywords, expect: wanted }) => {
    expect(analyzeAnswer(answer, keywords)).toMatchObject(wanted);
  });

  it('places the first mention by the share of the answer before it', () => {
    const filler = 'x'.repeat(80);
    expect(analyzeAnswer(`Atlas ${filler}`, ['Atlas']).position).toEqual({ index: 0, percent: 0, part: 'top' });
    expect(analyzeAnswer(`${filler.slice(0, 40)} Atlas ${filler.slice(0, 40)}`, ['Atlas']).position?.part).toBe('middle');
    expect(analyzeAnswer(`${filler} Atlas`, ['Atlas']).position).toMatchObject({ index: 81, part: 'bottom', percent: 94 });
  });

  it('reports each keyword on its own', () => {
    const result = analyzeAnswer('Atlas, atlas, 图谱', ['Atlas', '图谱', 'Missing']);
    expect(result.keywords).toEqual([
      { keyword: 'Atlas', count: 2, firstIndex: 0 },
      { keyword: '图谱', count: 1, firstIndex: 14 },
      { keyword: 'Missing', count: 0, firstIndex: null },
    ]);
  });
});

describe('cited URLs', () => {
  it.each([
    ['See [Atlas](https://atlas.example.com/tools) and https://b.example.org/x.', ['https://atlas.example.com/tools', 'https://b.example.org/x']],
    ['官网：https://例子.中国/路径，还有 https://a.example.com。', ['https://例子.中国/路径', 'https://a.example.com']],
    ['Twice https://a.example.com and https://a.example.com', ['https://a.example.com']],
    ['Not a URL: ftp://x.example.com or http://localhost:3000 or https://nodot/', ['http://localhost:3000']],
    ['(https://paren.example.com/a_b)', ['https://paren.example.com/a_b']],
  ])('%j', (text, urls) => {
    expect(citedUrls(text)).toEqual(urls);
  });
});

describe('lists and tone', () => {
  it('ignores one-item "lists" and ends a list at a paragraph', () => {
    expect(findLists('- only one\n\ntext')).toEqual([]);
    expect(findLists('1. a\n2. b\nparagraph\n- c\n- d').map((l) => l.length)).toEqual([2, 2]);
  });
  it.each([
    ['An excellent, reliable tool', 'positive'],
    ['Too expensive and slow', 'negative'],
    ['It exists', 'neutral'],
    ['We do not recommend it', 'negative'],
    ['非常好用，强烈推荐', 'positive'],
    ['缺点是价格昂贵', 'negative'],
  ] as const)('%j is %s', (text, tone) => {
    expect(sentimentOf(text)).toBe(tone);
  });
});

describe('task display mode (SPEC §3)', () => {
  it.each([
    ['completed', undefined, 'view'],
    ['processing', 3, 'progress'],
    ['pending', 2, 'queue'],
    ['pending', 0, 'queue'],
    ['pending', null, 'progress'],
    ['pending', undefined, 'progress'],
    ['failed', undefined, 'error'],
    ['cancelled', undefined, 'queue'],
  ] as const)('%s with tasksAhead %s shows %s', (status, ahead, mode) => {
    expect(taskDisplayMode(status, ahead)).toBe(mode);
  });
});
