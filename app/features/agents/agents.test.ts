// The AI agent page's groups (docs/decisions/032): read from the shipped catalogue's categories and tags with a few
// pins, the well-known agents land in the group people look for them in, each product once; on a database the
// page data carries the cards, search finds among agents only, and /agent is in the sitemaps.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { CATALOGUE_SEED_DIR } from '../../../server/db/seed/catalogue.seed';
import { upsertCategories, upsertTags, writeProducts } from '~/features/catalogue/catalogue.write.server';
import { ZCategoryInput, ZProductInput, ZTagInput } from '~/features/catalogue/catalogue.schema';
import { AGENT_GROUP_SPECS, type TAgentGroup } from './agents.constants';
import { assignAgentGroups, type AgentCandidate } from './agents.server';

interface SeedProduct {
  slug: string;
  category: string;
  tags?: string[];
  popularity?: number;
}

/** The shipped catalogue's products (a product in several files keeps its first entry, as the seed does). */
function shippedProducts(): SeedProduct[] {
  const files = fs
    .readdirSync(CATALOGUE_SEED_DIR)
    .filter((f) => /^products-.*\.json$/.test(f))
    .sort((a, b) => Number(b.startsWith('products-top-')) - Number(a.startsWith('products-top-')) || a.localeCompare(b, 'en', { numeric: true }));
  const seen = new Map<string, SeedProduct>();
  for (const file of files) {
    for (const p of JSON.parse(fs.readFileSync(path.join(CATALOGUE_SEED_DIR, file), 'utf8')) as SeedProduct[]) if (!seen.has(p.slug)) seen.set(p.slug, p);
  }
  return [...seen.values()];
}

describe('agent groups over the shipped catalogue', () => {
  const all = shippedProducts();
  const slugs = new Map(all.map((p, i) => [i + 1, p.slug]));
  const rows: AgentCandidate[] = all
    .map((p, i) => ({ id: i + 1, slug: p.slug, category: p.category, tags: p.tags ?? [], popularity: p.popularity ?? 0 }))
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const groups = assignAgentGroups(rows);
  const members = (key: TAgentGroup) => (groups.get(key) ?? []).map((id) => slugs.get(id)!);

  it('puts the well-known agents where people look for them', () => {
    for (const slug of ['cursor', 'claude-code', 'github-copilot', 'devin', 'openai-codex', 'windsurf', 'cline']) expect(members('coding'), slug).toContain(slug);
    for (const slug of ['manus', 'genspark', 'autogpt']) expect(members('general'), slug).toContain(slug);
    for (const slug of ['browser-use', 'perplexity-comet']) expect(members('browser'), slug).toContain(slug);
    for (const slug of ['langchain', 'autogen', 'crewai', 'llamaindex', 'metagpt']) expect(members('frameworks'), slug).toContain(slug);
    for (const slug of ['dify', 'coze', 'n8n', 'zapier']) expect(members('platforms'), slug).toContain(slug);
    expect(members('business')).toContain('salesforce-agentforce');
  });

  it('lists each product once, most popular first, and no chat assistant or plain code completer', () => {
    const listed = [...groups.values()].flat();
    expect(new Set(listed).size).toBe(listed.length);
    for (const [, ids] of groups) {
      const order = rows.filter((r) => ids.includes(r.id)).map((r) => r.id);
      expect(ids).toEqual(order);
    }
    expect(listed.map((id) => slugs.get(id))).not.toContain('chatgpt');
    expect(listed.map((id) => slugs.get(id))).not.toContain('tabnine');
    for (const spec of AGENT_GROUP_SPECS) for (const pin of spec.pins) expect(all.some((p) => p.slug === pin), pin).toBe(true);
  });
});

const targets = await dbTargets();

describe.each(targets)('the agent page data on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;

  beforeAll(async () => {
    database = await target.open({ seed: false });
    // The agent products of the shipped catalogue (and a few others), as the seed writes them.
    const dir = CATALOGUE_SEED_DIR;
    await upsertCategories(database.db, (JSON.parse(fs.readFileSync(path.join(dir, 'categories.json'), 'utf8')) as unknown[]).map((c) => ZCategoryInput.parse(c)));
    await upsertTags(database.db, (JSON.parse(fs.readFileSync(path.join(dir, 'tags.json'), 'utf8')) as unknown[]).map((t) => ZTagInput.parse(t)));
    const wanted = new Set(['cursor', 'claude-code', 'github-copilot', 'manus', 'browser-use', 'langchain', 'crewai', 'dify', 'coze', 'n8n', 'chatgpt', 'tabnine', 'salesforce-agentforce']);
    const picked = shippedProducts().filter((p) => wanted.has(p.slug));
    expect(picked.length).toBe(wanted.size);
    await writeProducts(database.db, picked.map((p, i) => ({ row: i + 1, source: 'test', product: ZProductInput.parse(p) })));
    app = testApp(database);
  });
  afterAll(() => database?.close());

  it('answers the groups with product cards, and a search among agents only', async () => {
    const call = apiCaller(app);
    const page = (await call('/api/agents', { headers: { 'Accept-Language': 'en' } })).body.data;
    const bySlug = Object.fromEntries(page.groups.map((g: { key: string; items: { slug: string }[] }) => [g.key, g.items.map((i) => i.slug)]));
    expect(bySlug.coding).toEqual(expect.arrayContaining(['cursor', 'claude-code', 'github-copilot']));
    expect(bySlug.frameworks).toEqual(expect.arrayContaining(['langchain', 'crewai']));
    expect(page.total).toBe(11);
    expect(page.results).toBeNull();

    const found = (await call('/api/agents?q=cursor', { headers: { 'Accept-Language': 'en' } })).body.data.results;
    expect(found[0].slug).toBe('cursor');
    // ChatGPT matches "assistant"-like words but is no agent here.
    const words = (await call('/api/agents?q=chatgpt')).body.data.results;
    expect(words.map((r: { slug: string }) => r.slug)).not.toContain('chatgpt');
    const bad = await call('/api/agents?group=everything', { headers: { 'Accept-Language': 'en' } });
    expect(bad.status).toBe(400);
  });
});
