import { describe, expect, it } from 'vitest';
import { MemorySearchIndex } from './memory-index';
import type { SearchDoc } from './search-index';
import { editDistance, tokenizeQuery, tokensOf } from './tokenizer';

type Stored = { name: string };
const doc = (
  id: number,
  name: string,
  text: string,
  facets: { category: string; type?: string; tags?: string[] },
  popularity = 10,
): SearchDoc<Stored> => ({
  id,
  fields: [
    { text: name, weight: 30 },
    { text, weight: 8 },
  ],
  facets: { category: facets.category, type: facets.type ?? 'commercial', tag: facets.tags ?? [] },
  popularity,
  stored: { name },
});

function makeIndex() {
  const index = new MemorySearchIndex<Stored>({
    facets: [{ name: 'category' }, { name: 'type' }, { name: 'tag', multi: true }],
  });
  index.replaceAllSync([
    doc(
      1,
      'ChatGPT',
      'General AI chatbot for writing and coding. 通用聊天机器人，帮你写作',
      { category: 'chatbots', tags: ['chatbot'] },
      99,
    ),
    doc(
      2,
      'Claude',
      'AI assistant and chatbot. 会话式AI助手',
      { category: 'chatbots', tags: ['chatbot'] },
      90,
    ),
    doc(3, '可灵', '快手推出的AI视频生成工具', { category: 'video', tags: ['video'] }, 80),
    doc(4, 'Runway', 'AI video editing. 短视频剪辑与生成', { category: 'video', tags: ['video'] }, 70),
    doc(
      5,
      'Midjourney',
      'AI画像生成ツール。テキストから高品質な画像を作成',
      { category: 'image', tags: ['image'] },
      85,
    ),
    doc(6, 'Ollama', 'Run open models locally', { category: 'dev', type: 'open_source' }, 60),
    doc(7, '笔灵AI写作', '论文与公文写作助手', { category: 'writing', tags: ['writing'] }, 40),
  ]);
  return index;
}

