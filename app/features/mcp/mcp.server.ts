// The MCP library (docs/decisions/020): servers from the registry's server.json, searched in memory (a few hundred
// to a few thousand rows), detail pages, likes and "install snippet copied" counted once per visitor, rankings from
// this site's own counts, the task assistant, and the sitemap. Writes (seed, import, review) are in mcp.write.server.ts.
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { memoPerBus } from '../../../server/cache/memo';
import { mcpInstallCopies, mcpServerLikes, mcpServers, pageViews, type LocalizedText } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import type { LangCode } from '~/i18n/locales';
import { pickText } from '~/features/catalogue/catalogue.schema';
import { getPageViews } from '~/features/analytics/analytics.server';
import { registerSitemapSource, type SitemapEntry } from '~/features/seo/seo.server';
import { MCP_CASES } from './mcp.cases';
import {
  MCP_CATEGORIES,
  MCP_VIEW_TYPE,
  mcpServerPath,
  type TMcpCategory,
  type TMcpCompactResult,
  type TMcpEnvVar,
  type TMcpFacetValue,
  type TMcpQuery,
  type TMcpRankingKind,
  type TMcpRankingRow,
  type TMcpRecommendation,
  type TMcpRegistry,
  type TMcpSearchResult,
  type TMcpServerCard,
  type TMcpServerDetail,
  type TMcpTransport,
  type TSnippetClient,
} from './mcp.schema';

/** The change topic of every MCP page: published when a server is added, approved, imported or changed. */
export const MCP_TOPIC = 'mcp';
export { MCP_VIEW_TYPE };

const PUBLISHED = eq(mcpServers.status, 'published');

interface IndexRow {
  id: number;
  slug: string;
  name: string;
  title: string;
  description: Partial<LocalizedText>;
  category: TMcpCategory;
  tags: string[];
  transports: TMcpTransport[];
  registries: TMcpRegistry[];
  likes: number;
  installs: number;
  featured: number;
  createdAt: number;
  /** For compact results (the site's MCP tool): what to install and where the code is. */
  packages: TMcpCompactResult['packages'];
  repositoryUrl: string | null;
  /** Lower-cased title and name (strongest match). */
  head: string;
  /** Lower-cased descriptions in every language. */
  body: string;
}

type DbOrDeps = Db | Pick<AppDeps, 'database' | 'bus'>;

async function readIndex(db: Db): Promise<IndexRow[]> {
  const rows = await db
    .select({
      id: mcpServers.id,
      slug: mcpServers.slug,
      name: mcpServers.name,
      title: mcpServers.title,
      description: mcpServers.description,
      category: mcpServers.category,
      tags: mcpServers.tags,
      transports: mcpServers.transports,
      registries: mcpServers.registries,
      likes: mcpServers.likes,
      installs: mcpServers.installs,
      featured: mcpServers.featured,
      createdAt: mcpServers.createdAt,
      packages: mcpServers.packages,
      repositoryUrl: mcpServers.repositoryUrl,
    })
    .from(mcpServers)
    .where(PUBLISHED)
    .orderBy(asc(mcpServers.id));
  return rows.map((r) => ({
    ...r,
    category: r.category as TMcpCategory,
    transports: r.transports as TMcpTransport[],
    registries: r.registries as TMcpRegistry[],
    createdAt: r.createdAt.getTime(),
    packages: r.packages.map((p) => ({ registry: p.registryType, identifier: p.identifier, version: p.version ?? null })),
    head: `${r.title} ${r.name}`.toLowerCase(),
    body: Object.values(r.description).join(' ').toLowerCase(),
  }));
}

// Likes and install counts in the index may be a minute old, as on every cached page.
const indexMemo = memoPerBus<'all', IndexRow[]>({ ttlMs: 60_000, topic: MCP_TOPIC });
function loadIndex(x: DbOrDeps): Promise<IndexRow[]> {
  if (!('database' in x)) return readIndex(x);
  return indexMemo(x.bus).get('all', () => readIndex(x.database.db));
}

