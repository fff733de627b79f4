// Writing MCP servers: one upsert path (by registry name) for the seed, `npm run import:mcp` and approved
// submissions; submissions and their review; the descriptions the project writes from a server's facts.
import { and, desc, eq, ne } from 'drizzle-orm';
import { Converter } from 'opencc-js/cn2t';
import type { Db } from '../../../server/db/client';
import { mcpServers, users, type LocalizedText } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { localiseIssue } from '../../../server/http/validate';
import { CATEGORY_RULES, HAND_WRITTEN, TAG_RULES } from '../../../server/db/seed/mcp.seed-data';
import { formatMessage } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import { notify } from '~/features/notifications/notifications.server';
import {
  mcpServerPath,
  mcpSlugOf,
  mcpTitleOf,
  ZServerJson,
  type TImportReport,
  type TMcpCategory,
  type TMcpSubmissionRow,
  type TServerJson,
} from './mcp.schema';

let converter: ((text: string) => string) | undefined;
/** Traditional Chinese (Taiwan) from simplified. */
export function toTw(text: string): string {
  converter ??= Converter({ from: 'cn', to: 'twp' });
  return converter(text);
}

/** The facts classification reads: name, repository, package identifiers, environment variable names. */
function factsText(s: TServerJson): string {
  return [
    s.name.replace(/^io\.github\./i, ''),
    (s.repository?.url ?? '').replace(/^https?:\/\/(www\.)?[^/]+\//i, ''),
    ...s.packages.flatMap((p) => [p.registryType, p.identifier, p.runtimeHint ?? '', ...p.environmentVariables.map((e) => e.name)]),
    ...s.remotes.map((r) => `remote ${r.type}`),
  ]
    .join(' ')
    .toLowerCase();
}

export function classify(s: TServerJson): { category: TMcpCategory; tags: string[] } {
  const hay = factsText(s);
  const category = CATEGORY_RULES.find(([, re]) => re.test(hay))?.[0] ?? 'other';
  const tags = TAG_RULES.filter(([, re]) => re.test(hay))
    .map(([t]) => t)
    .slice(0, 6);
  return { category, tags };
}

export function transportsOf(s: TServerJson): string[] {
  const set = new Set<string>();
  for (const p of s.packages) set.add(p.transport.type);
  for (const r of s.remotes) set.add(r.type);
  return ['stdio', 'streamable-http', 'sse'].filter((t) => set.has(t));
}

const REGISTRY_WORDS: Record<string, Record<'zh' | 'en' | 'ja', string>> = {
  npm: { zh: 'npm 包', en: 'npm package', ja: 'npm パッケージ' },
  pypi: { zh: 'PyPI 包', en: 'PyPI package', ja: 'PyPI パッケージ' },
  oci: { zh: 'Docker 镜像', en: 'Docker image', ja: 'Docker イメージ' },
  nuget: { zh: 'NuGet 包', en: 'NuGet package', ja: 'NuGet パッケージ' },
  mcpb: { zh: 'MCP 包', en: 'MCP bundle', ja: 'MCP バンドル' },
};

/**
 * The project's description of a server it has not described by hand: what kind of server it is, how it is
 * installed or reached, and what it needs — from the facts only.
 */
export function templateDescription(s: TServerJson, title: string, category: TMcpCategory): LocalizedText {
  const cat = { zh: formatMessage('zh', `mcp.category.${category}` as never), en: formatMessage('en', `mcp.category.${category}` as never), ja: formatMessage('ja', `mcp.category.${category}` as never) };
  const pkg = s.packages.find((p) => p.registryType !== 'unknown');
  const remote = s.remotes[0];
  const env = new Set(s.packages.flatMap((p) => p.environmentVariables.map((e) => e.name)));
  const secret = [...env].some((n) => /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL/i.test(n));
  const repo = s.repository?.url ? new URL(s.repository.url).host.replace(/^www\./, '') : '';
  const zh: string[] = [`${title} 是一个“${cat.zh}”类的 MCP 服务器。`];
  const en: string[] = [`${title} is an MCP server in the ${cat.en} category.`];
  const ja: string[] = [`${title} は「${cat.ja}」カテゴリの MCP サーバーです。`];
  if (pkg) {
    const w = REGISTRY_WORDS[pkg.registryType]!;
    zh.push(`它以${w.zh} ${pkg.identifier} 发布，可在本地通过 stdio 运行。`);
    en.push(`It is published as the ${w.en} ${pkg.identifier} and runs locally over stdio.`);
    ja.push(`${w.ja} ${pkg.identifier} として公開され、ローカルで stdio により動作します。`);
  } else if (s.packages.length) {
    zh.push('它没有发布到公共包仓库，需要按仓库说明从源码构建运行。');
    en.push('It is not published to a public package registry; build and run it from source as its repository explains.');
    ja.push('公開パッケージレジストリにはなく、リポジトリの説明に従ってソースから実行します。');
  }
  if (remote) {
    const t = remote.type === 'sse' ? 'SSE' : 'Streamable HTTP';
    zh.push(`也可以通过 ${t} 连接远程地址使用。`);
    en.push(`It can also be reached remotely over ${t}.`);
    ja.push(`${t} によるリモート接続にも対応します。`);
  }
  if (env.size) {
    zh.push(`运行前需要设置 ${env.size} 个环境变量${secret ? '，其中包括密钥或令牌' : ''}。`);
    en.push(`It needs ${env.size} environment variable${env.size > 1 ? 's' : ''}${secret ? ', including a key or token' : ''}.`);
    ja.push(`環境変数を ${env.size} 個設定する必要があります${secret ? '（キーやトークンを含む）' : ''}。`);
  } else {
    zh.push('无需设置环境变量。');
    en.push('No environment variables are needed.');
    ja.push('環境変数は不要です。');
  }
  if (repo) {
    zh.push(`源码托管在 ${repo}。`);
    en.push(`The source is on ${repo}.`);
    ja.push(`ソースは ${repo} にあります。`);
  }
  const zhText = zh.join('');
  return { zh: zhText, tw: toTw(zhText), en: en.join(' '), ja: ja.join('') };
}

export interface WriteOptions {
  source: 'seed' | 'import' | 'submission';
  status?: 'published' | 'pending';
  submittedBy?: number | null;
  now?: Date;
}

/** A free slug for `name`: its own, or with a number when another server holds it. */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = mcpSlugOf(name);
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ name: mcpServers.name }).from(mcpServers).where(eq(mcpServers.slug, slug));
    if (!taken || taken.name === name) return slug;
  }
  throw new AppError('CONFLICT');
}