describe('tokenizer', () => {
  it('indexes Latin words, CamelCase parts and CJK character pairs', () => {
    const terms = tokensOf('ChatGPT 视频剪辑 AI画像').map((t) => t.term);
    expect(terms).toEqual(
      expect.arrayContaining(['chatgpt', 'chat', 'gpt', '视频', '频剪', '剪辑', 'ai', '画像']),
    );
  });

  it('drops pairs that straddle two query words and lone particles', () => {
    expect(tokenizeQuery('视频编辑').map((a) => a.term)).toEqual(['视频', '编辑']);
    const atoms = tokenizeQuery('能生成视频的工具').map((a) => a.term);
    expect(atoms).toContain('视频');
    expect(atoms).not.toContain('的');
  });

  it('marks only the last word as a prefix and strips accents and stop words', () => {
    const atoms = tokenizeQuery('Café tools for chatb');
    expect(atoms.map((a) => [a.term, a.prefix])).toEqual([
      ['cafe', false],
      ['tools', false],
      ['chatb', true],
    ]);
  });

  it('measures one edit, including a swap of neighbours', () => {
    expect(editDistance('chatbto', 'chatbot', 1)).toBe(1);
    expect(editDistance('vidoe', 'video', 1)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('MemorySearchIndex', () => {
  it('finds two-character Chinese and Japanese words', async () => {
    const index = makeIndex();
    expect((await index.search({ q: '视频' })).hits.map((h) => h.id)).toEqual([3, 4]);
    expect((await index.search({ q: '画像' })).hits.map((h) => h.id)).toEqual([5]);
    expect((await index.search({ q: '写作' })).hits.map((h) => h.id)[0]).toBe(7);
  });

  it('ranks name matches first, then by popularity', async () => {
    const index = makeIndex();
    const ids = (await index.search({ q: 'chatbot' })).hits.map((h) => h.id);
    expect(ids).toEqual([1, 2]);
  });

  it('puts what the query is about first, most popular first, whatever their text, then the other matches', async () => {
    const index = makeIndex();
    // "video" appears in Runway's text (70) and in 可灵's (80, Chinese only): both are in the category asked about.
    index.upsertSync([
      doc(8, 'Video Upscaler Free', 'upscales any video', { category: 'image' }, 5),
      doc(9, 'Pika', 'clips from a prompt', { category: 'video' }, 75),
    ]);
    const plain = (await index.search({ q: 'video' })).hits.map((h) => h.id);
    expect(plain[0]).toBe(8);
    expect(plain).not.toContain(9);
    const about = await index.search({ q: 'video', about: { facet: 'category', values: ['video'] }, facets: ['category'] });
    expect(about.hits.map((h) => h.id)).toEqual([3, 9, 4, 8]);
    expect(about.total).toBe(4);
    expect(about.facets.category).toEqual({ video: 3, image: 1 });
    // Filters still apply, and an unknown value changes nothing.
    expect((await index.search({ q: 'video', about: { facet: 'category', values: ['video'] }, filters: { category: 'image' } })).hits.map((h) => h.id)).toEqual([8]);
    expect((await index.search({ q: 'video', about: { facet: 'category', values: ['nope'] } })).hits.map((h) => h.id)).toEqual(plain);
  });

  it('completes the last word and tolerates one typo', async () => {
    const index = makeIndex();
    expect((await index.search({ q: 'chatb' })).hits.map((h) => h.id)).toEqual([1, 2]);
    expect((await index.search({ q: 'chatbto' })).hits.map((h) => h.id)).toEqual([1, 2]);
    expect((await index.search({ q: 'midjuorney' })).hits.map((h) => h.id)).toEqual([5]);
    expect((await index.search({ q: 'vdieo editing' })).hits.map((h) => h.id)).toEqual([4]);
  });

  it('counts facets over the matches, each ignoring its own filter', async () => {
    const index = makeIndex();
    const all = await index.search({ q: 'ai', facets: ['category', 'type'] });
    expect(all.facets.category).toMatchObject({ chatbots: 2, video: 2, image: 1 });
    const filtered = await index.search({
      q: 'ai',
      filters: { category: 'video' },
      facets: ['category', 'type'],
    });
    expect(filtered.total).toBe(2);
    expect(filtered.facets.category).toMatchObject({ chatbots: 2, video: 2 });
    expect(filtered.facets.type).toEqual({ commercial: 2 });
    expect((await index.search({ q: '', filters: { tag: 'video' } })).total).toBe(2);
    expect((await index.search({ q: '', filters: { category: 'nope' } })).total).toBe(0);
  });

  it('pages through the matches in a stable order', async () => {
    const index = makeIndex();
    const everything = (await index.search({ q: '', limit: 100 })).hits.map((h) => h.id);
    expect(everything).toEqual([1, 2, 5, 3, 4, 6, 7]);
    const pages = [];
    for (let offset = 0; offset < 7; offset += 3)
      pages.push(...(await index.search({ q: '', offset, limit: 3 })).hits.map((h) => h.id));
    expect(pages).toEqual(everything);
    expect((await index.search({ q: '', offset: 100, limit: 3 })).hits).toEqual([]);
  });

  it('relaxes a long query that nothing matches completely', async () => {
    const index = makeIndex();
    const result = await index.search({ q: 'video editing spaceship' });
    expect(result.relaxed).toBe(true);
    expect(result.hits[0]!.id).toBe(4);
  });

  it('returns nothing for punctuation-only input and survives hostile strings', async () => {
    const index = makeIndex();
    expect((await index.search({ q: "'; --" })).total).toBe(0);
    expect((await index.search({ q: '<script>alert(1)</script>' })).total).toBe(0);
    expect((await index.search({ q: 'x'.repeat(5000) })).total).toBe(0);
  });

  it('replaces, removes and compacts documents', async () => {
    const index = makeIndex();
    await index.upsert([doc(3, '可灵', '快手推出的AI绘画工具', { category: 'image' }, 80)]);
    expect((await index.search({ q: '视频' })).hits.map((h) => h.id)).toEqual([4]);
    expect((await index.search({ q: '绘画' })).hits.map((h) => h.id)).toEqual([3]);
    await index.remove([4, 5]);
    expect(index.size).toBe(5);
    expect((await index.search({ q: '视频' })).total).toBe(0);
    // Enough dead slots trigger a compaction; results stay the same.
    for (let i = 0; i < 5; i++)
      await index.upsert([doc(1, 'ChatGPT', 'General AI chatbot', { category: 'chatbots' }, 99)]);
    expect(index.stats().deleted).toBeLessThan(3);
    expect((await index.search({ q: 'chatbot' })).hits.map((h) => h.id)).toEqual([1, 2]);
    // Facet values survive the compaction: ChatGPT lost its tag, Claude kept it.
    const tagged = await index.search({ q: '', filters: { tag: 'chatbot' }, facets: ['tag', 'category'] });
    expect(tagged.hits.map((h) => h.id)).toEqual([2]);
    expect(tagged.facets.tag).toEqual({ chatbot: 1, writing: 1 });
    expect((await index.search({ q: '写作' })).hits.map((h) => h.id)).toContain(7);
    expect(await index.suggest('chat', 5)).toEqual([
      { id: 1, stored: { name: 'ChatGPT' } },
      { id: 2, stored: { name: 'Claude' } },
    ]);
  });
});