const toCard = (r: IndexRow, lang: LangCode): TMcpServerCard => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  title: r.title,
  description: pickText(r.description, lang),
  category: r.category,
  tags: r.tags,
  transports: r.transports,
  registries: r.registries,
  likes: r.likes,
  installs: r.installs,
});

// ---------------------------------------------------------------------------------------------------------------
// Words

/** Words that say nothing about what a server does (in a search or a task description). */
const STOP_WORDS = new Set(
  'a an and are as at be by can do for from get help i in into is it me my need of on or our please server servers some that the this to tool tools use using want we with you your mcp 我 我们 想 要 需要 一个 帮 帮我 用 使用 的 了 和 与 把 能 可以 让 服务 服务器 工具 请'.split(' '),
);

/** Words (en, zh, ja) that point to a category; the assistant explains matches with them. */
export const CATEGORY_WORDS: Record<TMcpCategory, string[]> = {
  databases: ['database', 'databases', 'db', 'sql', 'query', 'table', 'tables', '数据库', '数据表', '查询', 'データベース'],
  'search-web': ['search', 'web', 'crawl', 'scrape', 'scraping', 'fetch', 'internet', 'news', 'research', '搜索', '网页', '联网', '抓取', '爬虫', '检索', '検索', 'ウェブ'],
  'browser-automation': ['browser', 'click', 'screenshot', 'automate', 'automation', 'form', 'forms', '浏览器', '截图', '自动化', 'ブラウザ'],
  'developer-tools': ['code', 'coding', 'git', 'repository', 'repo', 'ide', 'debug', 'api', 'terminal', 'files', 'file', '代码', '编程', '仓库', '文件', '开发', 'コード', '開発'],
  'cloud-devops': ['cloud', 'deploy', 'deployment', 'container', 'server', 'ci', '云', '部署', '容器', '运维', 'クラウド', 'デプロイ'],
  observability: ['logs', 'log', 'metrics', 'monitoring', 'trace', 'traces', 'alert', 'alerts', 'incident', '日志', '监控', '告警', '链路', 'ログ', '監視'],
  'knowledge-memory': ['memory', 'remember', 'notes', 'note', 'knowledge', 'docs', 'documents', 'rag', 'vector', 'embedding', '记忆', '笔记', '知识库', '文档', '向量', 'メモ', '知識'],
  productivity: ['task', 'tasks', 'issue', 'issues', 'ticket', 'calendar', 'spreadsheet', 'project', 'workflow', 'todo', '任务', '日程', '日历', '表格', '项目', '工作流', 'タスク', '予定'],
  communication: ['email', 'mail', 'chat', 'message', 'messages', 'team', 'send', 'notify', '邮件', '消息', '聊天', '通知', 'メール', 'メッセージ'],
  'data-analytics': ['data', 'analytics', 'analysis', 'analyse', 'analyze', 'report', 'chart', 'statistics', 'weather', 'travel', '数据', '分析', '报表', '图表', '天气', '旅行', 'データ', '分析'],
  finance: ['payment', 'payments', 'invoice', 'invoices', 'billing', 'stock', 'stocks', 'finance', 'accounting', 'subscription', '支付', '发票', '账单', '股票', '财务', '记账', '決済', '請求'],
  crypto: ['crypto', 'blockchain', 'token', 'wallet', 'defi', 'nft', '区块链', '加密', '钱包', '代币', 'ブロックチェーン'],
  'design-media': ['design', 'ui', 'image', 'images', 'video', 'music', 'audio', '3d', '设计', '图片', '视频', '音乐', '三维', 'デザイン', '画像', '動画'],
  'ai-platforms': ['model', 'models', 'llm', 'agent', 'agents', 'ai', '模型', '智能体', '大模型', 'モデル', 'エージェント'],
  security: ['security', 'vulnerability', 'vulnerabilities', 'scan', 'auth', 'identity', 'secure', '安全', '漏洞', '扫描', '鉴权', 'セキュリティ', '脆弱性'],
  frameworks: ['framework', 'sdk', 'build', 'proxy', 'gateway', 'directory', '框架', '网关', '开发框架', 'フレームワーク'],
  other: [],
};

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

