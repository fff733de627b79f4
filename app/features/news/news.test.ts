// News through the real API and domain over PGlite and PostgreSQL: the editors' schema and workflow (draft →
// scheduled → published → unpublished, races refused), the publish job with a controllable clock publishing each
// article once, Markdown rendered inert whatever it carries, feeds that parse as XML with absolute links in the
// right language, sitemap entries that follow publishing, and the change events that invalidate cached pages.
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { articles, products } from '../../../server/db/schema';
import { createLocalBus, ANY_TOPIC, type ChangeBus } from '../../../server/events/change-bus';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { testJobContext } from '../../../tests/fixtures/jobs';
import { newsPublishDueJob } from './news.jobs.server';
import { ZArticleInput } from './news.schema';
import { newsForProduct, newsSitemapEntries, renderArticleMarkdown } from './news.server';
import { publishDueArticles } from './news.write.server';
import { DIGEST_SEED, NEWS_SEED } from '../../../server/db/seed/news.seed-data';
import { runNewsSeed } from '../../../server/db/seed/news.seed';

const targets = await dbTargets();
const APP_URL = 'https://atlas.example.test';

const article = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: { zh: `测试文章 ${slug}`, en: `Test article ${slug}` },
  summary: { zh: '一句话摘要', en: 'A one-line summary' },
  body: { zh: '正文，**加粗**，见 [ChatGPT](/details/chatgpt)。', en: 'Body, **bold**, see [ChatGPT](/details/chatgpt).' },
  sources: [{ url: 'https://openai.com/index/gpt-4-research/', name: 'OpenAI' }],
  tags: ['OpenAI', 'testing'],
  ...extra,
});