/** The row a server.json becomes (description, category, tags, transports) — hand-written words where they exist. */
function rowOf(s: TServerJson, options: WriteOptions) {
  const hand = HAND_WRITTEN[s.name];
  const title = hand?.title ?? s.title ?? mcpTitleOf(s.name);
  const derived = classify(s);
  const category = hand?.category ?? derived.category;
  const tags = [...new Set([...(hand?.tags ?? []), ...derived.tags])].slice(0, 6);
  let description: Partial<LocalizedText>;
  if (hand) description = { zh: hand.zh, tw: toTw(hand.zh), en: hand.en, ja: hand.ja };
  else {
    description = templateDescription(s, title, category);
    // Imports and submissions bring their own English sentence; the other languages get the project's template.
    if (options.source !== 'seed' && s.description) description.en = s.description;
  }
  const registries = [...new Set(s.packages.map((p) => p.registryType))];
  return {
    name: s.name,
    title,
    description,
    category,
    tags,
    transports: transportsOf(s),
    registries,
    packages: s.packages,
    remotes: s.remotes,
    serverJson: s,
    version: s.version ?? null,
    repositoryUrl: s.repository?.url || null,
    websiteUrl: s.websiteUrl ?? null,
    source: options.source,
  };
}

/** Inserts or updates a server by registry name; returns its id and whether it was new. */
export async function upsertServer(db: Db, s: TServerJson, options: WriteOptions): Promise<{ id: number; slug: string; created: boolean }> {
  const now = options.now ?? new Date();
  const row = rowOf(s, options);
  const [existing] = await db.select({ id: mcpServers.id, slug: mcpServers.slug }).from(mcpServers).where(eq(mcpServers.name, s.name));
  if (existing) {
    await db
      .update(mcpServers)
      .set({ ...row, updatedAt: now, ...(options.status ? { status: options.status } : {}) })
      .where(eq(mcpServers.id, existing.id));
    return { id: existing.id, slug: existing.slug, created: false };
  }
  const slug = await freeSlug(db, s.name);
  const hand = Object.keys(HAND_WRITTEN).indexOf(s.name);
  const [inserted] = await db
    .insert(mcpServers)
    .values({
      ...row,
      slug,
      status: options.status ?? 'published',
      submittedBy: options.submittedBy ?? null,
      featured: hand >= 0 ? Object.keys(HAND_WRITTEN).length - hand : 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: mcpServers.id });
  return { id: inserted!.id, slug, created: true };
}

