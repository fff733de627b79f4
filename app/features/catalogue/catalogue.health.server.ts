// Catalogue health (issue 24 §1, docs/decisions/023): a visit of each product's site through the SSRF guard —
// redirects followed one by one and recorded, a time limit, the body read only as far as needed — its verdict
// stored as the product's history, and the staff queue of products whose checks failed twice in a row.
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { pickText } from '~/features/catalogue/catalogue.schema';
import type { LangCode } from '~/i18n/locales';
import type { Db } from '../../../server/db/client';
import { productHealthChecks, products, type LocalizedText } from '../../../server/db/schema';
import type { ChangeBus } from '../../../server/events/change-bus';
import { AppError } from '../../../server/http/errors';
import { safeFetch, type SafeFetchOptions } from '../../../server/http/ssrf';
import {
  classifyFailure,
  classifyPage,
  FAILING_STATUSES,
  FAILURES_TO_QUEUE,
  pageImages,
  type THealthQueueRow,
  type THealthStatus,
} from './catalogue.health';
import { captureSiteImages, type SiteImageOptions, type SiteImagesReport } from './catalogue.media.server';
import { productTopic, publishProductChanges } from './catalogue.search.server';
import { urlKey } from './catalogue.write.server';

/** How a check visits: limits and, for tests, hosts allowed though private and the CAs trusted. */
export interface VisitOptions {
  timeoutMs: number;
  maxRedirects?: number;
  /** The body is read this far at most (a parked page says so in its first kilobytes). */
  maxBodyBytes?: number;
  allowHosts?: readonly string[];
  ca?: SafeFetchOptions['ca'];
  logger?: Pick<Logger, 'warn' | 'info'>;
}

export interface VisitResult {
  url: string;
  finalUrl: string | null;
  status: THealthStatus;
  httpStatus: number | null;
  redirects: { status: number; url: string }[];
  ms: number;
  detail: string | null;
  iconUrl: string | null;
  imageUrl: string | null;
  /** The failure was the name not resolving: on a machine without a network every check fails this way. */
  dnsFailure: boolean;
}

const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en,zh;q=0.8,ja;q=0.6',
  'user-agent': 'Mozilla/5.0 (compatible; AIAtlasLinkCheck/1.0; +https://aiatlas.example/about)',
};

/** Reads a body until it ends, `max` bytes are in, or it fails; what arrived is kept either way. */
async function readSome(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    /* a body cut short or too slow: judge what arrived */
  } finally {
    void reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).subarray(0, max).toString('utf8');
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Visits one address as a browser would, through the SSRF guard, and names what it found. */
export async function visitSite(url: string, options: VisitOptions): Promise<VisitResult> {
  const started = performance.now();
  const maxRedirects = options.maxRedirects ?? 5;
  const maxBody = options.maxBodyBytes ?? 512 * 1024;
  const deadline = Date.now() + options.timeoutMs;
  const redirects: VisitResult['redirects'] = [];
  const result = (fields: Partial<VisitResult> & Pick<VisitResult, 'status'>): VisitResult => ({
    url,
    finalUrl: null,
    httpStatus: null,
    detail: null,
    iconUrl: null,
    imageUrl: null,
    dnsFailure: false,
    ...fields,
    redirects,
    ms: Math.round(performance.now() - started),
  });
  let current = url;
  for (;;) {
    let res: Response;
    try {
      res = await safeFetch(
        current,
        { headers: BROWSER_HEADERS, redirect: 'manual' },
        {
          stream: true,
          timeoutMs: Math.max(1, deadline - Date.now()),
          // The body is cut off at maxBody below; the guard's own limit only stops a runaway stream.
          maxBytes: 64 * 1024 * 1024,
          maxRedirects: 0,
          allowHosts: options.allowHosts,
          ca: options.ca,
          logger: options.logger,
          ports: [80, 443],
        },
      );
    } catch (error) {
      const cause = error instanceof AppError ? (error.cause as (Error & { code?: string }) | undefined) : (error as Error & { code?: string });
      if (error instanceof AppError && error.messageKey === 'api.error.addressNotAllowed')
        return result({ status: 'unreachable', finalUrl: current, detail: `not allowed: ${cause?.message ?? ''}`.trim() });
      const code = cause?.code ?? (cause?.cause as { code?: string } | undefined)?.code;
      const verdict = classifyFailure(code, cause?.message ?? String(error));
      return result({ ...verdict, finalUrl: current, dnsFailure: code === 'ENOTFOUND' || code === 'EAI_AGAIN' });
    }
    const location = res.headers.get('location');
    if (REDIRECTS.has(res.status) && location) {
      void res.body?.cancel().catch(() => {});
      let next: string;
      try {
        next = new URL(location, current).href;
      } catch {
        return result({ status: 'client_error', finalUrl: current, httpStatus: res.status, detail: 'bad redirect' });
      }
      redirects.push({ status: res.status, url: next });
      if (redirects.length > maxRedirects)
        return result({ status: 'unreachable', finalUrl: next, httpStatus: res.status, detail: 'too many redirects' });
      current = next;
      continue;
    }
    const body = await readSome(res, maxBody);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => (headers[key] = value));
    const verdict = classifyPage({ url, finalUrl: current, httpStatus: res.status, headers, body });
    const images = verdict.status === 'alive' ? pageImages(body, current) : { icon: null, image: null };
    return result({ ...verdict, finalUrl: current, httpStatus: res.status, iconUrl: images.icon, imageUrl: images.image });
  }
}

