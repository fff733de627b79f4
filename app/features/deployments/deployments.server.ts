// One-click deployment (docs/decisions/036): the deployable set read from the catalogue; a signed-in user's
// deployments, started once however often the button is pressed and kept to a number per user; their way from
// deploying to deployed or failed through the runner (server/integrations/deploy), and their expiry 24 hours after
// they were asked for, which deletes the app where it runs.
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { LangCode } from '~/i18n/locales';
import { memoPerBus } from '../../../server/cache/memo';
import type { Db } from '../../../server/db/client';
import { deployments, products, users } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { describeError } from '../../../server/jobs/job';
import { deployRunner, RunnerRefused, type DeployRunner } from '../../../server/integrations/deploy/runner';
import { createSandboxRunner } from '../../../server/integrations/deploy/sandbox';
import { CATALOGUE_TOPIC } from '../catalogue/catalogue.search.server';
import { listProductCards } from '../catalogue/catalogue.server';
import { pickText } from '../catalogue/catalogue.schema';
import { createLead, registerLeadSubject } from '../leads/leads.server';
import { registerSitemapSource } from '../seo/seo.server';
import { deployExpireJob, deployStartJob } from './deployments.jobs.server';
import {
  ACTIVE_STATES,
  DEPLOY_TEMPLATE_BY_SLUG,
  DEPLOY_TEMPLATES,
  DEPLOYMENTS_TOPIC,
  nextDeploymentState,
  type TDeployable,
  type TDeployRequestInput,
  type TDeployment,
  type TDeploymentEvent,
  type TDeploymentState,
} from './deployments.schema';

type Deps = Pick<AppDeps, 'env' | 'logger' | 'database' | 'bus' | 'jobs'>;
type Row = typeof deployments.$inferSelect;

const newId = () => randomBytes(16).toString('base64url');

registerSitemapSource(async () => [{ path: '/deployment', changefreq: 'weekly', priority: 0.5 }]);

// ---------------------------------------------------------------------------------------------------------------
// The deployable set

async function readDeployables(db: Db, lang: LangCode): Promise<TDeployable[]> {
  const rows = await db
    .select({ id: products.id, slug: products.slug, licence: products.licence })
    .from(products)
    .where(and(inArray(products.slug, DEPLOY_TEMPLATES.map((t) => t.slug)), eq(products.status, 'published'), eq(products.type, 'open_source')));
  const licences = new Map(rows.map((r) => [r.id, r.licence]));
  // In the order of the set (editorial: the most asked-for first).
  const order = new Map(DEPLOY_TEMPLATES.map((t, i) => [t.slug, i]));
  const ids = rows.sort((a, b) => order.get(a.slug)! - order.get(b.slug)!).map((r) => r.id);
  const cards = await listProductCards(db, ids, lang);
  return cards.map((c) => {
    const tpl = DEPLOY_TEMPLATE_BY_SLUG.get(c.slug)!;
    return {
      id: c.id,
      slug: c.slug,
      name: c.name,
      tagline: c.tagline,
      logo: c.logo,
      category: c.category.slug,
      categoryName: c.category.name,
      stars: c.stars,
      licence: licences.get(c.id) ?? null,
      image: tpl.image,
      kind: tpl.kind,
    };
  });
}

const deployablesMemo = memoPerBus<LangCode, TDeployable[]>({
  ttlMs: 5 * 60_000,
  topic: (topic) => topic === CATALOGUE_TOPIC || topic.startsWith('product'),
});

/** The products that can be deployed, as cards (memoised until the catalogue changes). */
export function listDeployables(deps: Pick<AppDeps, 'database' | 'bus'>, lang: LangCode): Promise<TDeployable[]> {
  return deployablesMemo(deps.bus).get(lang, () => readDeployables(deps.database.db, lang));
}

/** Whether a product page shows the deploy button. */
export const isDeployable = (slug: string, type: string) => type === 'open_source' && DEPLOY_TEMPLATE_BY_SLUG.has(slug);

// ---------------------------------------------------------------------------------------------------------------
// A user's deployments

const VIEW = { row: deployments, slug: products.slug, name: products.name, id: products.id };