describe('the article schema', () => {
  it('accepts a valid article and fills defaults', () => {
    const parsed = ZArticleInput.parse(article('Valid-Slug-1'));
    expect(parsed.slug).toBe('valid-slug-1');
    expect(parsed.kind).toBe('news');
    expect(parsed.productIds).toEqual([]);
    expect(parsed.coverUrl).toBeNull();
  });
  it.each([
    [{ slug: 'bad slug' }, 'news.admin.error.slug'],
    [{ slug: '-x' }, 'news.admin.error.slug'],
    [{ title: { ja: 'だけ' } }, 'news.admin.error.title'],
    [{ body: {} }, 'news.admin.error.body'],
    [{ sources: [{ url: 'javascript:alert(1)', name: 'x' }] }, 'news.admin.error.url'],
    [{ coverUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'news.admin.error.url'],
    [{ tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }, 'news.admin.error.tags'],
  ])('refuses %j with %s', (change, message) => {
    const result = ZArticleInput.safeParse(article('ok', change));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(message);
  });
});

describe('Markdown rendering', () => {
  // OWASP XSS filter-evasion vectors, in Markdown and raw HTML: nothing may become markup that runs.
  const vectors = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
    '<IMG SRC="javascript:alert(\'XSS\');">',
    '<img src=x onerror=alert(1)>',
    '<svg/onload=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<a href="javascript:alert(1)">x</a>',
    '<body onload=alert(1)>',
    '<div style="background:url(javascript:alert(1))">',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](java\tscript:alert(1))',
    '[click](&#106;avascript:alert(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](vbscript:msgbox(1))',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '[x](//evil.example/)',
    '<<SCRIPT>alert("XSS");//<</SCRIPT>',
    '<a href="x" onmouseover="alert(1)">x</a>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ];
  it.each(vectors)('renders %s inert', (markdown) => {
    const html = renderArticleMarkdown(markdown);
    expect(html).not.toMatch(/<(script|svg|iframe|body|math|style|div)\b/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/(href|src)="\/\//i);
  });
  it('keeps links to the site in place and opens others apart', () => {
    const html = renderArticleMarkdown('[a](/details/chatgpt) [b](https://openai.com/) ![c](https://example.com/c.png)');
    expect(html).toContain('<a href="/details/chatgpt">a</a>');
    expect(html).toMatch(/<a href="https:\/\/openai.com\/" rel="nofollow noopener noreferrer ugc" target="_blank">b<\/a>/);
    expect(html).toMatch(/<img src="https:\/\/example.com\/c.png" alt="c" loading="lazy" referrerpolicy="no-referrer">/);
  });
});

describe('the seed', () => {
  it('has at least 60 articles and 14 digests, each article with its dated source, zh and en', () => {
    expect(NEWS_SEED.length).toBeGreaterThanOrEqual(60);
    expect(DIGEST_SEED.length).toBeGreaterThanOrEqual(14);
    expect(new Set(NEWS_SEED.map((a) => a.slug)).size).toBe(NEWS_SEED.length);
    for (const a of NEWS_SEED) {
      expect(a.slug).toMatch(/^[a-z0-9-]+$/);
      expect(a.day >= '2023-01-01' && a.day <= '2025-12-31', a.slug).toBe(true);
      expect(a.sources[0]!.url, a.slug).toMatch(/^https:\/\//);
      for (const lang of ['zh', 'en'] as const) for (const field of ['title', 'summary', 'body'] as const) expect(a[lang][field].length, `${a.slug} ${lang} ${field}`).toBeGreaterThan(5);
    }
    const days = new Set(NEWS_SEED.map((a) => a.day));
    for (const d of DIGEST_SEED) expect(days.has(d.day), d.day).toBe(true);
  });
});

describe.each(targets)('news on $name', (target) => {
  let database: Database;
  let bus: ChangeBus;
  let app: ReturnType<typeof testApp>;
  let call: ReturnType<typeof apiCaller>;
  let admin: TestUser;
  let user: TestUser;
  const topics: string[] = [];
  let chatgptId: number;
  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    bus = createLocalBus();
    bus.subscribe(ANY_TOPIC, (topic) => void topics.push(topic));
    app = testApp(database, { APP_URL }, bus);
    call = apiCaller(app);
    admin = await createTestUser(database.db, { role: 'admin' });
    user = await createTestUser(database.db);
    chatgptId = (await database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'chatgpt')))[0]!.id;
  });
  afterAll(async () => {
    await database?.close();
  });
  const adminCall = (path: string, method = 'GET', body?: unknown) => call(`/api/admin/news${path}`, { method, headers: admin.bearer, body });

  it('hides the editors\' routes from everyone but staff', async () => {
    expect((await call('/api/admin/news')).status).toBe(404);
    expect((await call('/api/admin/news', { headers: user.bearer })).status).toBe(404);
    expect((await call('/api/admin/news', { method: 'POST', headers: user.bearer, body: article('nope') })).status).toBe(404);
  });

  it('validates with localised messages and never answers 500', async () => {
    const bad = await call('/api/admin/news?langType=en', { method: 'POST', headers: admin.bearer, body: { slug: 'x y' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((i: { message: string }) => i.message)).toContain('Enter a slug: lower-case letters, digits and hyphens');
    expect((await call('/api/admin/news', { method: 'POST', headers: admin.bearer, raw: '{' })).status).toBe(400);
    expect((await adminCall('/abc')).status).toBe(400);
    expect((await adminCall('/999999')).status).toBe(404);
    expect((await call('/api/news/daily/2025-02-30')).status).toBe(404);
    expect((await call('/api/news/%3Cscript%3E')).status).toBe(404);
  });

  it('runs the workflow: draft, preview, schedule, publish by the job once, unpublish, with change events', async () => {
    const created = await adminCall('', 'POST', article('workflow-one', { productIds: [chatgptId] }));
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ status: 'draft', products: [{ slug: 'chatgpt' }] });
    // tw is converted from zh when the editor leaves it empty.
    expect(created.body.data.title.tw).toBe('測試文章 workflow-one');
    expect((await adminCall('', 'POST', article('workflow-one'))).status).toBe(409);
    // A draft is nowhere on the site.
    expect((await call('/api/news/workflow-one')).status).toBe(404);
    expect(await newsForProduct(database.db, chatgptId, 'en')).toEqual([]);

    const preview = await adminCall('/preview', 'POST', { markdown: '# T\n\n<script>x</script> [a](javascript:1)' });
    expect(preview.body.data.html).toContain('<h1>T</h1>');
    expect(preview.body.data.html).not.toContain('<script');

    const at = new Date(Date.now() + 3_600_000);
    topics.length = 0;
    const scheduled = await adminCall(`/${id}/schedule`, 'POST', { publishAt: at.toISOString() });
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });
    expect(topics).toContain('news');
    expect(topics).toContain(`product:${chatgptId}`);
    expect((await call('/api/news/workflow-one')).status).toBe(404);

    // The clock before the time: nothing; at the time: published once, even run twice or in parallel.
    expect(await publishDueArticles(database.db, bus, new Date(at.getTime() - 1000))).toEqual([]);
    const runs = await Promise.all([publishDueArticles(database.db, bus, at), publishDueArticles(database.db, bus, at)]);
    expect(runs.flat()).toEqual([id]);
    expect(await publishDueArticles(database.db, bus, new Date(at.getTime() + 60_000))).toEqual([]);
    const read = await call('/api/news/workflow-one?langType=en');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ title: 'Test article workflow-one', products: [{ slug: 'chatgpt' }], sources: [{ name: 'OpenAI' }] });
    expect(read.body.data.html).toContain('<strong>bold</strong>');
    expect((await newsForProduct(database.db, chatgptId, 'en'))[0]).toMatchObject({ url: '/news/workflow-one' });

    // Publishing twice, or unpublishing a draft, is a conflict, not a second publish.
    expect((await adminCall(`/${id}/publish`, 'POST')).status).toBe(409);
    topics.length = 0;
    expect((await adminCall(`/${id}/unpublish`, 'POST')).body.data.status).toBe('unpublished');
    expect(topics).toEqual(expect.arrayContaining(['news', `product:${chatgptId}`]));
    expect((await call('/api/news/workflow-one')).status).toBe(404);
    expect((await adminCall(`/${id}/unpublish`, 'POST')).status).toBe(409);
  });

  it('publishes through the job at its time (the job with a controllable clock)', async () => {
    const id = (await adminCall('', 'POST', article('job-published'))).body.data.id as number;
    const past = new Date(Date.now() - 1000);
    await adminCall(`/${id}/schedule`, 'POST', { publishAt: past.toISOString() });
    const result = await newsPublishDueJob.handler({ articleId: id }, testJobContext(database, bus));
    expect(result.published).toEqual([id]);
    expect((await newsPublishDueJob.handler({}, testJobContext(database, bus))).published).toEqual([]);
    const [row] = await database.db.select().from(articles).where(eq(articles.id, id));
    expect(row!.status).toBe('published');
    expect(row!.publishAt!.toISOString()).toBe(past.toISOString());
  });

  it('lists by tag and date, with the tags to filter by', async () => {
    const id = (await adminCall('', 'POST', article('listed-one', { tags: ['only-here'] }))).body.data.id as number;
    await adminCall(`/${id}/publish`, 'POST');
    const byTag = await call('/api/news?tag=only-here&langType=en');
    expect(byTag.body.data.items.map((i: { slug: string }) => i.slug)).toEqual(['listed-one']);
    expect(byTag.body.data.tags).toEqual(expect.arrayContaining([{ tag: 'only-here', count: 1 }]));
    const day = byTag.body.data.items[0].day as string;
    expect((await call(`/api/news?date=${day}`)).body.data.items.map((i: { slug: string }) => i.slug)).toContain('listed-one');
    expect((await call(`/api/news?date=${day.slice(0, 7)}`)).body.data.total).toBeGreaterThan(0);
    expect((await call('/api/news?date=1999-01-01')).body.data.total).toBe(0);
    // A bad filter is dropped rather than failing the list.
    expect((await call('/api/news?date=not-a-day&page=-3')).status).toBe(200);
  });

  it('serves RSS and Atom per language: well-formed XML, absolute links, the right language', async () => {
    const id = (await adminCall('', 'POST', article('feed-one'))).body.data.id as number;
    await adminCall(`/${id}/publish`, 'POST');
    for (const [path, lang, prefix] of [
      ['/news/rss.xml', 'zh-CN', ''],
      ['/en/news/rss.xml', 'en', '/en'],
      ['/tw/news/atom.xml', 'zh-TW', '/tw'],
      ['/ja/news/atom.xml', 'ja', '/ja'],
    ] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(path.endsWith('rss.xml') ? /application\/rss\+xml/ : /application\/atom\+xml/);
      const xml = await res.text();
      expect(XMLValidator.validate(xml), path).toBe(true);
      const doc = new XMLParser({ ignoreAttributes: false }).parse(xml);
      if (path.endsWith('rss.xml')) {
        const channel = doc.rss.channel;
        expect(channel.language).toBe(lang);
        const items = [channel.item].flat();
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) expect(item.link).toMatch(new RegExp(`^${APP_URL}${prefix}/news/[a-z0-9-]+$`));
        expect(items.map((i: { title: string }) => i.title)).toContain(lang === 'en' ? 'Test article feed-one' : '测试文章 feed-one');
      } else {
        const feed = doc.feed;
        expect(feed['@_xml:lang']).toBe(lang);
        const entries = [feed.entry].flat();
        for (const entry of entries) expect([entry.link].flat()[0]['@_href']).toMatch(new RegExp(`^${APP_URL}${prefix}/news/[a-z0-9-]+$`));
      }
      // Links inside the bodies are absolute too, in the feed's language.
      expect(xml).toContain(`href="${APP_URL}${prefix}/details/chatgpt"`);
      expect(xml).not.toMatch(/href="\//);
    }
    expect((await app.request('/xx/news/rss.xml')).status).toBe(404);
  });

  it('puts published news in the sitemaps with lastmod, and takes an unpublished article out', async () => {
    const id = (await adminCall('', 'POST', article('sitemap-one'))).body.data.id as number;
    await adminCall(`/${id}/publish`, 'POST');
    let xml = await (await app.request('/sitemaps/en.xml')).text();
    expect(xml).toMatch(new RegExp(`<url><loc>${APP_URL}/en/news/sitemap-one</loc>.*?<lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    expect(xml).toContain(`<loc>${APP_URL}/en/news</loc>`);
    await adminCall(`/${id}/unpublish`, 'POST');
    xml = await (await app.request('/sitemaps/en.xml')).text();
    expect(xml).not.toContain('/news/sitemap-one<');
    expect((await newsSitemapEntries(database.db)).some((e) => e.path === '/news/sitemap-one')).toBe(false);
  });

  it('edits a published article in place and announces it', async () => {
    const id = (await adminCall('', 'POST', article('edited-one'))).body.data.id as number;
    await adminCall(`/${id}/publish`, 'POST');
    topics.length = 0;
    const saved = await adminCall(`/${id}`, 'PUT', article('edited-one', { title: { zh: '新标题', en: 'New title' } }));
    expect(saved.body.data.title).toMatchObject({ zh: '新标题', en: 'New title', tw: '新標題' });
    expect(topics).toContain('news');
    expect((await call('/api/news/edited-one?langType=en')).body.data.title).toBe('New title');
    expect((await adminCall(`/${id}`, 'PUT', article('workflow-one'))).status).toBe(409);
  });

  it('seeds the articles and digests: tw converted, ja falling back to en, products linked', async () => {
    const before = (await call('/api/news')).body.data.total as number;
    await runNewsSeed(database.db);
    expect((await call('/api/news')).body.data.total).toBe(before + NEWS_SEED.length);
    const digest = await call('/api/news/daily/2023-03-14?langType=zh_tw');
    expect(digest.body.data.items).toHaveLength(3);
    expect(digest.body.data.title).toBe('GPT-4 發佈日：三家巨頭同日出招');
    const ja = await call('/api/news/openai-gpt-4?langType=jp');
    expect(ja.body.data.title).toBe('OpenAI releases GPT-4, a multimodal model that accepts images');
    expect(ja.body.data.products).toEqual([expect.objectContaining({ slug: 'chatgpt' })]);
    expect(ja.body.data.publishedAt).toBe('2023-03-14T04:00:00.000Z');
  });

  it('finds products to link', async () => {
    const found = await adminCall('/products?q=chat');
    expect(found.body.data.map((p: { slug: string }) => p.slug)).toContain('chatgpt');
    expect((await adminCall('/products?q=')).status).toBe(400);
  });
});
