// `npm run test:load`: bounded load and fault tests against the production server on loopback.
//   1. visitors: LOAD_VISITORS (200) concurrent visitors browse and search for LOAD_DURATION_S (60) seconds;
//      any 5xx or network error fails the run.
//   2. drain: SIGTERM while requests are in flight; every one of them must still get its answer, exit code 0.
//   3. PostgreSQL restart: a private PostgreSQL cluster is restarted under traffic; requests during the
//      restart must fail cleanly (503 envelope) and the same server process must recover.
//   4. worker SIGKILL: on the same cluster, a `npm run worker` process is killed with SIGKILL in the middle of a
//      catalogue.import job of LOAD_JOB_PRODUCTS (4000) products; a second worker must finish the job once the
//      lease has run out, with every product existing exactly once.
//   5. scale rehearsal (scripts/scale-rehearsal.ts): two replicas and a worker on PostgreSQL + Redis; a change by
//      each kind of writer (staff action, `npm run import`, a job in the worker) must be on both replicas' pages and
//      search within a second, also after a Redis restart and on PostgreSQL without Redis.
// CI runs it with small numbers (LOAD_VISITORS=40 LOAD_DURATION_S=10); the figures are printed, and judged only
// where a phase says so (errors, lost requests, recovery, freshness within a second — within LOAD_FRESH_MS=10000
// in `npm test`, which fails on nothing a slow minute can cause).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { catalogueImportJob } from '~/features/catalogue/catalogue.jobs.server';
import { openDatabase } from '../server/db/client';
import { copySeededStore } from './seeded-store.mjs';
import { jobs, products, productTraffic } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { parseEnv } from '../server/env';
import type { ChangeBus } from '../server/events/change-bus';
import { createChangeBusFor } from '../server/events/create-change-bus';
import { createJobQueue } from '../server/jobs/queue';
import { freePort } from './free-port.mjs';
import { startServer, startWorker, stopServer, type Server } from './load-servers';
import { scaleRehearsal } from './scale-rehearsal';

const VISITORS = Number(process.env.LOAD_VISITORS ?? 200);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 60);
const JOB_PRODUCTS = Number(process.env.LOAD_JOB_PRODUCTS ?? 4000);
/** Lease of both workers of the SIGKILL phase: the second takes the job over this long after the kill at most. */
const JOB_LEASE_MS = 2000;
const LOCALES = ['', '/en', '/tw', '/ja'];
const QUERIES = ['视频', '写作', '画像', 'chatbot', 'chatbto', 'image', 'code', '翻译', 'agent', '音乐'];

const failures: string[] = [];
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function log(message: string) {
  console.log(`[load] ${message}`);
}

async function productSlugs(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/products?pageSize=50&langType=en`);
  const body = (await res.json()) as { data: { items: { slug: string }[] } };
  return body.data.items.map((p) => p.slug);
}

// ---------------------------------------------------------------------------------------------------------
async function visitors() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-load-'));
  copySeededStore(dataDir);
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const slugs = await productSlugs(server.base);
    const latencies: number[] = [];
    let errors = 0;
    let requests = 0;
    const byStatus = new Map<number, number>();
    const end = Date.now() + DURATION_S * 1000;
    const visit = async () => {
      while (Date.now() < end) {
        const locale = pick(LOCALES);
        const q = encodeURIComponent(pick(QUERIES));
        const path = pick([
          `${locale}/`,
          `${locale}/discover/${q}`,
          `/api/products/search?q=${q}&page=${1 + Math.floor(Math.random() * 3)}`,
          `/api/products/suggest?q=${q}`,
          `${locale}/details/${pick(slugs)}`,
          `${locale}/details/${pick(slugs)}`,
          `${locale}/class`,
          `${locale}/tools`,
        ]);
        const started = performance.now();
        try {
          const res = await fetch(`${server.base}${path}`, { headers: { 'accept-language': 'zh-CN' } });
          await res.arrayBuffer();
          byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
          if (res.status >= 500) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
        requests++;
      }
    };
    log(`visitors: ${VISITORS} concurrent for ${DURATION_S} s…`);
    await Promise.all(Array.from({ length: VISITORS }, visit));
    latencies.sort((a, b) => a - b);
    log(
      `visitors: ${requests} requests, ${Math.round(requests / DURATION_S)} req/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, errors ${errors}, ` +
        `statuses ${JSON.stringify(Object.fromEntries(byStatus))}`,
    );
    if (errors) failures.push(`visitors: ${errors} errors`);

    // Drain: requests in flight when SIGTERM arrives still get their answers. They travel on connections a
    // load balancer would hold open (keep-alive), so each one has reached the server.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
    const get = (path: string) =>
      new Promise<{ status: number; error?: string }>((resolve) => {
        http
          .get(`${server.base}${path}`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
          })
          .on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, error: error.code ?? error.message }));
      });
    await Promise.all(Array.from({ length: 40 }, (_, i) => get(`/api/products/search?q=warm${i}`)));
    const inFlight = Array.from({ length: 40 }, (_, i) => get(`/discover/${encodeURIComponent(pick(QUERIES))}${i}`));
    await new Promise((r) => setTimeout(r, 30));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    agent.destroy();
    const code = await server.exited;
    const dropped = answers.filter((a) => a.status !== 200).length;
    if (dropped) log(`drain: answers ${answers.map((a) => a.error ?? a.status).join(' ')}`);
    log(`drain: ${answers.length - dropped}/${answers.length} in-flight requests answered after SIGTERM, exit code ${code}`);
    if (dropped) failures.push(`drain: ${dropped} in-flight requests lost`);
    if (code !== 0) failures.push(`drain: exit code ${code}`);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/** Runs a PostgreSQL tool as the postgres user when we are root (PostgreSQL refuses to run as root). */
function pgTool(bin: string, tool: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : path.join(bin, tool);
  const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
  const run = spawnSync(command, full, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${tool} failed: ${run.stderr || run.stdout}`);
}