/** The rows of an import file: one server.json, an array of them, or `{"servers": [...]}`. */
export function serverJsonRows(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object' && Array.isArray((data as { servers?: unknown }).servers)) return (data as { servers: unknown[] }).servers;
  return [data];
}

/** Validates every row and upserts the valid ones; the caller publishes MCP_TOPIC when anything was written. */
export async function importServers(db: Db, rows: unknown[], lang: LangCode = 'en', source: WriteOptions['source'] = 'import'): Promise<TImportReport> {
  const report: TImportReport = { created: 0, updated: 0, rejected: [] };
  for (const [index, raw] of rows.entries()) {
    const parsed = ZServerJson.safeParse(raw);
    if (!parsed.success) {
      const name = typeof (raw as { name?: unknown })?.name === 'string' ? ((raw as { name: string }).name || null) : null;
      report.rejected.push({ index, name, issues: parsed.error.issues.map((i) => localiseIssue(i, lang)).map((i) => ({ path: i.field, message: i.message })) });
      continue;
    }
    // A server a user submitted and staff have not approved stays in review: an import does not publish it.
    const [pending] = await db.select({ status: mcpServers.status }).from(mcpServers).where(eq(mcpServers.name, parsed.data.name));
    const result = await upsertServer(db, parsed.data, { source, status: pending?.status === 'published' || !pending ? 'published' : undefined });
    if (result.created) report.created++;
    else report.updated++;
  }
  return report;
}

