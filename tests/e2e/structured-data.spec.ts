// Every page type's JSON-LD, as the built server sends it: valid JSON, only the schema.org types the site means to
// emit with the properties schema.org and Google's structured-data rules require, absolute URLs, and nothing
// untrue — no rating or review (the site has no visitor ratings; the score is the editors'), and an Offer only
// with a known price (docs/decisions/013). Plain HTTP requests, no browser: the markup is in the server's HTML.
import type { APIRequestContext } from '@playwright/test';
import { PAGES } from '../../app/pages';
import { MCP_AREA_SEGMENTS } from '../../app/features/mcp/mcp.schema';
import { expect, test, E2E_PASSWORD } from './fixtures';

const APP_URL = 'https://app.example.test';
/** Types the site emits, with the properties each must carry. */
const REQUIRED: Record<string, string[]> = {
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  ItemList: ['name', 'url', 'itemListElement'],
  SoftwareApplication: ['name', 'url', 'description', 'applicationCategory'],
  Organization: ['name'],
  Offer: ['price'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  // Google's dataset search requires name and description; the page and the creator make it useful.
  Dataset: ['name', 'description', 'url', 'creator'],
  NewsArticle: ['headline', 'url', 'datePublished', 'dateModified', 'author', 'publisher'],
  // GPUs and compute offers (docs/decisions/033): a sample offer carries no Offer, its price being nobody's.
  Product: ['name', 'description', 'url', 'brand'],
  Brand: ['name'],
  PropertyValue: ['name', 'value'],
  UnitPriceSpecification: ['price', 'priceCurrency'],
  // A service page: what is offered, by whom, and when someone answers (docs/decisions/034).
  Service: ['name', 'serviceType', 'description', 'url', 'provider'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  Article: ['headline', 'url', 'datePublished', 'dateModified', 'author', 'publisher'],
};
/** Free of charge: the only price the catalogue knows. */
const FREE = new Set(['free', 'freemium', 'open_source']);
const HREFLANG: Record<string, string> = { '': 'zh-CN', zh: 'zh-CN', en: 'en', tw: 'zh-TW', ja: 'ja' };
/** The API's `langType` of each URL prefix. */
const LANG_TYPE: Record<string, string> = { '': 'zh_cn', zh: 'zh_cn', en: 'en', tw: 'zh_tw', ja: 'jp' };

type Node = Record<string, unknown>;

function blocksOf(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

/** Every object in a JSON-LD tree. */
function nodes(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) nodes(item, out);
  else if (value && typeof value === 'object') {
    out.push(value as Node);
    for (const child of Object.values(value)) nodes(child, out);
  }
  return out;
}

const absolute = (url: unknown) => typeof url === 'string' && url.startsWith(`${APP_URL}/`);

/** Checks one page's JSON-LD; returns the top-level objects by type. */
function checkPage(label: string, html: string): Map<string, Node> {
  const byType = new Map<string, Node>();
  for (const text of blocksOf(html)) {
    let data: Node;
    try {
      data = JSON.parse(text) as Node;
    } catch (error) {
      throw new Error(`${label}: JSON-LD is not JSON (${(error as Error).message}): ${text.slice(0, 200)}`);
    }
    expect(data['@context'], label).toBe('https://schema.org');
    const type = data['@type'] as string;
    expect(byType.has(type), `${label}: two ${type} blocks`).toBe(false);
    byType.set(type, data);
    for (const node of nodes(data)) {
      const keys = Object.keys(node);
      expect(keys.filter((k) => /^(aggregateRating|review|reviewRating|rating)$/i.test(k)), `${label}: ratings nobody gave`).toEqual([]);
      const nodeType = node['@type'] as string | undefined;
      if (!nodeType) continue;
      expect(Object.keys(REQUIRED), `${label}: unexpected @type`).toContain(nodeType);
      for (const property of REQUIRED[nodeType]!) {
        expect(node[property], `${label}: ${nodeType}.${property}`).not.toBeUndefined();
        expect(node[property], `${label}: ${nodeType}.${property}`).not.toBe('');
      }
      for (const [key, value] of Object.entries(node)) expect(value, `${label}: ${nodeType}.${key}`).not.toBeNull();
    }
  }
  const site = byType.get('WebSite');
  if (site) {
    expect(absolute(site.url), `${label}: WebSite.url`).toBe(true);
    const action = site.potentialAction as Node;
    expect(action['@type']).toBe('SearchAction');
    expect(action.target as string).toMatch(new RegExp(`^${APP_URL}/.*\\{search_term_string\\}$`));
    expect(action['query-input']).toBe('required name=search_term_string');
  }
  const crumbs = byType.get('BreadcrumbList');
  if (crumbs) {
    const items = crumbs.itemListElement as Node[];
    expect(items.length, `${label}: breadcrumb`).toBeGreaterThan(0);
    items.forEach((item, index) => {
      expect(item['@type']).toBe('ListItem');
      expect(item.position, `${label}: breadcrumb positions`).toBe(index + 1);
      // Google: every crumb but the last links its page.
      if (index < items.length - 1) expect(absolute(item.item), `${label}: crumb ${index + 1} item`).toBe(true);
    });
  }
  const list = byType.get('ItemList');
  if (list) {
    expect(absolute(list.url), `${label}: ItemList.url`).toBe(true);
    const items = list.itemListElement as Node[];
    items.forEach((item, index) => {
      expect(item['@type']).toBe('ListItem');
      // A list item links its page on this site (url), or carries the thing itself (item) with its own https address
      // (an app's store page).
      const thing = item.item as Node | undefined;
      const linked = item.url !== undefined ? absolute(item.url) : typeof thing?.url === 'string' && thing.url.startsWith('https://');
      expect(linked, `${label}: list item ${index + 1} url`).toBe(true);
      if (index > 0) expect(item.position, `${label}: list positions`).toBe((items[index - 1]!.position as number) + 1);
    });
  }
  return byType;
}

/** Signs `email` up (or in) in this request context's cookie jar; ADMIN_EMAILS makes admin@e2e.test staff. */
async function signIn(request: APIRequestContext, email: string) {
  const csrf = async (): Promise<Record<string, string>> => {
    const cookie = (await request.storageState()).cookies.find((c) => c.name === 'csrf_token');
    return cookie ? { 'X-CSRF-Token': cookie.value } : {};
  };
  await request.get('/');
  let body = await (await request.post('/api/account/emailRegister', { data: { email, password: E2E_PASSWORD }, headers: await csrf() })).json();
  if (body.code !== 0) {
    body = await (await request.post('/api/account/emailLogin', { data: { email, password: E2E_PASSWORD }, headers: await csrf() })).json();
  }
  expect(body.code, JSON.stringify(body)).toBe(0);
  const login = await request.post('/api/account/login', { data: { code: body.data.ticket, loginType: 1 }, headers: await csrf() });
  expect((await login.json()).code).toBe(0);
}

/**
 * The pages are checked in parts, which spread over the workers: each part has its own time limit, so a busy
 * machine slows the check down without failing it (the whole site in one test took 15 s on an idle machine and over
 * two minutes beside another test run).
 */
const PARTS = 6;

test.describe('structured data @desktop-only', () => {
  for (let part = 0; part <= PARTS; part++) {
  const title = part < PARTS ? `every page type carries only true, valid JSON-LD (part ${part + 1} of ${PARTS})` : 'signed-in pages carry only true, valid JSON-LD';
  test(title, async ({ request, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const api = async <T>(url: string) => ((await (await request.get(url)).json()) as { data: T }).data;
    const byPricing = new Map<string, string>();
    for (const pricing of ['free', 'freemium', 'paid', 'open_source']) {
      const page = await api<{ items: { slug: string }[] }>(`/api/products?pricing=${pricing}&pageSize=1`);
      if (page.items[0]) byPricing.set(pricing, page.items[0].slug);
    }
    expect([...byPricing.keys()]).toEqual(expect.arrayContaining(['free', 'paid']));
    const category = (await api<{ slug: string }[]>('/api/products/categories'))[0]!.slug;
    const tag = (await api<{ slug: string }[]>('/api/products/tags?limit=1'))[0]!.slug;
    const shortLink = (await (await request.post('/api/short-link', { data: { url: '/en/about' } })).json()).data.path as string;
    const [freeSlug, paidSlug] = [byPricing.get('free')!, byPricing.get('paid')!];
    const plan = (await (await request.post('/api/solutions', { data: { description: '我想做一个小红书带货短视频账号' } })).json()).data.plan.id as string;

    // Route module → the URLs that exercise it (every language prefix appears somewhere).
    const visitor: Record<string, string[]> = {
      'routes/home.tsx': ['/', '/en', '/tw', '/ja', '/zh'],
      'routes/discover.tsx': ['/discover', '/en/discover/chatbot', '/ja/discover/%E7%94%BB%E5%83%8F'],
      'routes/class-index.tsx': ['/class', '/tw/class'],
      'routes/product-list.tsx': [`/class/${category}`, `/en/tag/${tag}`],
      'routes/about.tsx': ['/about', '/en/about'],
      'routes/agreement.tsx': ['/protocol/agreement'],
      'routes/privacy.tsx': ['/en/protocol/privacyPolicy'],
      'routes/excess-link.tsx': ['/ExcessLink?url=https%3A%2F%2Fexample.com%2F'],
      'routes/login.tsx': ['/login', '/en/login'],
      'routes/login-callback.tsx': ['/login/callback'],
      'routes/passport.tsx': ['/passport'],
      'routes/passport-outbox.tsx': ['/passport/outbox'],
      'routes/short-link.tsx': [shortLink, '/short-link/unknown-code'],
      'routes/product-details.tsx': [
        ...[...byPricing.values()].map((slug, i) => `${['', '/en', '/tw', '/ja'][i]}/details/${slug}`),
        `/en/details/${freeSlug}?tab=traffic`,
      ],
      'routes/product-compare.tsx': [`/compare/${[freeSlug, paidSlug].sort().join('-vs-')}`, `/en/compare/${[freeSlug, paidSlug].sort().join('-vs-')}`],
      'routes/tools.tsx': ['/tools', '/ja/tools'],
      'routes/rankings-landing.tsx': ['/best-ai-tools', '/en/best-ai-tools'],
      'routes/rankings-list.tsx': ['/best-ai-tools/weekly/top', '/en/best-ai-tools/monthly/growth/chatbots/us', '/ja/best-ai-tools/quarterly/top?page=2'],
      'routes/favorites.tsx': ['/favorites'],
      'routes/user-center.tsx': ['/user'],
      'routes/admin.tsx': ['/admin'],
      'routes/submission.tsx': ['/submission', '/en/submission?type=ad', '/ja/submission?type=update'],
      // Signed out: the order page asks to sign in; a tester page without its signature is the 404 page.
      'routes/order.tsx': ['/user/orders/AT20260101AAAAAAAA'],
      'routes/pay-sandbox.tsx': ['/pay/sandbox/AT20260101AAAAAAAA-1?sig=0000000000000000'],
      'routes/not-found.tsx': ['/no-such-page', '/en/details/no-such-product'],
      // The iOS list is a 404 outside the China edition (SPEC §2.1).
      'routes/app-rankings.tsx': ['/best-ai-apps/android', '/en/best-ai-apps/android/us/image', '/tw/best-ai-apps/ios'],
      // Signed out: the playground asks to sign in.
      'routes/mcp-playground.tsx': ['/mcp/playground', '/en/mcp/debug?url=https%3A%2F%2Fexample.com%2Fmcp'],
      'routes/arena.tsx': ['/models/arena', '/en/models/arena'],
      'routes/arena-leaderboard.tsx': ['/models/arena/leaderboard', '/en/models/arena/leaderboard?category=coding'],
      'routes/models-list.tsx': ['/models', '/en/models?provider=qwen&page=1'],
      'routes/model-details.tsx': ['/models/qwen3-max', '/en/models/gpt-4o', '/tw/models/deepseek-chat', '/ja/models/qwen-plus'],
      'routes/models-compare.tsx': ['/models/compare?ids=deepseek-chat,gpt-4o', '/en/models/compare'],
      'routes/models-calculator.tsx': ['/models/calculator', '/ja/models/calculator?mode=budget'],
      'routes/mcp-home.tsx': ['/mcp', '/en/mcp/servers?category=databases', '/ja/mcp?q=postgres'],
      'routes/mcp-server.tsx': ['/mcp/mendableai-firecrawl-mcp-server', '/en/mcp/redis-mcp-redis', '/tw/mcp/grafana-mcp-grafana', '/mcp/no-such-server'],
      'routes/mcp-clients.tsx': ['/mcp/clients', '/ja/mcp/clients'],
      'routes/mcp-cases.tsx': ['/mcp/cases', '/en/mcp/cases'],
      'routes/mcp-case.tsx': ['/mcp/cases/research-brief-with-web-search', '/en/mcp/cases/query-your-database-safely', '/mcp/cases/no-such-case'],
      'routes/mcp-submit.tsx': ['/mcp/submit', '/en/mcp/submit'],
      'routes/mcp-ranking.tsx': ['/mcp/ranking', '/en/mcp/ranking?by=likes'],
      'routes/mcp-assistant.tsx': ['/mcp/assistant', '/en/mcp/assistant?task=query%20a%20database'],
      'routes/geo.tsx': ['/geo', '/en/geo', '/tw/geo', '/ja/geo'],
      'routes/geo-tools.tsx': ['/geo/tools', '/en/geo/tools'],
      'routes/services.tsx': ['/services', '/en/services', '/ja/services'],
      'routes/service.tsx': ['/services/training', '/en/services/labeling', '/tw/services/agent', '/ja/services/consulting', '/zh/services/hardware', '/services/geo'],
      // Signed out: the check asks to sign in.
      'routes/geo-check.tsx': ['/tools/geo', '/en/tools/geo'],
      'routes/datasets-list.tsx': ['/datasets', '/en/datasets?task=code'],
      'routes/dataset-details.tsx': ['/datasets/squad', '/en/datasets/fineweb', '/tw/datasets/wenetspeech', '/ja/datasets/coco', '/datasets/no-such-dataset'],
      // Signed out: the tracker asks to sign in; an id that is not one is the 404 page.
      'routes/trackers.tsx': ['/tools/trackers', '/en/tools/trackers'],
      'routes/tracker-report.tsx': ['/tools/trackers/AbCdEfGhIjKlMnOp', '/en/tools/trackers/not-an-id'],
      'routes/news-list.tsx': ['/news', '/en/news?tag=OpenAI', '/ja/news?date=2024-05'],
      'routes/news-article.tsx': ['/news/openai-gpt-4', '/en/news/deepseek-r1', '/tw/news/qwen3', '/ja/news/anthropic-claude-4', '/news/no-such-article'],
      'routes/news-daily.tsx': ['/news/daily/2023-03-14', '/en/news/daily/2025-08-05', '/news/daily/2023-03-15'],
      'routes/deployment.tsx': ['/deployment', '/en/deployment?q=chat', '/ja/deployment?product=dify', '/tw/deployment?category=agents'],
      'routes/compute-list.tsx': ['/compute', '/en/compute/servers', '/tw/compute/leasing?gpu=h100-sxm', '/ja/compute/appliances'],
      'routes/compute-gpus.tsx': ['/compute/gpus', '/en/compute/gpus'],
      'routes/compute-gpu.tsx': ['/compute/gpus/h100-sxm', '/en/compute/gpus/mi300x', '/compute/gpus/no-such-gpu'],
      'routes/compute-offer.tsx': ['/compute/offers/servers-h100-sxm-8x-1', '/en/compute/offers/leasing-rtx-4090-1x-1', '/compute/offers/no-such-offer'],
      'routes/compute-assistant.tsx': ['/compute/assistant', '/en/compute/assistant?workload=lora&params=70&precision=int4'],
      'routes/guide-list.tsx': ['/guide', '/en/guide?tag=mcp', '/ja/guide?sort=popular'],
      'routes/guide-article.tsx': ['/guide/estimate-llm-api-costs', '/en/guide/build-a-rag-knowledge-base', '/tw/guide/geo-basics-being-cited-by-ai-answers', '/ja/guide/write-prompts-for-image-models', '/guide/no-such-guide', '/guide/openai-gpt-4'],
      'routes/solutions.tsx': ['/solutions', '/en/solutions', `/solutions/${plan}`, `/ja/solutions/${plan}`, '/tw/solutions/AAAAAAAAAAAAAAAAAAAAAAAA'],
      'routes/agent.tsx': ['/agent', '/en/agent', '/tw/agent', '/ja/agent?group=coding', '/agent?q=browser'],
      'routes/share-demo.tsx': ['/share-demo', '/en/share-demo?type=product&id=cursor', '/share-demo?type=ranking', '/ja/share-demo?type=models&ids=gpt-4o,deepseek-chat', '/share-demo?type=product&id=no-such-product'],
    };
    const signedIn: Record<string, string[]> = {
      'routes/favorites.tsx': ['/en/favorites'],
      'routes/user-center.tsx': ['/user', '/en/user/points', '/user/orders', '/en/user/invoices', '/user/mcp'],
      'routes/admin.tsx': ['/admin'],
      'routes/submission.tsx': ['/tw/submission'],
      'routes/mcp-playground.tsx': ['/ja/mcp/playground'],
      'routes/arena.tsx': ['/ja/models/arena'],
      'routes/geo-check.tsx': ['/en/tools/geo', '/ja/tools/geo'],
      // Another user's (or no) tracker is the 404 page.
      'routes/trackers.tsx': ['/ja/tools/trackers', '/tw/tools/trackers'],
      'routes/tracker-report.tsx': ['/tw/tools/trackers/AbCdEfGhIjKlMnOp'],
      'routes/deployment.tsx': ['/deployment', '/en/deployment?product=open-webui'],
      'routes/solutions.tsx': ['/solutions', `/en/solutions/${plan}`],
    };

    // Every page module (app/pages.ts, plus the 404 route of app/routes.ts) is visited.
    const modules = [...new Set([...PAGES.map(([, file]) => file), 'routes/not-found.tsx'])];
    expect(modules.length).toBeGreaterThan(15);
    expect(Object.keys(visitor).sort()).toEqual(modules.sort());

    const visit = async (client: APIRequestContext, url: string, who: string) => {
      const res = await client.get(url);
      const label = `${who} ${url} (${res.status()})`;
      expect(res.status(), label).toBeLessThan(500);
      const byType = checkPage(label, await res.text());
      const prefix = /^\/(zh|en|tw|ja)(?:\/|$|\?)/.exec(new URL(res.url()).pathname)?.[1] ?? '';
      const site = byType.get('WebSite');
      if (site) expect(site.inLanguage, label).toBe(HREFLANG[prefix]);
      const detail = /\/details\/([a-z0-9-]+)/.exec(url)?.[1];
      const mcpSlug = /^(?:\/(?:zh|en|tw|ja))?\/mcp\/([a-z0-9-]+)$/.exec(url.split('?')[0]!)?.[1];
      const mcpServer = mcpSlug && !MCP_AREA_SEGMENTS.includes(mcpSlug as never) ? mcpSlug : undefined;
      if (detail && res.status() === 200) {
        const app = byType.get('SoftwareApplication');
        expect(app, `${label}: SoftwareApplication`).toBeDefined();
        const product = await api<{ name: string; pricing: string }>(`/api/products/${detail}?langType=${LANG_TYPE[prefix]}`);
        expect(app!.name).toBe(product.name);
        expect(absolute(app!.url)).toBe(true);
        if (FREE.has(product.pricing)) expect(app!.offers, label).toEqual({ '@type': 'Offer', price: 0 });
        else expect(app!.offers, `${label}: a ${product.pricing} product's price is not known`).toBeUndefined();
        expect(byType.has('BreadcrumbList'), label).toBe(true);
      } else if (/\/models\/(?!compare$|calculator$|arena$)[a-z0-9.-]+$/.test(url) && res.status() === 200) {
        // A model: software its maker publishes, with no price offer (token prices are not one Offer).
        const model = byType.get('SoftwareApplication');
        expect(model, `${label}: SoftwareApplication`).toBeDefined();
        expect(model!.offers, label).toBeUndefined();
        expect((model!.creator as Node)['@type'], label).toBe('Organization');
        expect(byType.has('BreadcrumbList'), label).toBe(true);
      } else if (mcpServer && res.status() === 200) {
        // An MCP server: a SoftwareApplication with its title, no price (the library does not know it).
        const app = byType.get('SoftwareApplication');
        const server = await api<{ title: string }>(`/api/mcp-servers/${mcpServer}?langType=${LANG_TYPE[prefix]}`);
        expect(app?.name, label).toBe(server.title);
        expect(absolute(app!.url)).toBe(true);
        expect(app!.offers, label).toBeUndefined();
        expect(byType.has('BreadcrumbList'), label).toBe(true);
      } else {
        expect(byType.has('SoftwareApplication'), label).toBe(false);
      }
      // A dataset: schema.org Dataset (what dataset search reads) with its creator, licence and page.
      if (/\/datasets\/(?!no-such)[a-z0-9-]+$/.test(url)) {
        const dataset = byType.get('Dataset');
        expect(dataset, `${label}: Dataset`).toBeDefined();
        expect(absolute(dataset!.url), label).toBe(true);
        expect((dataset!.creator as Node)['@type'], label).toBe('Organization');
        expect(dataset!.license, label).toBeTruthy();
        expect(byType.has('BreadcrumbList'), label).toBe(true);
      }
      // A news article: a NewsArticle with its page, dates, language and the site as author and publisher.
      if (/\/news\/(?!daily\/)[a-z0-9-]+$/.test(url) && res.status() === 200) {
        const article = byType.get('NewsArticle');
        expect(article, `${label}: NewsArticle`).toBeDefined();
        expect(absolute(article!.url), label).toBe(true);
        expect(article!.inLanguage, label).toBe(HREFLANG[prefix]);
        expect(Date.parse(article!.datePublished as string), label).not.toBeNaN();
        expect((article!.publisher as Node)['@type'], label).toBe('Organization');
        expect(byType.has('BreadcrumbList'), label).toBe(true);
      } else {
        expect(byType.has('NewsArticle'), label).toBe(false);
      }
      // A compute offer or GPU: a Product with its figures; the shipped offers are samples, so no Offer and no price.
      if (/\/compute\/(offers|gpus)\/(?!no-such)[a-z0-9-]+$/.test(url)) {
        const product = byType.get('Product');
        expect(product, `${label}: Product`).toBeDefined();
        expect(absolute(product!.url), label).toBe(true);
        expect(product!.offers, `${label}: a sample price is not an Offer`).toBeUndefined();
        expect(byType.has('BreadcrumbList'), label).toBe(true);
      }
      if (/\/compute(\/(servers|leasing|appliances|gpus))?(\?|$)/.test(url)) {
        const list = byType.get('ItemList');
        expect(list, `${label}: ItemList`).toBeDefined();
        expect((list!.itemListElement as Node[]).length, label).toBeGreaterThan(0);
      }
      // A guide: an Article with its page, dates, reading time, language and the site as author and publisher.
      if (/\/guide\/[a-z0-9-]+$/.test(url) && res.status() === 200) {
        const article = byType.get('Article');
        expect(article, `${label}: Article`).toBeDefined();
        expect(absolute(article!.url), label).toBe(true);
        expect(article!.inLanguage, label).toBe(HREFLANG[prefix]);
        expect(article!.timeRequired, label).toMatch(/^PT\d+M$/);
        expect((article!.author as Node)['@type'], label).toBe('Organization');
        expect(byType.has('BreadcrumbList'), label).toBe(true);
      } else {
        expect(byType.has('Article'), label).toBe(false);
      }
      // The model library's list: an ItemList of the models shown, each with its page.
      if (/^(?:\/(?:zh|en|tw|ja))?\/(models|datasets|agent)(\?|$)/.test(url)) {
        const list = byType.get('ItemList');
        expect(list, `${label}: ItemList`).toBeDefined();
        for (const item of list!.itemListElement as Node[]) expect(absolute(item.url), label).toBe(true);
      }
      // App rankings: an ItemList of the apps shown, in rank order, each a SoftwareApplication (no ratings: ours are
      // samples, and store ratings are not given on this site).
      if (/\/best-ai-apps\/android/.test(url)) {
        const list = byType.get('ItemList');
        expect(list, `${label}: ItemList`).toBeDefined();
        const items = list!.itemListElement as Node[];
        expect(items.length, label).toBeGreaterThan(0);
        items.forEach((item, index) => {
          expect(item.position, label).toBe(index + 1);
          expect((item.item as Node)['@type'], label).toBe('SoftwareApplication');
        });
      }
      // A service page: a Service the site provides, with its hours, and an FAQPage of the questions it shows.
      const serviceKind = /^(?:\/(?:zh|en|tw|ja))?\/services\/(training|labeling|agent|consulting|hardware)$/.exec(url)?.[1];
      if (serviceKind) {
        const service = byType.get('Service');
        expect(service, `${label}: Service`).toBeDefined();
        expect(absolute(service!.url), label).toBe(true);
        // The page's canonical address: the default language has no prefix.
        expect(new URL(service!.url as string).pathname, label).toBe(url.replace(/^\/zh\//, '/'));
        expect((service!.provider as Node)['@type'], label).toBe('Organization');
        expect(service!.hoursAvailable, label).toMatchObject({ '@type': 'OpeningHoursSpecification', opens: '08:30', closes: '18:00' });
        const names: Record<string, string> = { '': '数据标注', zh: '数据标注', en: 'Data labeling', tw: '資料標註', ja: 'データアノテーション' };
        if (serviceKind === 'labeling') expect(service!.name, label).toBe(names[prefix]);
        expect(byType.has('BreadcrumbList'), label).toBe(true);
      } else {
        expect(byType.has('Service'), label).toBe(false);
      }
      // The GEO service page: an FAQPage whose questions are the ones the page shows, in the page's language.
      if (serviceKind) {
        const faq = byType.get('FAQPage');
        expect(faq, `${label}: FAQPage`).toBeDefined();
        expect(absolute(faq!.url), label).toBe(true);
        expect((faq!.mainEntity as Node[]).length, label).toBe(4);
      } else if (/^(?:\/(?:zh|en|tw|ja))?\/geo$/.test(url)) {
        const faq = byType.get('FAQPage');
        expect(faq, `${label}: FAQPage`).toBeDefined();
        expect(absolute(faq!.url), label).toBe(true);
        const questions = faq!.mainEntity as Node[];
        expect(questions.length, label).toBeGreaterThanOrEqual(4);
        for (const q of questions) expect((q.acceptedAnswer as Node)['@type'], label).toBe('Answer');
        const first: Record<string, string> = { '': 'GEO 和 SEO 是什么关系？', en: 'How does GEO relate to SEO?', tw: 'GEO 和 SEO 是什麼關係？', ja: 'GEO と SEO の関係は？' };
        expect(questions[0]!.name, label).toBe(first[prefix]);
      } else {
        expect(byType.has('FAQPage'), label).toBe(false);
      }
      return byType;
    };

    let pages = 0;
    if (part < PARTS) {
      // Every PARTS-th page module from this part's index: together the parts visit every module's URLs.
      for (const urls of Object.values(visitor).filter((_, index) => index % PARTS === part)) {
        for (const url of urls) {
          await visit(request, url, 'visitor');
          pages++;
        }
      }
      expect(pages).toBeGreaterThan(10);
      if (part === 0) {
        const paid = await visit(request, `/details/${paidSlug}`, 'visitor');
        expect(paid.get('SoftwareApplication')!.offers).toBeUndefined();
      }
      return;
    }

    const staff = await playwright.request.newContext({ baseURL });
    try {
      await signIn(staff, 'admin@e2e.test');
      for (const urls of Object.values(signedIn)) {
        for (const url of urls) {
          const byType = await visit(staff, url, 'signed in');
          expect(byType.has('WebSite'), url).toBe(true);
          pages++;
        }
      }
    } finally {
      await staff.dispose();
    }
    expect(pages).toBeGreaterThan(15);
  });
  }
});
