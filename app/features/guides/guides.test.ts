// Guides through the real API and domain over PGlite and PostgreSQL: the seed (a dozen guides, zh and en, each with
// sources; tw converted, ja falling back to en; catalogue products linked), the list by topic, newest or most read,
// the reading view (sanitised body, contents from headings, reading time), editors writing guides with the news
// editor's calls (kind 'guide': its own change topic, no effect on news), sitemap and llms.txt presence that
// follows publishing, and the daily digests' introductions written by editors.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { articles } from '../../../server/db/schema';
import { createLocalBus, ANY_TOPIC, type ChangeBus } from '../../../server/events/change-bus';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { recordPageView } from '~/features/analytics/analytics.server';
import { GUIDES_SEED } from '../../../server/db/seed/guides.seed-data';
import { runGuidesSeed } from '../../../server/db/seed/guides.seed';
import { runNewsSeed } from '../../../server/db/seed/news.seed';
import { guideSitemapEntries, readingMinutes, withToc } from './guides.server';

const targets = await dbTargets();
const APP_URL = 'https://atlas.example.test';

describe('the guides seed', () => {
  it('has at least 12 long-form guides in zh and en, each with sources and straight quotes in English', () => {
    expect(GUIDES_SEED.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GUIDES_SEED.map((g) => g.slug)).size).toBe(GUIDES_SEED.length);
    for (const g of GUIDES_SEED) {
      expect(g.slug).toMatch(/^[a-z0-9-]+$/);
      expect(g.sources.length, g.slug).toBeGreaterThan(0);
      for (const s of g.sources) expect(s.url, g.slug).toMatch(/^https:\/\//);
      expect(g.zh.body.length, g.slug).toBeGreaterThan(700);
      expect(g.en.body.split(/\s+/).length, g.slug).toBeGreaterThan(300);
      for (const field of ['title', 'summary', 'body'] as const) expect(g.en[field], `${g.slug} en ${field}`).not.toMatch(/[\u2018\u2019\u201c\u201d]/);
      expect((g.zh.body.match(/^## /gm) ?? []).length, g.slug).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('reading time and contents', () => {
  it('counts Chinese characters and English words', () => {
    expect(readingMinutes('字'.repeat(2000))).toBe(5);
    expect(readingMinutes('word '.repeat(460))).toBe(2);
    expect(readingMinutes('')).toBe(1);
  });
  it('gives headings ids and lists them, text unescaped', () => {
    const { html, toc } = withToc('<h1>T</h1><h2>A &amp; B</h2><p>x</p><h3><code>npx</code> runs</h3><h4>deep</h4>');
    expect(html).toContain('<h2 id="section-1">A &amp; B</h2>');
    expect(html).toContain('<h3 id="section-2"><code>npx</code> runs</h3>');
    expect(toc).toEqual([
      { id: 'section-1', text: 'A & B', level: 2 },
      { id: 'section-2', text: 'npx runs', level: 3 },
    ]);
  });
});

describe.each(targets)('guides on $name', (target) => {
  let database: Database;
  let bus: ChangeBus;
  let app: ReturnType<typeof testApp>;
  let call: ReturnType<typeof apiCaller>;
  let admin: TestUser;
  let user: TestUser;
  const topics: string[] = [];
  beforeAll(async () => {
    // The guides step is one of the steps every start runs; the catalogue comes after it here, so the seed runs
    // again to link the products (as it does when it is rerun).
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    await runGuidesSeed(database.db);
    bus = createLocalBus();
    bus.subscribe(ANY_TOPIC, (topic) => void topics.push(topic));
    app = testApp(database, { APP_URL }, bus);
    call = apiCaller(app);
    admin = await createTestUser(database.db, { role: 'admin' });
    user = await createTestUser(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
  const adminCall = (path: string, method = 'GET', body?: unknown) => call(`/api/admin/news${path}`, { method, headers: admin.bearer, body });
  const guide = (slug: string, extra: Record<string, unknown> = {}) => ({
    slug,
    kind: 'guide',
    title: { zh: `测试指南 ${slug}`, en: `Test guide ${slug}` },
    summary: { zh: '摘要', en: 'A summary' },
    body: { zh: '## 第一步\n\n安装。\n\n## 第二步\n\n运行 <script>alert(1)</script>。', en: '## Step one\n\nInstall.\n\n## Step two\n\nRun <script>alert(1)</script>.' },
    sources: [{ url: 'https://example.com/docs', name: 'Example docs' }],
    tags: ['testing-guides'],
    ...extra,
  });

  it('lists the seeded guides newest first, by topic, and most read first', async () => {
    const all = await call('/api/guides?langType=en');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(GUIDES_SEED.length);
    const items = all.body.data.items as { slug: string; updatedAt: string; readingMinutes: number; title: string }[];
    expect(items.map((i) => i.updatedAt)).toEqual([...items.map((i) => i.updatedAt)].sort().reverse());
    expect(items.every((i) => i.readingMinutes >= 1)).toBe(true);
    expect(all.body.data.tags).toEqual(expect.arrayContaining([{ tag: 'prompting', count: 2 }]));

    const byTopic = await call('/api/guides?tag=mcp&langType=en');
    expect(byTopic.body.data.items.map((i: { slug: string }) => i.slug)).toEqual(['set-up-an-mcp-server-in-claude-desktop-and-cursor']);

    // Views decide "most read"; the newest order is unchanged by them.
    const [row] = await database.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, 'research-with-ai-search-engines'));
    await recordPageView(database.db, { id: String(row!.id), type: 'guide' }, 'reader-1');
    await recordPageView(database.db, { id: String(row!.id), type: 'guide' }, 'reader-2');
    const popular = await call('/api/guides?sort=popular');
    expect(popular.body.data.items[0].slug).toBe('research-with-ai-search-engines');
    expect(popular.body.data.sort).toBe('popular');
    // Bad parameters are dropped rather than failing the list.
    const bad = await call('/api/guides?sort=nope&page=-4&tag=%00');
    expect(bad.status).toBe(200);
    expect(bad.body.data).toMatchObject({ sort: 'newest', page: 1 });
  });

  it('reads a guide: sanitised body with contents, sources, products; tw converted and ja in English', async () => {
    const zh = await call('/api/guides/set-up-an-mcp-server-in-claude-desktop-and-cursor');
    expect(zh.status).toBe(200);
    expect(zh.body.data.title).toBe('在 Claude Desktop 和 Cursor 里配置 MCP 服务器');
    expect(zh.body.data.toc.length).toBeGreaterThanOrEqual(4);
    expect(zh.body.data.html).toContain(`<h2 id="${zh.body.data.toc[0].id}">`);
    expect(zh.body.data.html).toContain('<a href="/mcp">');
    expect(zh.body.data.products.map((p: { slug: string }) => p.slug)).toEqual(['claude']);
    expect(zh.body.data.sources[0].url).toMatch(/^https:\/\/modelcontextprotocol\.io\//);
    const tw = await call('/api/guides/set-up-an-mcp-server-in-claude-desktop-and-cursor?langType=zh_tw');
    expect(tw.body.data.title).toBe('在 Claude Desktop 和 Cursor 裡配置 MCP 服務器');
    const ja = await call('/api/guides/write-prompts-for-image-models?langType=jp');
    expect(ja.body.data.title).toBe('Writing prompts for image models: from one line to a repeatable picture');
    expect(ja.body.data.products.map((p: { slug: string }) => p.slug)).toContain('midjourney');
    // A news slug is not a guide, nor is anything that is not a slug.
    await runNewsSeed(database.db);
    expect((await call('/api/news/openai-gpt-4')).status).toBe(200);
    expect((await call('/api/guides/openai-gpt-4')).status).toBe(404);
    expect((await call('/api/guides/%3Cscript%3E')).status).toBe(404);
  });

  it('lets editors write guides with the news calls: drafts hidden, publishing announces guides only, sitemaps and llms.txt follow', async () => {
    const created = await adminCall('', 'POST', guide('guide-workflow'));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ kind: 'guide', status: 'draft' });
    const id = created.body.data.id as number;
    expect((await call('/api/guides/guide-workflow')).status).toBe(404);
    expect((await adminCall('?kind=guide&q=guide-workflow')).body.data.items).toEqual([expect.objectContaining({ slug: 'guide-workflow', kind: 'guide' })]);

    topics.length = 0;
    expect((await adminCall(`/${id}/publish`, 'POST')).body.data.status).toBe('published');
    expect(topics).toContain('guides');
    expect(topics).not.toContain('news');
    const read = await call('/api/guides/guide-workflow?langType=en');
    expect(read.body.data.html).not.toContain('<script');
    expect(read.body.data.toc.map((e: { text: string }) => e.text)).toEqual(['Step one', 'Step two']);
    // A guide is not news.
    expect((await call('/api/news/guide-workflow')).status).toBe(404);
    expect((await call('/api/news?tag=testing-guides')).body.data.total).toBe(0);

    let xml = await (await app.request('/sitemaps/en.xml')).text();
    expect(xml).toMatch(new RegExp(`<url><loc>${APP_URL}/en/guide/guide-workflow</loc>.*?<lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    expect(xml).toContain(`<loc>${APP_URL}/en/guide</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/en/guide/build-a-rag-knowledge-base</loc>`);
    let llms = await (await app.request('/en/llms.txt')).text();
    expect(llms).toContain('## Guides');
    expect(llms).toContain(`(${APP_URL}/en/guide/guide-workflow)`);
    expect(llms).toContain('## AI news');
    expect(llms).toContain(`(${APP_URL}/en/news)`);
    // The newest ten articles in llms.txt, every one in llms-full.txt.
    expect(llms.match(/\/en\/news\/[a-z0-9-]+\)/g)).toHaveLength(10);
    const full = await (await app.request('/llms-full.txt')).text();
    expect(full).toContain(`(${APP_URL}/news/openai-gpt-4)`);
    expect(full).toContain(`(${APP_URL}/guide/build-a-rag-knowledge-base)`);

    // Saving a published guide changes it in place.
    topics.length = 0;
    await adminCall(`/${id}`, 'PUT', guide('guide-workflow', { title: { zh: '新指南', en: 'New guide title' } }));
    expect(topics).toEqual(['guides']);
    expect((await call('/api/guides/guide-workflow?langType=en')).body.data.title).toBe('New guide title');

    await adminCall(`/${id}/unpublish`, 'POST');
    expect((await call('/api/guides/guide-workflow')).status).toBe(404);
    xml = await (await app.request('/sitemaps/en.xml')).text();
    expect(xml).not.toContain('/guide/guide-workflow<');
    expect((await guideSitemapEntries(database.db)).some((e) => e.path === '/guide/guide-workflow')).toBe(false);
    llms = await (await app.request('/en/llms.txt')).text();
    expect(llms).not.toContain('/guide/guide-workflow)');

    // Turning a guide into news announces both kinds' pages.
    topics.length = 0;
    await adminCall(`/${id}`, 'PUT', guide('guide-workflow', { kind: 'news' }));
    expect(topics).toEqual(expect.arrayContaining(['guides', 'news']));
  });

  it('lets editors write a daily digest introduction, which the digest shows', async () => {
    expect((await call('/api/admin/news/digests', { headers: user.bearer })).status).toBe(404);
    const list = await adminCall('/digests');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toHaveProperty('intro');
    const day = '2023-03-14';
    topics.length = 0;
    const saved = await adminCall(`/digests/${day}`, 'PUT', { title: { zh: '改过的标题', en: 'Edited title' }, intro: { zh: '编辑写的导语。', en: 'An introduction by an editor.' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.intro).toMatchObject({ zh: '编辑写的导语。', tw: '編輯寫的導語。' });
    expect(topics).toEqual(['news']);
    const digest = await call(`/api/news/daily/${day}?langType=en`);
    expect(digest.body.data).toMatchObject({ title: 'Edited title', intro: 'An introduction by an editor.' });
    expect(digest.body.data.items.length).toBeGreaterThan(0);

    const invalid = await call(`/api/admin/news/digests/${day}?langType=en`, { method: 'PUT', headers: admin.bearer, body: { title: { en: 'x' }, intro: {} } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.issues.map((i: { message: string }) => i.message)).toContain('Enter a Chinese or English introduction');
    expect((await adminCall('/digests/2025-02-30', 'PUT', { title: { en: 'x' }, intro: { en: 'y' } })).status).toBe(404);
    // Nothing half-saved by the refused writes.
    expect((await call(`/api/news/daily/${day}?langType=en`)).body.data.intro).toBe('An introduction by an editor.');
  });
});