export function formatImportReport(report: TImportReport): string {
  const lines = [`created ${report.created}, updated ${report.updated}, rejected ${report.rejected.length}`];
  for (const r of report.rejected) lines.push(`  #${r.index} ${r.name ?? '(no name)'}: ${r.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Submissions and review

/** A signed-in user's server.json: validated, refused when the name is listed or in review, else queued. */
export async function submitServer(db: Db, userId: number, raw: unknown, lang: LangCode): Promise<{ id: number; slug: string; status: 'pending' }> {
  const parsed = ZServerJson.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION', { issues: parsed.error.issues.map((i) => localiseIssue(i, lang)) });
  const s = parsed.data;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [existing] = await t
      .select({ id: mcpServers.id, slug: mcpServers.slug, status: mcpServers.status, submittedBy: mcpServers.submittedBy })
      .from(mcpServers)
      .where(eq(mcpServers.name, s.name));
    // The submitter may send a rejected entry again; anything else with the name is a duplicate.
    if (existing && !(existing.status === 'rejected' && existing.submittedBy === userId)) {
      throw new AppError('CONFLICT', {
        messageKey: existing.status === 'published' ? 'mcp.error.duplicate' : 'mcp.error.duplicatePending',
        values: { name: s.name },
        data: existing.status === 'published' ? { slug: existing.slug, path: mcpServerPath(existing.slug) } : { name: s.name },
      });
    }
    const result = await upsertServer(t, s, { source: 'submission', status: 'pending', submittedBy: userId });
    if (existing) await t.update(mcpServers).set({ rejectReason: null, reviewedAt: null, reviewedBy: null, createdAt: new Date() }).where(eq(mcpServers.id, existing.id));
    return { id: result.id, slug: result.slug, status: 'pending' as const };
  });
}

const SUBMISSION_COLUMNS = {
  id: mcpServers.id,
  slug: mcpServers.slug,
  name: mcpServers.name,
  title: mcpServers.title,
  status: mcpServers.status,
  rejectReason: mcpServers.rejectReason,
  createdAt: mcpServers.createdAt,
  reviewedAt: mcpServers.reviewedAt,
};

type SubmissionSelect = { id: number; slug: string; name: string; title: string; status: string; rejectReason: string | null; createdAt: Date; reviewedAt: Date | null };
const toSubmission = (r: SubmissionSelect, submitter: string | null = null): TMcpSubmissionRow => ({
  ...r,
  status: r.status as TMcpSubmissionRow['status'],
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  submitter,
});

/** The user center's "my MCP": everything this user submitted, newest first. */
export async function listMySubmissions(db: Db, userId: number): Promise<TMcpSubmissionRow[]> {
  const rows = await db.select(SUBMISSION_COLUMNS).from(mcpServers).where(eq(mcpServers.submittedBy, userId)).orderBy(desc(mcpServers.createdAt), desc(mcpServers.id)).limit(200);
  return rows.map((r) => toSubmission(r));
}

/** The admin queue: submissions waiting for review, oldest first, with the server.json to judge. */
export async function listMcpReviewQueue(db: Db): Promise<TMcpSubmissionRow[]> {
  const rows = await db
    .select({ ...SUBMISSION_COLUMNS, serverJson: mcpServers.serverJson, email: users.email, displayName: users.displayName, phone: users.phone })
    .from(mcpServers)
    .leftJoin(users, eq(users.id, mcpServers.submittedBy))
    .where(eq(mcpServers.status, 'pending'))
    .orderBy(mcpServers.createdAt, mcpServers.id)
    .limit(100);
  return rows.map(({ serverJson, email, displayName, phone, ...r }) => ({ ...toSubmission(r, displayName || email || phone || null), serverJson: serverJson ?? undefined }));
}

async function pendingRow(db: Db, id: number) {
  const [row] = await db
    .select({ id: mcpServers.id, slug: mcpServers.slug, name: mcpServers.name, submittedBy: mcpServers.submittedBy })
    .from(mcpServers)
    .where(and(eq(mcpServers.id, id), eq(mcpServers.status, 'pending')));
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'mcp.error.notPending' });
  return row;
}

/** Publishes a submission and tells the submitter; the caller publishes MCP_TOPIC. */
export async function approveSubmission(db: Db, adminId: number, id: number): Promise<{ slug: string }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await pendingRow(t, id);
    await t.update(mcpServers).set({ status: 'published', rejectReason: null, reviewedBy: adminId, reviewedAt: new Date(), updatedAt: new Date() }).where(eq(mcpServers.id, id));
    if (row.submittedBy) await notify(t, row.submittedBy, 'mcp.approved', { name: row.name }, mcpServerPath(row.slug));
    return { slug: row.slug };
  });
}

/** Refuses a submission with a reason the submitter reads in their notifications and "my MCP". */
export async function rejectSubmission(db: Db, adminId: number, id: number, reason: string): Promise<{ slug: string }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await pendingRow(t, id);
    await t.update(mcpServers).set({ status: 'rejected', rejectReason: reason, reviewedBy: adminId, reviewedAt: new Date() }).where(and(eq(mcpServers.id, id), ne(mcpServers.status, 'published')));
    if (row.submittedBy) await notify(t, row.submittedBy, 'mcp.rejected', { name: row.name, reason }, '/user/mcp');
    return { slug: row.slug };
  });
}