/**
 * A text's words: Latin words and numbers, and runs of CJK characters (matched as substrings, since Chinese and
 * Japanese are written without spaces); CJK category words found inside a run count as words of their own.
 */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase().slice(0, 500);
  const words = new Set<string>();
  for (const m of lower.matchAll(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*/gu)) {
    let w = m[0].replace(/[.-]+$/, '');
    if (!w) continue;
    if (CJK.test(w)) {
      // Known CJK words inside the run first, then the run itself (when short enough to be one phrase).
      const cjkWords = Object.values(CATEGORY_WORDS)
        .flat()
        .filter((k) => CJK.test(k) && w.includes(k));
      for (const k of cjkWords) words.add(k);
      for (const part of w.split(/[^\p{L}\p{N}]/u)) {
        const latin = part.replace(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+/g, ' ').trim();
        for (const l of latin.split(/\s+/)) if (l.length > 1) words.add(l);
      }
      w = w.replace(/[a-z0-9]+/g, '');
      if (!cjkWords.length && w.length >= 2 && w.length <= 8 && !STOP_WORDS.has(w)) words.add(w);
      continue;
    }
    if (w.length > 1 && !STOP_WORDS.has(w)) words.add(w);
  }
  return [...words].slice(0, 24);
}

interface Match {
  row: IndexRow;
  score: number;
  words: string[];
  categories: string[];
  tags: string[];
}

/** How well a row matches the words: name/title 5, tag 4, category word 3, description 1 per word. */
function scoreRow(row: IndexRow, words: string[]): Match {
  let score = 0;
  const matched: string[] = [];
  const categories = new Set<string>();
  const tags = new Set<string>();
  const categoryWords = CATEGORY_WORDS[row.category];
  for (const w of words) {
    let s = 0;
    if (row.head.includes(w)) s += 5;
    const tag = row.tags.find((t) => t === w || t.split('-').includes(w));
    if (tag) {
      s += 4;
      tags.add(tag);
    }
    if (categoryWords.includes(w) || row.category === w) {
      s += 3;
      categories.add(row.category);
    }
    if (row.body.includes(w)) s += 1;
    if (s) matched.push(w);
    score += s;
  }
  return { row, score, words: matched, categories: [...categories], tags: [...tags] };
}

const popularity = (r: IndexRow) => r.featured * 1000 + r.likes * 3 + r.installs * 5;

function sortRows(matches: Match[], sort: TMcpQuery['sort'], byScore: boolean): Match[] {
  const cmp: Record<TMcpQuery['sort'], (a: Match, b: Match) => number> = {
    popular: (a, b) => (byScore ? b.score - a.score : 0) || popularity(b.row) - popularity(a.row) || a.row.id - b.row.id,
    newest: (a, b) => b.row.createdAt - a.row.createdAt || b.row.id - a.row.id,
    likes: (a, b) => b.row.likes - a.row.likes || popularity(b.row) - popularity(a.row) || a.row.id - b.row.id,
    installs: (a, b) => b.row.installs - a.row.installs || popularity(b.row) - popularity(a.row) || a.row.id - b.row.id,
    name: (a, b) => a.row.title.localeCompare(b.row.title, 'en') || a.row.id - b.row.id,
  };
  return [...matches].sort(cmp[sort]);
}