async function toViews(db: Db, rows: { row: Row; slug: string; name: Record<string, string>; id: number }[], lang: LangCode): Promise<TDeployment[]> {
  const cards = new Map((await listProductCards(db, [...new Set(rows.map((r) => r.id))], lang)).map((c) => [c.id, c]));
  return rows.map(({ row, slug, name, id }) => ({
    id: row.id,
    status: row.status as TDeploymentState,
    product: { slug, name: cards.get(id)?.name ?? pickText(name, lang), logo: cards.get(id)?.logo ?? null },
    accessUrl: row.status === 'deployed' ? row.accessUrl : null,
    createdAt: row.createdAt.toISOString(),
    deployedAt: row.deployedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  }));
}

/** One of the user's deployments; someone else's is as missing as one that never was. */
export async function getDeployment(db: Db, userId: number, id: string, lang: LangCode): Promise<TDeployment> {
  const rows = await db
    .select(VIEW)
    .from(deployments)
    .innerJoin(products, eq(products.id, deployments.productId))
    .where(and(eq(deployments.id, id), eq(deployments.userId, userId)));
  if (!rows.length) throw new AppError('NOT_FOUND', { messageKey: 'deploy.error.notFound' });
  return (await toViews(db, rows, lang))[0]!;
}

/** The user's deployments, newest first. */
export async function listMyDeployments(db: Db, userId: number, lang: LangCode, limit = 50): Promise<TDeployment[]> {
  const rows = await db
    .select(VIEW)
    .from(deployments)
    .innerJoin(products, eq(products.id, deployments.productId))
    .where(eq(deployments.userId, userId))
    .orderBy(desc(deployments.createdAt), desc(deployments.id))
    .limit(limit);
  return toViews(db, rows, lang);
}

/**
 * Starts a deployment of `slug`. A second press (a double click, another tab) while one of the same product is
 * deploying or deployed answers that one instead of starting another; the user's row is locked for the check, so
 * two presses at once are counted one after the other and DEPLOY_MAX_ACTIVE is never exceeded.
 */
export async function startDeployment(
  deps: Deps,
  userId: number,
  slug: string,
  lang: LangCode,
  now = new Date(),
): Promise<{ deployment: TDeployment; created: boolean }> {
  const db = deps.database.db;
  if (!DEPLOY_TEMPLATE_BY_SLUG.has(slug)) throw new AppError('VALIDATION', { messageKey: 'deploy.error.product' });
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, 'published'), eq(products.type, 'open_source')));
  if (!product) throw new AppError('VALIDATION', { messageKey: 'deploy.error.product' });

  const { id, created } = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
    const active = await tx
      .select({ id: deployments.id, productId: deployments.productId })
      .from(deployments)
      .where(and(eq(deployments.userId, userId), inArray(deployments.status, [...ACTIVE_STATES])));
    const same = active.find((a) => a.productId === product.id);
    if (same) return { id: same.id, created: false };
    if (active.length >= deps.env.DEPLOY_MAX_ACTIVE) {
      throw new AppError('RATE_LIMITED', { messageKey: 'deploy.error.limit', values: { max: deps.env.DEPLOY_MAX_ACTIVE } });
    }
    const [row] = await tx
      .insert(deployments)
      .values({
        id: newId(),
        userId,
        productId: product.id,
        status: 'deploying',
        runner: deps.env.DEPLOY_RUNNER,
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.env.DEPLOY_TTL_MS),
      })
      .returning({ id: deployments.id });
    return { id: row!.id, created: true };
  });
  if (created) {
    await schedule(deps, id, new Date(now.getTime() + deps.env.DEPLOY_TTL_MS));
    await deps.bus.publish(DEPLOYMENTS_TOPIC);
  }
  return { deployment: await getDeployment(db, userId, id, lang), created };
}