interface PgCluster {
  url: string;
  ctl(...args: string[]): void;
}

/** A private PostgreSQL cluster in a temporary folder for the fault phases; skipped without server binaries. */
async function withPostgresCluster(phases: (cluster: PgCluster) => Promise<void>) {
  const bin = postgresBin();
  if (!bin) {
    log('postgres restart, worker SIGKILL: skipped — no PostgreSQL server binaries on this machine');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-pg-'));
  const pgData = path.join(dir, 'data');
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres', dir]);
  const port = await freePort();
  pgTool(bin, 'initdb', ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (...args: string[]) =>
    pgTool(bin, 'pg_ctl', ['-D', pgData, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...args]);
  ctl('start');
  try {
    await phases({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, ctl });
  } finally {
    try {
      ctl('stop', '-m', 'immediate');
    } catch {
      /* already stopped */
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRestart(cluster: PgCluster) {
  let server: Server | undefined;
  try {
    server = await startServer({ DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: '5' });
    const slugs = await productSlugs(server.base);
    // A product's like state is read from the database on every request (product details are memoised in the
    // process and would be answered through the whole outage without touching PostgreSQL).
    const dbRead = () => `${server!.base}/api/products/${pick(slugs)}/like`;
    const counts = { ok: 0, unavailable: 0, bad: 0 };
    const bad: string[] = [];
    let stop = false;
    const traffic = async () => {
      while (!stop) {
        try {
          const res = await fetch(dbRead());
          const body = (await res.json()) as { code: number };
          if (res.status === 200 && body.code === 0) counts.ok++;
          else if (res.status === 503 && body.code === 503) counts.unavailable++;
          else {
            counts.bad++;
            bad.push(`${res.status}/${body.code}`);
          }
        } catch (error) {
          counts.bad++;
          bad.push((error as Error).message);
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const running = Array.from({ length: 8 }, traffic);
    await new Promise((r) => setTimeout(r, 1500));
    const before = { ...counts };
    log('postgres restart: stopping PostgreSQL under traffic…');
    cluster.ctl('stop', '-m', 'fast');
    await new Promise((r) => setTimeout(r, 2000));
    cluster.ctl('start');
    const restartedAt = Date.now();
    let recoveredMs = -1;
    while (Date.now() - restartedAt < 30_000) {
      const res = await fetch(dbRead()).catch(() => undefined);
      if (res?.status === 200) {
        recoveredMs = Date.now() - restartedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1000));
    stop = true;
    await Promise.all(running);
    const health = await fetch(`${server.base}/healthz`);
    log(
      `postgres restart: ${before.ok} ok before; during/after: ${counts.ok - before.ok} ok, ${counts.unavailable} clean 503, ` +
        `${counts.bad} other; recovered ${recoveredMs} ms after PostgreSQL came back; health ${health.status}; ` +
        `same process ${server.child.exitCode === null}`,
    );
    if (counts.bad) failures.push(`postgres restart: ${counts.bad} unclean failures (${[...new Set(bad)].slice(0, 5).join(', ')})`);
    if (recoveredMs < 0 || health.status !== 200) failures.push('postgres restart: the server did not recover');
    if (!counts.unavailable) failures.push('postgres restart: no request saw the outage, so nothing was tested');
  } finally {
    if (server) await stopServer(server);
  }
}

// ---------------------------------------------------------------------------------------------------------
function startJobWorker(url: string) {
  return startWorker({ DATABASE_URL: url, DATABASE_POOL_SIZE: '3', JOBS_LEASE_MS: String(JOB_LEASE_MS), JOBS_CONCURRENCY: '1' });
}

async function workerKill(cluster: PgCluster) {
  const phaseStarted = Date.now();
  const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 2 });
  const workers: ReturnType<typeof startJobWorker>[] = [];
  let bus: ChangeBus | undefined;
  try {
    await database.migrate();
    await seedDatabase(database.db); // done by the server of the restart phase; here in case it could not start
    const db = database.db;
    const prefix = `fault-job-${Date.now().toString(36)}-`;
    const payload = {
      products: Array.from({ length: JOB_PRODUCTS }, (_, i) => ({
        slug: `${prefix}${i}`,
        name: `Fault Job ${i}`,
        url: `https://${prefix}${i}.example.com/`,
        category: 'writing',
        type: 'commercial',
        pricing: 'free',
        contentLanguage: 'en',
        tagline: { en: `Written by a worker that may die (${i})`, zh: `可能中断的导入 ${i}` },
      })),
    };
    const env = parseEnv({ DATABASE_URL: cluster.url, LOG_LEVEL: 'silent' });
    const logger = pino({ level: 'silent' });
    bus = await createChangeBusFor(env, { database, logger });
    const queue = createJobQueue({ env, database, logger, bus });
    const { id } = await queue.enqueue(catalogueImportJob, payload, { key: prefix });
    const jobRow = async () => (await db.select().from(jobs).where(eq(jobs.id, Number(id))))[0]!;
    const written = async () =>
      Number((await db.select({ n: sql<number>`count(*)::int` }).from(products).where(like(products.slug, `${prefix}%`)))[0]!.n);

    log(`worker SIGKILL: ${JOB_PRODUCTS} products queued as one catalogue.import job; first worker starting…`);
    const first = startJobWorker(cluster.url);
    workers.push(first);
    // Mid-job: claimed, and part of the products written.
    const deadline = Date.now() + 60_000;
    let atKill = 0;
    while (Date.now() < deadline && first.child.exitCode === null) {
      const row = await jobRow();
      if (row.state !== 'pending' && row.state !== 'running') break;
      atKill = row.state === 'running' ? await written() : 0;
      if (atKill >= Math.max(1, JOB_PRODUCTS / 10)) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const before = await jobRow();
    if (before.state !== 'running' || atKill === 0 || atKill >= JOB_PRODUCTS) {
      failures.push(
        `worker SIGKILL: could not kill the worker mid-job (state ${before.state}, ${atKill}/${JOB_PRODUCTS} written); ` +
          'raise LOAD_JOB_PRODUCTS',
      );
      return;
    }
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    await first.exited;
    log(`worker SIGKILL: killed the worker with ${atKill}/${JOB_PRODUCTS} products written; second worker starting (lease ${JOB_LEASE_MS} ms)…`);

    const second = startJobWorker(cluster.url);
    workers.push(second);
    let finishedMs = -1;
    let takenOverMs = -1;
    while (Date.now() - killedAt < 60_000 && second.child.exitCode === null) {
      const row = await jobRow();
      if (takenOverMs < 0 && row.attempts >= 2) takenOverMs = Date.now() - killedAt;
      if (row.state === 'done' || row.state === 'dead') {
        finishedMs = Date.now() - killedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const after = await jobRow();
    const count = await written();
    const distinct = Number(
      (await db.select({ n: sql<number>`count(distinct slug)::int` }).from(products).where(like(products.slug, `${prefix}%`)))[0]!.n,
    );
    const traffic = Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(productTraffic)
          .innerJoin(products, eq(products.id, productTraffic.productId))
          .where(like(products.slug, `${prefix}%`))
      )[0]!.n,
    );
    second.child.kill('SIGTERM');
    const code = await second.exited;
    const result = after.result as { inserted?: number; updated?: number } | null;
    log(
      `worker SIGKILL: job ${after.state} after ${after.attempts} attempts; taken over ${takenOverMs} ms and finished ` +
        `${finishedMs} ms after the kill (${result?.inserted ?? '?'} added, ${result?.updated ?? '?'} updated by the second run); ` +
        `${count} products, ${distinct} distinct, ${traffic} traffic rows; second worker exit code ${code}; ` +
        `phase ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`,
    );
    if (after.state !== 'done') failures.push(`worker SIGKILL: job ${after.state} (${after.lastError ?? 'no error'})`);
    if (after.attempts < 2) failures.push(`worker SIGKILL: ${after.attempts} attempts; the killed run was not counted`);
    if (count !== JOB_PRODUCTS || distinct !== JOB_PRODUCTS || traffic !== JOB_PRODUCTS) {
      failures.push(`worker SIGKILL: ${count} products, ${distinct} distinct, ${traffic} traffic rows for ${JOB_PRODUCTS} queued`);
    }
    if (code !== 0) failures.push(`worker SIGKILL: second worker exit code ${code} on SIGTERM`);
  } finally {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await bus?.close();
    await database.close();
  }
}


/**
 * The server dies (SIGKILL) between storing a payment callback and acting on it; started again, it finishes the
 * payment once: the order goes paid → in review exactly once.
 */
async function paymentCrash() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-pay-crash-'));
  copySeededStore(dataDir);
  let server = await startServer({ DATA_DIR: dataDir, FAULT_INJECT: 'payments.after-callback-stored' }, { captureLog: true });
  try {
    const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const email = `crash-${Date.now().toString(36)}@load.test`;
    const ticket = (await (await post(server.base, '/api/account/emailRegister', { email, password: 'load-password-42' })).json()).data.ticket;
    const token = (await (await post(server.base, '/api/account/login', { code: ticket, loginType: 1 })).json()).data.token as string;
    const auth = { Authorization: `Bearer ${token}` };
    const product = (await (await fetch(`${server.base}/api/products/chatgpt`)).json()).data as { id: number };
    const made = await (
      await post(server.base, '/api/orders', { kind: 'update', productId: product.id, contactEmail: 'o@load.test', changes: { tagline: 'Crash test' }, method: 'sandbox' }, { ...auth, 'Idempotency-Key': `crash-${Date.now()}` })
    ).json();
    const orderNo = made.data.orderNo as string;
    const order = (await (await fetch(`${server.base}/api/orders/${orderNo}`, { headers: auth })).json()).data;
    const pay = new URL(order.attempt.payUrl);
    const reference = pay.pathname.split('/').pop()!;
    const answer = await post(server.base, `/api/payments/sandbox/${reference}`, { outcome: 'paid', sig: pay.searchParams.get('sig') }).catch(() => undefined);
    const code = await server.exited;
    if (answer?.ok || server.child.signalCode !== 'SIGKILL') failures.push(`payment crash: the server was not killed at the crash point (exit ${code}, ${server.child.signalCode})`);
    server = await startServer({ DATA_DIR: dataDir });
    const deadline = Date.now() + 30_000;
    let seen: { status: string; events: { to: string }[] } | undefined;
    while (Date.now() < deadline) {
      seen = (await (await fetch(`${server.base}/api/orders/${orderNo}`, { headers: auth })).json()).data;
      if (seen?.status === 'in_review') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const steps = seen?.events.map((e) => e.to).join(' → ');
    if (steps !== 'pending → paid → in_review') failures.push(`payment crash: after the restart the order went ${steps ?? 'nowhere'}`);
    else log(`payment crash: killed after storing the callback; after the restart the order went ${steps}, once`);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// LOAD_PHASES picks phases (visitors, faults, scale; all by default), to re-run one while working on it.
const phases = new Set((process.env.LOAD_PHASES ?? 'visitors,faults,scale').split(',').map((p) => p.trim()));
if (phases.has('visitors')) await visitors();
if (phases.has('faults')) {
  await paymentCrash();
  await withPostgresCluster(async (cluster) => {
    await postgresRestart(cluster);
    await workerKill(cluster);
  });
}
if (phases.has('scale')) failures.push(...(await scaleRehearsal(log)));
if (failures.length) {
  console.error(`[load] FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
log('all checks passed');