function facetOf(rows: IndexRow[], values: (r: IndexRow) => readonly string[], limit = 40): TMcpFacetValue[] {
  const counts = new Map<string, number>();
  for (const r of rows) for (const v of values(r)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/** Rows matching every word of `q` (all rows without words), with their scores. */
function matchAll(rows: IndexRow[], q: string): { matches: Match[]; byScore: boolean } {
  const words = tokenize(q);
  if (!words.length) return { matches: rows.map((row) => ({ row, score: 0, words: [], categories: [], tags: [] })), byScore: false };
  const matches = rows.map((row) => scoreRow(row, words)).filter((m) => m.words.length === words.length);
  return { matches, byScore: true };
}

/** The list of /mcp and /api/mcp-servers: words, filters (category, tag, transport, registry), sort and a page. */
export async function searchServers(x: DbOrDeps, query: TMcpQuery, lang: LangCode): Promise<TMcpSearchResult> {
  const rows = await loadIndex(x);
  const { matches, byScore } = matchAll(rows, query.q);
  const keep = (m: Match, skip?: string) =>
    (skip === 'category' || !query.category || m.row.category === query.category) &&
    (skip === 'tag' || !query.tag || m.row.tags.includes(query.tag)) &&
    (skip === 'transport' || !query.transport || m.row.transports.includes(query.transport)) &&
    (skip === 'registry' || !query.registry || m.row.registries.includes(query.registry));
  const filtered = sortRows(
    matches.filter((m) => keep(m)),
    query.sort,
    byScore,
  );
  // Each facet counts the rows the other filters leave, so a chip's count is what choosing it would show.
  const facetRows = (skip: string) => matches.filter((m) => keep(m, skip)).map((m) => m.row);
  const start = (query.page - 1) * query.pageSize;
  const order = new Map<string, number>(MCP_CATEGORIES.map((c, i) => [c, i]));
  return {
    items: filtered.slice(start, start + query.pageSize).map((m) => toCard(m.row, lang)),
    total: filtered.length,
    page: query.page,
    pageSize: query.pageSize,
    facets: {
      category: facetOf(facetRows('category'), (r) => [r.category]).sort((a, b) => order.get(a.value)! - order.get(b.value)!),
      tag: facetOf(facetRows('tag'), (r) => r.tags, 24),
      transport: facetOf(facetRows('transport'), (r) => r.transports),
      registry: facetOf(facetRows('registry'), (r) => r.registries.filter((g) => g !== 'unknown')),
    },
  };
}

/**
 * Compact search results for other callers (the site's own MCP endpoint): best matches first, at most `limit`.
 * Takes the app's deps (memoised index) or a bare database.
 */
export async function searchMcpServers(
  x: DbOrDeps,
  { q = '', limit = 10, lang = 'en' }: { q?: string; limit?: number; lang?: LangCode },
): Promise<TMcpCompactResult[]> {
  const rows = await loadIndex(x);
  let { matches, byScore } = matchAll(rows, q);
  // No server has every word: the best partial matches rather than nothing.
  if (!matches.length && q.trim()) {
    const words = tokenize(q);
    matches = rows.map((row) => scoreRow(row, words)).filter((m) => m.score > 0);
    byScore = true;
  }
  const top = sortRows(matches, 'popular', byScore).slice(0, Math.min(Math.max(limit, 1), 50));
  return top.map(({ row }) => ({
    slug: row.slug,
    name: row.name,
    title: row.title,
    description: pickText(row.description, lang),
    category: row.category,
    tags: row.tags,
    transports: row.transports,
    packages: row.packages,
    repositoryUrl: row.repositoryUrl,
    path: mcpServerPath(row.slug),
  }));
}

/** The assistant: the servers that best fit a task description, with the words, categories and tags that matched. */
export async function recommendServers(x: DbOrDeps, task: string, lang: LangCode, limit = 8): Promise<{ words: string[]; categories: TMcpCategory[]; items: TMcpRecommendation[] }> {
  const words = tokenize(task);
  if (!words.length) return { words, categories: [], items: [] };
  const categories = MCP_CATEGORIES.filter((c) => words.some((w) => CATEGORY_WORDS[c].includes(w)));
  const rows = await loadIndex(x);
  const items = rows
    .map((row) => scoreRow(row, words))
    .filter((m) => m.score > 1 || m.categories.length > 0)
    .sort((a, b) => b.score - a.score || popularity(b.row) - popularity(a.row) || a.row.id - b.row.id)
    .slice(0, limit)
    .map((m) => ({ server: toCard(m.row, lang), score: m.score, words: m.words, categories: m.categories, tags: m.tags }));
  return { words, categories, items };
}

/** The clients' lists on /mcp: a few of each category, most popular first. */
export async function serverCounts(x: DbOrDeps): Promise<{ total: number; byCategory: Record<string, number> }> {
  const rows = await loadIndex(x);
  const byCategory: Record<string, number> = {};
  for (const r of rows) byCategory[r.category] = (byCategory[r.category] ?? 0) + 1;
  return { total: rows.length, byCategory };
}

// ---------------------------------------------------------------------------------------------------------------
// Detail, likes, installs copied

const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS$|CREDENTIAL|PRIVATE/i;

export async function getServerDetail(db: Db, slug: string, lang: LangCode): Promise<TMcpServerDetail> {
  const [row] = await db.select().from(mcpServers).where(and(eq(mcpServers.slug, slug), PUBLISHED));
  if (!row) throw new AppError('NOT_FOUND');
  const env = new Map<string, TMcpEnvVar>();
  for (const p of row.packages) {
    for (const e of p.environmentVariables) {
      if (env.has(e.name)) continue;
      env.set(e.name, { name: e.name, description: e.description ?? null, isSecret: e.isSecret ?? SECRET_NAME.test(e.name), isRequired: e.isRequired ?? true });
    }
  }
  const views = await getPageViews(db, MCP_VIEW_TYPE, String(row.id));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    description: pickText(row.description, lang),
    category: row.category as TMcpCategory,
    tags: row.tags,
    transports: row.transports as TMcpTransport[],
    registries: row.registries as TMcpRegistry[],
    likes: row.likes,
    installs: row.installs,
    version: row.version,
    repositoryUrl: row.repositoryUrl,
    websiteUrl: row.websiteUrl,
    packages: row.packages,
    remotes: row.remotes,
    envVars: [...env.values()],
    views,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function publishedId(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: mcpServers.id }).from(mcpServers).where(and(eq(mcpServers.slug, slug), PUBLISHED));
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}

export interface TMcpLikeResult {
  likes: number;
  liked: boolean;
  counted: boolean;
}

/** One like per visitor: repeating it (or racing it) leaves the count unchanged. */
export async function likeServer(db: Db, slug: string, visitor: string): Promise<TMcpLikeResult> {
  return db.transaction(async (tx) => {
    const id = await publishedId(tx as unknown as Db, slug);
    const inserted = await tx.insert(mcpServerLikes).values({ serverId: id, visitor }).onConflictDoNothing().returning({ id: mcpServerLikes.serverId });
    if (!inserted.length) {
      const [current] = await tx.select({ likes: mcpServers.likes }).from(mcpServers).where(eq(mcpServers.id, id));
      return { likes: current?.likes ?? 0, liked: true, counted: false };
    }
    const [updated] = await tx.update(mcpServers).set({ likes: sql`${mcpServers.likes} + 1` }).where(eq(mcpServers.id, id)).returning({ likes: mcpServers.likes });
    return { likes: updated!.likes, liked: true, counted: true };
  });
}

/** The like count and whether this visitor liked it (fetched by the browser: pages are shared and cached). */
export async function getServerLikeState(db: Db, slug: string, visitor: string): Promise<TMcpLikeResult> {
  const [row] = await db.select({ id: mcpServers.id, likes: mcpServers.likes }).from(mcpServers).where(and(eq(mcpServers.slug, slug), PUBLISHED));
  if (!row) throw new AppError('NOT_FOUND');
  const [mine] = await db
    .select({ id: mcpServerLikes.serverId })
    .from(mcpServerLikes)
    .where(and(eq(mcpServerLikes.serverId, row.id), eq(mcpServerLikes.visitor, visitor)));
  return { likes: row.likes, liked: Boolean(mine), counted: false };
}

/** A copied install snippet: counted once per visitor, server and client. */
export async function recordInstallCopy(db: Db, slug: string, visitor: string, client: TSnippetClient): Promise<{ installs: number; counted: boolean }> {
  return db.transaction(async (tx) => {
    const id = await publishedId(tx as unknown as Db, slug);
    const inserted = await tx.insert(mcpInstallCopies).values({ serverId: id, visitor, client }).onConflictDoNothing().returning({ id: mcpInstallCopies.serverId });
    if (!inserted.length) {
      const [current] = await tx.select({ installs: mcpServers.installs }).from(mcpServers).where(eq(mcpServers.id, id));
      return { installs: current?.installs ?? 0, counted: false };
    }
    const [updated] = await tx.update(mcpServers).set({ installs: sql`${mcpServers.installs} + 1` }).where(eq(mcpServers.id, id)).returning({ installs: mcpServers.installs });
    return { installs: updated!.installs, counted: true };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Ranking

/** Servers ordered by this site's own counts (views, likes or installs copied); servers with none are left out. */
export async function rankServers(db: Db, by: TMcpRankingKind, lang: LangCode, limit = 50): Promise<TMcpRankingRow[]> {
  const base = {
    id: mcpServers.id,
    slug: mcpServers.slug,
    name: mcpServers.name,
    title: mcpServers.title,
    description: mcpServers.description,
    category: mcpServers.category,
    tags: mcpServers.tags,
    transports: mcpServers.transports,
    registries: mcpServers.registries,
    likes: mcpServers.likes,
    installs: mcpServers.installs,
  };
  const rows =
    by === 'views'
      ? await db
          .select({ ...base, value: pageViews.views })
          .from(mcpServers)
          .innerJoin(pageViews, and(eq(pageViews.targetType, MCP_VIEW_TYPE), eq(pageViews.targetId, sql`${mcpServers.id}::text`)))
          .where(and(PUBLISHED, gt(pageViews.views, 0)))
          .orderBy(desc(pageViews.views), asc(mcpServers.id))
          .limit(limit)
      : await db
          .select({ ...base, value: by === 'likes' ? mcpServers.likes : mcpServers.installs })
          .from(mcpServers)
          .where(and(PUBLISHED, gt(by === 'likes' ? mcpServers.likes : mcpServers.installs, 0)))
          .orderBy(desc(by === 'likes' ? mcpServers.likes : mcpServers.installs), asc(mcpServers.id))
          .limit(limit);
  return rows.map((r, i) => ({
    rank: i + 1,
    value: Number(r.value),
    server: {
      id: r.id,
      slug: r.slug,
      name: r.name,
      title: r.title,
      description: pickText(r.description, lang),
      category: r.category as TMcpCategory,
      tags: r.tags,
      transports: r.transports as TMcpTransport[],
      registries: r.registries as TMcpRegistry[],
      likes: r.likes,
      installs: r.installs,
    },
  }));
}

/** Servers by slug, in the order asked (the cases link the servers they use). */
export async function serverCardsBySlug(x: DbOrDeps, slugs: string[], lang: LangCode): Promise<TMcpServerCard[]> {
  const rows = await loadIndex(x);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.flatMap((s) => {
    const r = bySlug.get(s);
    return r ? [toCard(r, lang)] : [];
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Sitemap

export async function mcpSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: mcpServers.slug, updatedAt: mcpServers.updatedAt })
    .from(mcpServers)
    .where(PUBLISHED)
    .orderBy(desc(mcpServers.featured), asc(mcpServers.id));
  return [
    { path: '/mcp', changefreq: 'daily', priority: 0.7 },
    { path: '/mcp/servers', changefreq: 'daily', priority: 0.6 },
    { path: '/mcp/clients', changefreq: 'monthly', priority: 0.5 },
    { path: '/mcp/cases', changefreq: 'weekly', priority: 0.5 },
    { path: '/mcp/ranking', changefreq: 'daily', priority: 0.5 },
    { path: '/mcp/assistant', changefreq: 'monthly', priority: 0.4 },
    ...MCP_CASES.map((c) => ({ path: `/mcp/cases/${c.slug}`, changefreq: 'monthly' as const, priority: 0.5 })),
    ...rows.map((r) => ({ path: mcpServerPath(r.slug), lastmod: r.updatedAt, changefreq: 'weekly' as const, priority: 0.6 })),
  ];
}

registerSitemapSource((deps) => mcpSitemapEntries(deps.database.db));