async function schedule(deps: Deps, id: string, expiresAt: Date): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.enqueue(deployStartJob, { deploymentId: id }, { key: `deployment:${id}` });
    await deps.jobs.enqueue(deployExpireJob, { deploymentId: id }, { key: `deployment-expire:${id}`, runAt: expiresAt });
  } else {
    // A process without a queue (API-only tests, tools) starts the app beside the request; expiry then waits for
    // the sweep (expireDueDeployments).
    void runDeployment(deps, id, { attempt: 1, maxAttempts: 1 }).catch((err: unknown) => deps.logger.warn({ err, id }, 'deployment failed'));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The state machine on the stored rows

/**
 * Moves a deployment on by `event` if its state allows it; the update is conditional on the state read, so of two
 * runs at once only one moves it. Answers the new state, or null when nothing changed.
 */
export async function transition(
  deps: Pick<Deps, 'database' | 'bus'>,
  id: string,
  event: TDeploymentEvent,
  fields: Partial<Pick<Row, 'accessUrl' | 'error' | 'deployedAt' | 'endedAt'>> = {},
): Promise<TDeploymentState | null> {
  const db = deps.database.db;
  const [row] = await db.select({ status: deployments.status }).from(deployments).where(eq(deployments.id, id));
  if (!row) return null;
  const from = row.status as TDeploymentState;
  const to = nextDeploymentState(from, event);
  if (!to) return null;
  const [changed] = await db
    .update(deployments)
    .set({ ...fields, status: to })
    .where(and(eq(deployments.id, id), eq(deployments.status, from)))
    .returning({ id: deployments.id });
  if (!changed) return null;
  await deps.bus.publish(DEPLOYMENTS_TOPIC);
  return to;
}

/** The runner that holds this deployment's app: the configured one, or the sandbox for a sandbox deployment. */
function runnerOf(deps: Pick<Deps, 'env'>, row: Pick<Row, 'runner'>): DeployRunner | null {
  if (row.runner === deps.env.DEPLOY_RUNNER) return deployRunner(deps.env);
  if (row.runner === 'sandbox') return createSandboxRunner(deps.env);
  return null;
}

const errorText = (error: unknown) => describeError(error).slice(0, 500);

/**
 * The start job's work: creates the app on the runner (once: the external id is stored and the create call is
 * idempotent on our id), then asks its state every DEPLOY_POLL_MS until it runs, fails or DEPLOY_START_TIMEOUT_MS
 * passes. A refusal, or the last attempt's error, fails the deployment and deletes what was created.
 */
export async function runDeployment(
  deps: Deps,
  id: string,
  run: { attempt: number; maxAttempts: number; signal?: AbortSignal },
): Promise<TDeploymentState | null> {
  const db = deps.database.db;
  const [found] = await db
    .select({ row: deployments, slug: products.slug })
    .from(deployments)
    .innerJoin(products, eq(products.id, deployments.productId))
    .where(eq(deployments.id, id));
  if (!found || found.row.status !== 'deploying') return (found?.row.status as TDeploymentState) ?? null;
  const { row, slug } = found;
  const runner = runnerOf(deps, row);
  const template = DEPLOY_TEMPLATE_BY_SLUG.get(slug);
  if (!runner || !template) return transition(deps, id, 'fail', { error: runner ? 'no template' : `runner ${row.runner} not configured`, endedAt: new Date() });
  let externalId = row.externalId;
  try {
    if (!externalId) {
      const app = await runner.create({ deploymentId: id, product: slug, image: template.image, port: template.port, expiresAt: row.expiresAt }, run.signal);
      externalId = app.externalId;
      await db
        .update(deployments)
        .set({ externalId, accessUrl: app.url })
        .where(and(eq(deployments.id, id), eq(deployments.status, 'deploying')));
    }
    const deadline = row.createdAt.getTime() + deps.env.DEPLOY_START_TIMEOUT_MS;
    for (;;) {
      const app = await runner.status(externalId, run.signal);
      if (app.status === 'running' && app.url) {
        return await transition(deps, id, 'ready', { accessUrl: app.url, deployedAt: new Date() });
      }
      if (app.status === 'failed') {
        await runner.remove(externalId, run.signal).catch(() => {});
        return await transition(deps, id, 'fail', { error: app.error ?? 'failed', endedAt: new Date() });
      }
      if (Date.now() + deps.env.DEPLOY_POLL_MS > deadline) {
        await runner.remove(externalId, run.signal).catch(() => {});
        return await transition(deps, id, 'fail', { error: 'start timed out', endedAt: new Date() });
      }
      await sleep(deps.env.DEPLOY_POLL_MS, undefined, run.signal ? { signal: run.signal } : undefined);
    }
  } catch (error) {
    if (run.signal?.aborted) throw error;
    if (error instanceof RunnerRefused || run.attempt >= run.maxAttempts) {
      if (externalId) await runner.remove(externalId).catch(() => {});
      deps.logger.warn({ err: error, id }, 'deployment failed');
      return transition(deps, id, 'fail', { error: errorText(error), endedAt: new Date() });
    }
    throw error;
  }
}

/**
 * Expires one deployment whose time has come (at `now`): deletes its app through the runner, then marks it
 * expired. A runner error is thrown (the job retries) unless this is the last attempt.
 */
export async function expireDeployment(
  deps: Deps,
  id: string,
  now = new Date(),
  run: { attempt: number; maxAttempts: number; signal?: AbortSignal } = { attempt: 1, maxAttempts: 1 },
): Promise<TDeploymentState | null> {
  const [row] = await deps.database.db.select().from(deployments).where(eq(deployments.id, id));
  if (!row || !(ACTIVE_STATES as readonly string[]).includes(row.status) || row.expiresAt > now) return null;
  const runner = runnerOf(deps, row);
  if (row.externalId && runner) {
    try {
      await runner.remove(row.externalId, run.signal);
    } catch (error) {
      if (run.attempt < run.maxAttempts) throw error;
      deps.logger.error({ err: error, id }, 'deployment expired but its app could not be deleted');
    }
  } else if (row.externalId) {
    deps.logger.error({ id, runner: row.runner }, 'deployment expired on a runner that is no longer configured: delete its app by hand');
  }
  return transition(deps, id, 'expire', { endedAt: now });
}

/** Every deployment due at `now` (the sweep behind the per-deployment expiry jobs). */
export async function expireDueDeployments(deps: Deps, now = new Date(), limit = 200): Promise<string[]> {
  const due = await deps.database.db
    .select({ id: deployments.id })
    .from(deployments)
    .where(and(inArray(deployments.status, [...ACTIVE_STATES]), lte(deployments.expiresAt, now)))
    .limit(limit);
  const expired: string[] = [];
  for (const { id } of due) {
    if ((await expireDeployment(deps, id, now).catch((err: unknown) => deps.logger.warn({ err, id }, 'deployment expiry failed'))) === 'expired') expired.push(id);
  }
  return expired;
}

/** What the sandbox preview page shows: the product's name while the deployment is deployed, else null. */
export async function getSandbox(db: Db, id: string, lang: LangCode): Promise<{ product: string; expiresAt: Date } | null> {
  if (!/^[A-Za-z0-9_-]{10,40}$/.test(id)) return null;
  const [row] = await db
    .select({ status: deployments.status, runner: deployments.runner, expiresAt: deployments.expiresAt, name: products.name })
    .from(deployments)
    .innerJoin(products, eq(products.id, deployments.productId))
    .where(eq(deployments.id, id));
  if (!row || row.runner !== 'sandbox' || row.status !== 'deployed') return null;
  return { product: pickText(row.name, lang), expiresAt: row.expiresAt };
}

// ---------------------------------------------------------------------------------------------------------------
// Custom or private deployment requests: leads of kind `deployment` (docs/decisions/034)

// A request sent from a product names it: staff see the product's name beside the request.
registerLeadSubject('deployment', async (db, subject) => {
  if (!DEPLOY_TEMPLATE_BY_SLUG.has(subject)) return null;
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.slug, subject));
  return row ? pickText(row.name, 'zh') : subject;
});

/**
 * Stores a custom deployment request as a lead (the leads' per-user daily limit applies: "已达到提交限制"). The
 * contact is a phone number or an e-mail address: it goes in the lead's field of its kind, the other stays empty.
 */
export async function createDeployRequest(
  deps: Pick<Deps, 'database' | 'env'>,
  userId: number,
  input: TDeployRequestInput,
  lang: LangCode,
): Promise<{ id: number; remaining: number }> {
  const isEmail = input.contact.includes('@');
  return createLead(
    deps.database.db,
    userId,
    {
      kind: 'deployment',
      subject: input.product && DEPLOY_TEMPLATE_BY_SLUG.has(input.product) ? input.product : undefined,
      name: input.name,
      company: input.company,
      email: isEmail ? input.contact : '',
      phone: isEmail ? '' : input.contact,
      requirements: input.requirements,
    },
    lang,
    deps.env.LEADS_PER_DAY,
  );
}
