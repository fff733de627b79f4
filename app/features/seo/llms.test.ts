// /llms.txt and /llms-full.txt through the real app over PGlite and PostgreSQL: the llmstxt.org format (one H1, a
// blockquote summary, H2 sections of "- [name](url): note" links, an optional section last), every language form,
// absolute links to pages that exist, and a rebuild after a catalogue change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { products } from '../../../server/db/schema';
import { createLocalBus } from '../../../server/events/change-bus';
import { testApp } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { CATALOGUE_TOPIC } from '../catalogue/catalogue.search.server';

const targets = await dbTargets();

/** Checks the structure llmstxt.org defines and returns the sections' links. */
function parseLlmsTxt(text: string) {
  const lines = text.split('\n');
  expect(lines[0]).toMatch(/^# \S/);
  expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1);
  const summary = lines.findIndex((l) => l.startsWith('> '));
  expect(summary).toBeGreaterThan(0);
  // Before the first H2 only prose: no headings, no lists.
  const firstSection = lines.findIndex((l) => l.startsWith('## '));
  expect(firstSection).toBeGreaterThan(summary);
  expect(lines.slice(1, firstSection).some((l) => /^(#|- )/.test(l))).toBe(false);
  const sections = new Map<string, { name: string; url: string; note?: string }[]>();
  let current = '';
  for (const line of lines.slice(firstSection)) {
    if (line.startsWith('## ')) {
      current = line.slice(3);
      expect(sections.has(current), `section ${current} twice`).toBe(false);
      sections.set(current, []);
    } else if (line.startsWith('- ')) {
      const match = /^- \[([^\]]+)\]\((https?:\/\/[^)\s]+)\)(?:: (.+))?$/.exec(line);
      expect(match, line).not.toBeNull();
      sections.get(current)!.push({ name: match![1]!, url: match![2]!, note: match![3] });
    } else expect(line, 'only headings, list items and blank lines in sections').toBe('');
  }
  const names = [...sections.keys()];
  if (names.includes('Optional')) expect(names.at(-1)).toBe('Optional');
  return sections;
}

describe.each(targets)('llms.txt on $name', (target) => {
  let database: Database;
  const bus = createLocalBus();
  let app: ReturnType<typeof testApp>;

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    app = testApp(database, { APP_URL: 'https://atlas.test' }, bus);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('maps the site in the llmstxt.org format, in each language form', async () => {
    const zh = await app.request('/llms.txt');
    expect(zh.status).toBe(200);
    expect(zh.headers.get('content-type')).toMatch(/^text\/markdown/);
    const text = await zh.text();
    const sections = parseLlmsTxt(text);
    expect(text).toContain('> ');
    expect([...sections.keys()]).toEqual(['主要栏目', '热门 AI 产品', 'GEO 服务', 'AI 服务', '使用指南', 'API', 'Optional']);
    expect(sections.get('主要栏目')!.map((l) => l.url)).toContain('https://atlas.test/best-ai-tools');
    const top = sections.get('热门 AI 产品')!;
    expect(top.find((l) => l.url === 'https://atlas.test/details/chatgpt')?.note).toBeTruthy();
    expect(text).toContain('https://atlas.test/en/llms.txt');

    const en = await (await app.request('/en/llms.txt')).text();
    const enSections = parseLlmsTxt(en);
    expect([...enSections.keys()]).toEqual(['Main sections', 'Popular AI products', 'GEO services', 'AI services', 'Guides', 'API', 'Optional']);
    expect(enSections.get('Popular AI products')!.find((l) => l.url === 'https://atlas.test/en/details/chatgpt')?.name).toBe('ChatGPT');
    expect(enSections.get('Optional')!.some((l) => l.url === 'https://atlas.test/en/class/chatbots')).toBe(true);

    expect((await app.request('/xx/llms.txt')).status).toBe(404);
  });

  it('lists every published product by category in llms-full.txt, and follows catalogue changes', async () => {
    const full = async () => parseLlmsTxt(await (await app.request('/en/llms-full.txt')).text());
    const before = await full();
    const listed = [...before.values()].flat().filter((l) => l.url.includes('/details/'));
    const published = await database.db.select({ slug: products.slug }).from(products).where(eq(products.status, 'published'));
    expect(new Set(listed.map((l) => l.url.split('/details/')[1]))).toEqual(new Set(published.map((p) => p.slug)));

    await database.db.update(products).set({ status: 'hidden' }).where(eq(products.slug, 'chatgpt'));
    await bus.publish(CATALOGUE_TOPIC);
    const after = [...(await full()).values()].flat();
    expect(after.some((l) => l.url.endsWith('/details/chatgpt'))).toBe(false);
    await database.db.update(products).set({ status: 'published' }).where(eq(products.slug, 'chatgpt'));
    await bus.publish(CATALOGUE_TOPIC);
  });
});