/**
 * Stores a visit as the product's latest check and moves the queue: a failure counts towards it (two in a row
 * open it), a success clears it unless staff already decided. Returns whether the product entered the queue.
 */
export async function recordCheck(db: Db, productId: number, visit: VisitResult, at = new Date()): Promise<{ queued: boolean }> {
  const failing = FAILING_STATUSES.has(visit.status);
  return db.transaction(async (tx) => {
    await tx.insert(productHealthChecks).values({
      productId,
      checkedAt: at,
      url: visit.url,
      finalUrl: visit.finalUrl,
      status: visit.status,
      httpStatus: visit.httpStatus,
      redirects: visit.redirects,
      ms: visit.ms,
      detail: visit.detail,
      iconUrl: visit.iconUrl,
      imageUrl: visit.imageUrl,
    });
    // One statement, so two checks of one product at once cannot both miss the other's failure.
    const [row] = await tx
      .update(products)
      .set({
        healthStatus: visit.status,
        healthCheckedAt: at,
        healthFailures: failing ? sql`${products.healthFailures} + 1` : 0,
        healthReview: failing
          ? // A fixed address that fails twice again comes back; a product staff chose to keep does not.
          sql`case when (${products.healthReview} is null or ${products.healthReview} = 'fixed') and ${products.healthFailures} + 1 >= ${FAILURES_TO_QUEUE} then 'open' else ${products.healthReview} end`
          : // A success closes an open entry and forgets an old decision, so a later failure asks again.
            sql`case when ${products.healthReview} in ('open', 'kept', 'fixed') then null else ${products.healthReview} end`,
      })
      .where(eq(products.id, productId))
      .returning({ review: products.healthReview, failures: products.healthFailures });
    return { queued: failing && row?.review === 'open' && row.failures === FAILURES_TO_QUEUE };
  });
}

export interface HealthDeps {
  db: Db;
  bus: Pick<ChangeBus, 'publish'>;
  logger: Logger;
  visit: VisitOptions;
  /** Checks at once. */
  concurrency: number;
  /** Store the icon and og:image a live site names (docs/decisions/028); unset: leave them. */
  images?: SiteImageOptions;
}

/**
 * Fetches and stores the images a live site's visit found. Never fails the check: a site whose icon cannot be
 * taken is still checked.
 */
export async function captureVisitImages(
  deps: Pick<HealthDeps, 'db' | 'bus' | 'logger' | 'images'>,
  productId: number,
  visit: VisitResult,
): Promise<SiteImagesReport | null> {
  if (!deps.images || visit.status !== 'alive' || !(visit.iconUrl || visit.imageUrl)) return null;
  try {
    return await captureSiteImages({ db: deps.db, bus: deps.bus, options: deps.images }, productId, visit);
  } catch (err) {
    deps.logger.warn({ err, productId }, 'site images not stored');
    return null;
  }
}

/** Published products due a check (never checked, or not for a week), the oldest first. */
export async function dueProducts(db: Db, limit: number, now = new Date()): Promise<{ id: number; url: string }[]> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3_600_000);
  return db
    .select({ id: products.id, url: products.url })
    .from(products)
    .where(and(eq(products.status, 'published'), or(isNull(products.healthCheckedAt), lt(products.healthCheckedAt, weekAgo))))
    .orderBy(sql`${products.healthCheckedAt} asc nulls first`, asc(products.id))
    .limit(limit);
}

/**
 * How many products one hourly run checks: a week's worth of runs covers the catalogue (each product weekly,
 * spread over the week), at most `max`.
 */
