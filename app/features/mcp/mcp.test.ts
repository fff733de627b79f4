import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { mcpServers, notifications } from '../../../server/db/schema';
import { createLocalBus, type ChangeBus } from '../../../server/events/change-bus';
import { runMcpSeed } from '../../../server/db/seed/mcp.seed';
import { recordPageView } from '~/features/analytics/analytics.server';
import { MCP_AREA_SEGMENTS, ZMcpQuery } from './mcp.schema';
import { MCP_TOPIC, mcpSitemapEntries, rankServers, recommendServers, searchMcpServers, searchServers } from './mcp.server';
import { importServers } from './mcp.write.server';
import { MCP_CASES } from './mcp.cases';

const targets = await dbTargets();
const q = (over: Record<string, unknown> = {}) => ZMcpQuery.parse(over);

describe.each(targets)('MCP library on $name', (target) => {
  let database: Database;
  let bus: ChangeBus;
  let app: ReturnType<typeof testApp>;
  let call: ReturnType<typeof apiCaller>;
  let user: TestUser;
  let other: TestUser;
  let admin: TestUser;
  const deps = () => ({ database, bus });

  beforeAll(async () => {
    database = await target.open();
    expect(await runMcpSeed(database.db)).toBe(464);
    bus = createLocalBus();
    app = testApp(database, {}, bus);
    call = apiCaller(app);
    user = await createTestUser(database.db);
    other = await createTestUser(database.db);
    admin = await createTestUser(database.db, { role: 'admin' });
  }, 120_000);
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  it('seeds the registry’s servers with descriptions in every language and slugs that leave the area pages alone', async () => {
    const rows = await database.db.select().from(mcpServers);
    expect(rows).toHaveLength(464);
    for (const r of rows) {
      expect(MCP_AREA_SEGMENTS as readonly string[]).not.toContain(r.slug);
      for (const lang of ['zh', 'en', 'tw', 'ja'] as const) expect(r.description[lang], `${r.name} ${lang}`).toBeTruthy();
      expect(r.status).toBe('published');
    }
    const firecrawl = rows.find((r) => r.name === 'io.github.mendableai/firecrawl-mcp-server')!;
    expect(firecrawl).toMatchObject({ slug: 'mendableai-firecrawl-mcp-server', title: 'Firecrawl', category: 'search-web' });
    expect(firecrawl.description.tw).toContain('網頁');
    // The first seed's docker flags and image names are turned into a package the snippet can start.
    const dart = rows.find((r) => r.name === 'io.github.its-dart/dart-mcp-server')!;
    expect(dart.packages[0]).toMatchObject({ registryType: 'oci', identifier: 'mcp/dart', packageArguments: [] });
    // Every server a case names is in the library.
    const slugs = new Set(rows.map((r) => r.slug));
    for (const c of MCP_CASES) for (const s of c.servers) expect(slugs.has(s), `${c.slug} → ${s}`).toBe(true);
  });

  it('searches by words (Latin and Chinese), filters by category, tag, transport and registry, and counts facets', async () => {
    const postgres = await searchServers(deps(), q({ q: 'postgres' }), 'en');
    expect(postgres.total).toBeGreaterThan(0);
    expect(postgres.items.every((s) => `${s.title} ${s.name} ${s.tags.join(' ')} ${s.description}`.toLowerCase().includes('postgres'))).toBe(true);
    const zh = await searchServers(deps(), q({ q: '向量数据库' }), 'zh');
    expect(zh.items.map((s) => s.slug)).toContain('zilliztech-mcp-server-milvus');
    const dbs = await searchServers(deps(), q({ category: 'databases', registry: 'pypi' }), 'en');
    expect(dbs.total).toBeGreaterThan(0);
    expect(dbs.items.every((s) => s.category === 'databases' && s.registries.includes('pypi'))).toBe(true);
    const sse = await searchServers(deps(), q({ transport: 'sse', pageSize: 100 }), 'en');
    expect(sse.items.every((s) => s.transports.includes('sse'))).toBe(true);
    const tagged = await searchServers(deps(), q({ tag: 'redis' }), 'en');
    expect(tagged.items.every((s) => s.tags.includes('redis'))).toBe(true);
    // A facet counts what choosing it would show.
    const all = await searchServers(deps(), q(), 'en');
    const dbFacet = all.facets.category.find((f) => f.value === 'databases')!;
    expect((await searchServers(deps(), q({ category: 'databases' }), 'en')).total).toBe(dbFacet.count);
    expect(all.total).toBe(464);
    expect(all.items[0]!.slug).toBe('mendableai-firecrawl-mcp-server');
  });

  it('answers compact results for the site’s own MCP endpoint, even from a bare database', async () => {
    const found = await searchMcpServers(database.db, { q: 'kubernetes', limit: 3, lang: 'zh' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0]).toMatchObject({ path: expect.stringMatching(/^\/mcp\//), packages: expect.any(Array) });
    expect(found.map((f) => f.slug)).toContain('flux159-mcp-server-kubernetes');
    // No server has every word: the best partial matches.
    expect((await searchMcpServers(deps(), { q: 'kubernetes zzzz-nothing', limit: 5 })).length).toBeGreaterThan(0);
  });

  it('recommends servers for a task and says which words, categories and tags matched', async () => {
    const answer = await recommendServers(deps(), 'I want the agent to search the web and take screenshots in a browser', 'en');
    expect(answer.categories).toEqual(expect.arrayContaining(['search-web', 'browser-automation']));
    expect(answer.items.length).toBeGreaterThan(3);
    for (const item of answer.items) expect(item.words.length + item.categories.length).toBeGreaterThan(0);
    const zh = await recommendServers(deps(), '帮我查询数据库并生成报表', 'zh');
    expect(zh.items.some((i) => i.server.category === 'databases')).toBe(true);
    expect((await recommendServers(deps(), '   ', 'en')).items).toEqual([]);
  });

  it('imports server.json files idempotently by name and reports every rejected row', async () => {
    const rows = [
      {
        name: 'io.github.example/imported',
        description: 'Imported example server',
        version: '1.0.0',
        repository: { url: 'https://github.com/example/imported', source: 'github' },
        packages: [{ registryType: 'npm', identifier: '@example/imported', version: '1.0.0', transport: { type: 'stdio' } }],
      },
      { name: 'not a name', packages: [] },
      { name: 'io.github.example/empty' },
    ];
    const first = await importServers(database.db, rows, 'en');
    expect(first).toMatchObject({ created: 1, updated: 0 });
    expect(first.rejected.map((r) => r.index)).toEqual([1, 2]);
    expect(first.rejected[0]!.issues[0]!.message).toMatch(/reverse-DNS/);
    const again = await importServers(database.db, rows, 'en');
    expect(again).toMatchObject({ created: 0, updated: 1 });
    const [row] = await database.db.select().from(mcpServers).where(eq(mcpServers.name, 'io.github.example/imported'));
    expect(row).toMatchObject({ status: 'published', source: 'import', slug: 'example-imported' });
    expect(row!.description.en).toBe('Imported example server');
    expect(row!.description.zh).toContain('npm');
  });

  it('takes submissions from signed-in users only, validated, with duplicates pointing at the listed entry', async () => {
    const body = { serverJson: { name: 'io.github.tester/weather', description: 'Weather by city', packages: [{ registryType: 'npm', identifier: '@tester/weather', version: '0.1.0' }] } };
    expect((await call('/api/mcp-servers/submissions', { method: 'POST', body })).status).toBe(401);
    const bad = await call('/api/mcp-servers/submissions?langType=en', { method: 'POST', headers: user.bearer, body: { serverJson: { name: 'weather' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/reverse-DNS/);
    const dup = await call('/api/mcp-servers/submissions', { method: 'POST', headers: user.bearer, body: { serverJson: { name: 'io.github.redis/mcp-redis', packages: [{ registryType: 'pypi', identifier: 'x' }] } } });
    expect(dup.status).toBe(409);
    expect(dup.body.data).toEqual({ slug: 'redis-mcp-redis', path: '/mcp/redis-mcp-redis' });
    expect(dup.body.msg).toContain('已经收录');

    const ok = await call('/api/mcp-servers/submissions', { method: 'POST', headers: user.cookie, body });
    expect(ok.body).toMatchObject({ code: 0, data: { status: 'pending', slug: 'tester-weather' } });
    // In review: not listed, not found, and a second submission of the name is refused.
    expect((await call('/api/mcp-servers/tester-weather')).status).toBe(404);
    expect((await searchMcpServers(database.db, { q: 'tester weather' })).map((s) => s.slug)).not.toContain('tester-weather');
    const twice = await call('/api/mcp-servers/submissions', { method: 'POST', headers: other.bearer, body });
    expect(twice.status).toBe(409);
    const mine = await call('/api/mcp-servers/submissions/mine', { headers: user.bearer });
    expect(mine.body.data).toEqual([expect.objectContaining({ name: 'io.github.tester/weather', status: 'pending' })]);
  });

  it('lets staff approve (published, searchable, in the sitemap, submitter told) or reject with a reason', async () => {
    expect((await call('/api/mcp-servers/review', { headers: user.bearer })).status).toBe(404);
    const queue = await call('/api/mcp-servers/review', { headers: admin.bearer });
    const item = queue.body.data.find((i: { name: string }) => i.name === 'io.github.tester/weather');
    expect(item).toMatchObject({ status: 'pending', serverJson: { name: 'io.github.tester/weather' } });
    expect((await call(`/api/mcp-servers/review/${item.id}/approve`, { method: 'POST', headers: user.bearer })).status).toBe(404);

    const published: string[] = [];
    bus.subscribe(MCP_TOPIC, () => published.push(MCP_TOPIC));
    const approved = await call(`/api/mcp-servers/review/${item.id}/approve`, { method: 'POST', headers: admin.bearer });
    expect(approved.body).toMatchObject({ code: 0, data: { slug: 'tester-weather' } });
    expect(published).toContain(MCP_TOPIC);
    expect((await call('/api/mcp-servers/tester-weather')).body.data).toMatchObject({ name: 'io.github.tester/weather', source: 'submission' });
    expect((await searchMcpServers(deps(), { q: 'tester weather' })).map((s) => s.slug)).toContain('tester-weather');
    expect((await mcpSitemapEntries(database.db)).map((e) => e.path)).toContain('/mcp/tester-weather');
    const told = await database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told).toEqual([expect.objectContaining({ kind: 'mcp.approved', link: '/mcp/tester-weather' })]);
    // Decided once.
    expect((await call(`/api/mcp-servers/review/${item.id}/approve`, { method: 'POST', headers: admin.bearer })).status).toBe(404);

    const second = await call('/api/mcp-servers/submissions', { method: 'POST', headers: other.bearer, body: { serverJson: { name: 'io.github.other/spam', remotes: [{ type: 'sse', url: 'https://spam.example.com/sse' }] } } });
    const id = (await database.db.select({ id: mcpServers.id }).from(mcpServers).where(eq(mcpServers.slug, second.body.data.slug)))[0]!.id;
    expect((await call(`/api/mcp-servers/review/${id}/reject`, { method: 'POST', headers: admin.bearer, body: { reason: '' } })).status).toBe(400);
    expect((await call(`/api/mcp-servers/review/${id}/reject`, { method: 'POST', headers: admin.bearer, body: { reason: 'Not an MCP server' } })).body.code).toBe(0);
    const [note] = await database.db.select().from(notifications).where(eq(notifications.userId, other.id));
    expect(note).toMatchObject({ kind: 'mcp.rejected', values: { name: 'io.github.other/spam', reason: 'Not an MCP server' } });
    const mine = await call('/api/mcp-servers/submissions/mine', { headers: other.bearer });
    expect(mine.body.data[0]).toMatchObject({ status: 'rejected', rejectReason: 'Not an MCP server' });
    // The submitter may send a refused entry again.
    const resent = await call('/api/mcp-servers/submissions', { method: 'POST', headers: other.bearer, body: { serverJson: { name: 'io.github.other/spam', remotes: [{ type: 'sse', url: 'https://spam.example.com/sse' }] } } });
    expect(resent.body.data.status).toBe('pending');
  });

  it('counts likes once per visitor, copies once per visitor and client, and ranks by this site’s counts', async () => {
    const visitor = (id: string) => ({ Cookie: `vid=${id.padEnd(32, '0')}` });
    const like = (v: string) => call('/api/mcp-servers/redis-mcp-redis/like', { method: 'POST', headers: visitor(v) });
    expect((await like('a1')).body.data).toMatchObject({ likes: 1, counted: true });
    expect((await like('a1')).body.data).toMatchObject({ likes: 1, counted: false });
    expect((await like('b2')).body.data).toMatchObject({ likes: 2, counted: true });
    expect((await call('/api/mcp-servers/redis-mcp-redis/like', { headers: visitor('a1') })).body.data).toMatchObject({ likes: 2, liked: true });

    const copy = (v: string, client: string) => call('/api/mcp-servers/grafana-mcp-grafana/installs', { method: 'POST', headers: visitor(v), body: { client } });
    expect((await copy('a1', 'cursor')).body.data).toEqual({ installs: 1, counted: true });
    expect((await copy('a1', 'cursor')).body.data).toEqual({ installs: 1, counted: false });
    expect((await copy('a1', 'vscode')).body.data).toEqual({ installs: 2, counted: true });
    expect((await copy('a1', 'emacs')).status).toBe(400);
    expect((await call('/api/mcp-servers/no-such-server/installs', { method: 'POST', body: { client: 'cursor' } })).status).toBe(404);

    const [grafana] = await database.db.select({ id: mcpServers.id }).from(mcpServers).where(eq(mcpServers.slug, 'grafana-mcp-grafana'));
    await recordPageView(database.db, { type: 'mcp', id: String(grafana!.id) }, 'viewer-1');
    expect((await rankServers(database.db, 'views', 'en')).map((r) => [r.server.slug, r.value])).toEqual([['grafana-mcp-grafana', 1]]);
    expect((await rankServers(database.db, 'likes', 'en'))[0]).toMatchObject({ rank: 1, value: 2, server: { slug: 'redis-mcp-redis' } });
    expect((await call('/api/mcp-servers/ranking?by=installs')).body.data[0]).toMatchObject({ value: 2, server: { slug: 'grafana-mcp-grafana' } });
  });

  it('serves a server’s detail with install snippets, and 404 for unknown or malformed slugs', async () => {
    const res = await call('/api/mcp-servers/mendableai-firecrawl-mcp-server?langType=en');
    expect(res.body.data).toMatchObject({ title: 'Firecrawl', category: 'search-web', envVars: [expect.objectContaining({ name: 'FIRECRAWL_API_KEY', isSecret: true })] });
    expect(res.body.data.snippets.map((s: { client: string }) => s.client)).toEqual(['claude-desktop', 'cursor', 'vscode', 'cline']);
    expect((await call('/api/mcp-servers/nothing-here')).status).toBe(404);
    expect((await call('/api/mcp-servers/%3Cscript%3E')).status).toBe(400);
  });
});