export async function hourlyQuota(db: Db, max: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.status, 'published'));
  return Math.max(1, Math.min(max, Math.ceil((row?.n ?? 0) / (7 * 24))));
}

export interface BatchReport {
  checked: number;
  failing: number;
  queued: number;
  /** Every visit failed to resolve a name: the machine has no network, and nothing was stored. */
  offline: boolean;
}

/** Checks these products (a few at once) and stores the outcomes; product pages hear of their new date. */
export async function checkProducts(deps: HealthDeps, targets: { id: number; url: string }[], signal?: AbortSignal): Promise<BatchReport> {
  const visits: { id: number; visit: VisitResult }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < targets.length && !signal?.aborted) {
      const target = targets[next++]!;
      const visit = await visitSite(target.url, deps.visit);
      visits.push({ id: target.id, visit });
      await captureVisitImages(deps, target.id, visit);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency) }, worker));
  // No name resolved at all (three visits or more): this machine is offline; storing would blame every product.
  if (visits.length >= 3 && visits.every((v) => v.visit.dnsFailure)) {
    deps.logger.warn({ checked: visits.length }, 'catalogue health: no site name resolved; the machine looks offline, nothing stored');
    return { checked: 0, failing: 0, queued: 0, offline: true };
  }
  let failing = 0;
  let queued = 0;
  for (const { id, visit } of visits) {
    const outcome = await recordCheck(deps.db, id, visit);
    if (FAILING_STATUSES.has(visit.status)) failing++;
    if (outcome.queued) queued++;
    await deps.bus.publish(productTopic(id));
  }
  return { checked: visits.length, failing, queued, offline: false };
}

// ---------------------------------------------------------------------------------------------------------------
// The staff queue

export async function listHealthQueue(db: Db, lang: LangCode, limit = 100): Promise<THealthQueueRow[]> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      url: products.url,
      failures: products.healthFailures,
      status: products.healthStatus,
      checkedAt: products.healthCheckedAt,
    })
    .from(products)
    .where(and(eq(products.healthReview, 'open'), eq(products.status, 'published')))
    .orderBy(desc(products.healthFailures), asc(products.id))
    .limit(limit);
  if (!rows.length) return [];
  const history = await db
    .select()
    .from(productHealthChecks)
    .where(inArray(productHealthChecks.productId, rows.map((r) => r.id)))
    .orderBy(desc(productHealthChecks.checkedAt), desc(productHealthChecks.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: pickText(r.name as LocalizedText, lang),
    url: r.url,
    failures: r.failures,
    status: r.status as THealthStatus | null,
    checkedAt: r.checkedAt?.toISOString() ?? null,
    history: history
      .filter((h) => h.productId === r.id)
      .slice(0, 5)
      .map((h) => ({
        checkedAt: h.checkedAt.toISOString(),
        status: h.status as THealthStatus,
        httpStatus: h.httpStatus,
        finalUrl: h.finalUrl,
        detail: h.detail,
        redirects: h.redirects,
      })),
  }));
}

export type THealthDecision = { action: 'keep' } | { action: 'hide' } | { action: 'close' } | { action: 'fix'; url: string };

/**
 * What staff decide for a queued product: keep it (the site is fine after all), hide it, mark it closed (hidden,
 * remembered as closed), or fix its address (checked again at once by the caller). Each leaves the queue.
 */
export async function decideHealth(
  db: Db,
  bus: Pick<ChangeBus, 'publish'>,
  productId: number,
  decision: THealthDecision,
): Promise<{ review: string; status: string; url: string }> {
  const [product] = await db.select({ id: products.id, url: products.url }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError('NOT_FOUND');
  const set: Partial<typeof products.$inferInsert> & Record<string, unknown> = { updatedAt: new Date() };
  if (decision.action === 'keep') Object.assign(set, { healthReview: 'kept' });
  if (decision.action === 'hide') Object.assign(set, { healthReview: 'hidden', status: 'hidden' });
  if (decision.action === 'close') Object.assign(set, { healthReview: 'closed', status: 'hidden' });
  if (decision.action === 'fix') Object.assign(set, { healthReview: 'fixed', healthFailures: 0, url: decision.url, urlKey: urlKey(decision.url) });
  const [row] = await db
    .update(products)
    .set(set)
    .where(eq(products.id, productId))
    .returning({ review: products.healthReview, status: products.status, url: products.url });
  await publishProductChanges(bus, [productId]);
  return { review: row!.review ?? 'kept', status: row!.status, url: row!.url };
}
