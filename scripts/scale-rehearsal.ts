// The scale rehearsal of `npm run test:load` (docs/operations.md "Several replicas"): two replicas of the built
// server and a `npm run worker` process on one PostgreSQL (+ Redis), as a site at scale runs. A product is changed
// by each kind of writer — a staff action through the admin API of one replica, `npm run import`, a job run by the
// worker — and must be fresh on both replicas' product pages and in both replicas' search within a second. Then
// the same after Redis was restarted (with a staff change made while it was down, which only the replicas'
// catch-up on reconnect can bring), and the same on PostgreSQL without Redis.
//
// It uses the PostgreSQL at LOAD_SCALE_DATABASE_URL (default TEST_DATABASE_URL, else 127.0.0.1:5432; a throw-away
// database is created and dropped) and a Redis of its own: a redis-server it starts on a free loopback port, keeping
// nothing on disk, and stops at the end — so restarting it touches no other program's Redis, and the rehearsal may
// run beside the unit tests, which use this machine's (scripts/test.mjs). Without redis-server on this machine, or
// with LOAD_SCALE_REDIS_URL set, it uses the Redis at LOAD_SCALE_REDIS_URL (default 127.0.0.1:6379); that one is
// restarted only when it is on loopback and persists nothing (as CI's), and always started again with the address,
// folder and log file it had. Logical database 5 holds the pages. Each part is skipped with a message when
// PostgreSQL or Redis does not answer.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { createSession } from '~/features/accounts/sessions.server';
import { catalogueImportJob } from '~/features/catalogue/catalogue.jobs.server';
import { openDatabase, type Database } from '../server/db/client';
import { jobs, products, users } from '../server/db/schema';
import { parseEnv } from '../server/env';
import { createChangeBusFor } from '../server/events/create-change-bus';
import { createJobQueue } from '../server/jobs/queue';
import { postgresAnswers } from '../tests/fixtures/db';
import { redisAnswers } from '../tests/fixtures/redis';
import { freePort } from './free-port.mjs';
import { startServer, startWorker, stopServer, type Server } from './load-servers';

/**
 * Every replica must show a change this soon after its writer finished: a second (`npm run test:load`). `npm test`
 * sets LOAD_FRESH_MS=10000, as it fails on nothing a slow minute can cause; the times are printed either way.
 */
const FRESH_MS = Number(process.env.LOAD_FRESH_MS ?? 1000);
/** A change made while Redis was down must show this soon after Redis answers again (reconnect + catch-up). */
const RECONNECT_FRESH_MS = 5 * FRESH_MS;
const POLL_MS = 25;

const ADMIN_URL = process.env.LOAD_SCALE_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The Redis in use: the rehearsal's own (ownRedis) unless LOAD_SCALE_REDIS_URL names one. */
let REDIS_URL = process.env.LOAD_SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Starts a redis-server of the rehearsal's own on a free loopback port, persisting nothing, with its folder and log
 * in `dir`; undefined without redis-server on this machine. `stop` shuts it down (it is also stopped when this
 * process exits).
 */
async function ownRedis(dir: string): Promise<{ url: string; stop: () => void } | undefined> {
  if (spawnSync('sh', ['-c', 'command -v redis-server && command -v redis-cli'], { stdio: 'ignore' }).status !== 0) return undefined;
  const port = String(await freePort());
  const args = ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', port, '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', path.join(dir, 'redis.log')];
  if (spawnSync('redis-server', args, { stdio: 'ignore' }).status !== 0) return undefined;
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !(await redisAnswers(url)); i++) await sleep(50);
  const stop = () => {
    spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', port, 'shutdown', 'nosave'], { stdio: 'ignore' });
  };
  process.once('exit', stop);
  return {
    url,
    stop: () => {
      stop();
      process.off('exit', stop);
    },
  };
}

type Log = (message: string) => void;

interface Site {
  label: string;
  replicas: [Server, Server];
  worker: Omit<Server, 'base'>;
  env: Record<string, string>;
}

interface ProductRecord {
  slug: string;
  name: string;
  url: string;
  category: string;
  type: string;
  pricing: string;
  contentLanguage: string;
  tagline: { en: string };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `check` on every replica until it holds. For each replica: when the first request that found the change
 * was sent and when its answer came, in ms since the call; undefined when no request sent within `withinMs` found
 * it. A visitor's request sent after `sent` gets the new content, however long the page takes to render.
 */
async function untilEverywhere(
  replicas: readonly Server[],
  withinMs: number,
  check: (base: string) => Promise<true | string>,
): Promise<{ sent: (number | undefined)[]; answered: (number | undefined)[]; last: string[] }> {
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const last: string[] = replicas.map(() => 'not checked');
  const answered: (number | undefined)[] = replicas.map(() => undefined);
  const sent = await Promise.all(
    replicas.map(async (replica, i) => {
      for (let at = since(); at <= withinMs; at = since()) {
        const result = await check(replica.base).catch((error: Error) => `error ${error.message}`);
        if (result === true) {
          answered[i] = since();
          return at;
        }
        last[i] = result;
        await sleep(POLL_MS);
      }
      return undefined;
    }),
  );
  return { sent, answered, last };
}

/**
 * The product page in English as a browser asks for it: its status, X-Cache and whether it shows `text`. A page
 * counts as showing it only when it also came compressed (Brotli), as every browser gets it.
 */
async function productPage(base: string, slug: string, text: string) {
  const res = await fetch(`${base}/en/details/${slug}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
  const html = await res.text();
  const compressed = res.status !== 200 || res.headers.get('content-encoding') === 'br';
  return { status: res.status, cache: res.headers.get('x-cache') ?? '-', shows: html.includes(text) && compressed };
}

async function searchFinds(base: string, word: string, slug: string): Promise<boolean> {
  const res = await fetch(`${base}/api/products/search?q=${encodeURIComponent(word)}&langType=en`);
  const body = (await res.json()) as { data: { items: { slug: string }[] } };
  return body.data.items.some((item) => item.slug === slug);
}

async function productApi(base: string, slug: string): Promise<number> {
  const res = await fetch(`${base}/api/products/${slug}?langType=en`);
  await res.arrayBuffer();
  return res.status;
}

export async function scaleRehearsal(log: Log): Promise<string[]> {
  const failures: string[] = [];
  const began = Date.now();
  if (!(await postgresAnswers(ADMIN_URL))) {
    log(`scale rehearsal: skipped — PostgreSQL does not answer at ${new URL(ADMIN_URL).host} (set LOAD_SCALE_DATABASE_URL)`);
    return failures;
  }
  const redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-scale-redis-'));
  const own = process.env.LOAD_SCALE_REDIS_URL ? undefined : await ownRedis(redisDir);
  if (own) {
    REDIS_URL = own.url;
    log(`scale rehearsal: a Redis of its own at ${new URL(REDIS_URL).host}`);
  }
  const withRedis = await redisAnswers(REDIS_URL);
  if (!withRedis) log(`scale rehearsal with Redis: skipped — Redis does not answer at ${new URL(REDIS_URL).host} (set LOAD_SCALE_REDIS_URL)`);

  const name = `atlas_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    own?.stop();
    fs.rmSync(redisDir, { recursive: true, force: true });
    return [`scale rehearsal: could not create a database at ${new URL(ADMIN_URL).host}: ${(error as Error).message}`];
  } finally {
    await admin.end().catch(() => {});
  }
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${name}`;
  const databaseUrl = dbUrl.toString();
  const pagesRedis = new URL(REDIS_URL);
  pagesRedis.pathname = '/5';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-scale-'));
  let database: Database | undefined;
  const running: Omit<Server, 'base'>[] = [];
  /** Every process started, for their last log lines when something failed. */
  const started: { label: string; process: Omit<Server, 'base'> }[] = [];
  let round = 0;

  async function startSite(label: string, env: Record<string, string>): Promise<Site> {
    const began = Date.now();
    // Set in full, so nothing of the calling shell (a REDIS_URL, JOBS_BACKEND=redis) changes the deployment.
    const settings = { DATABASE_URL: databaseUrl, REDIS_URL: '', DATABASE_POOL_SIZE: '4', JOBS_WORKER: 'off', JOBS_BACKEND: 'postgres', ...env };
    // The first replica migrates and seeds; the second and the worker start on the ready database.
    const a = await startServer(settings, { captureLog: true });
    running.push(a);
    started.push({ label: `${label} replica 1`, process: a });
    const [b, worker] = await Promise.all([
      startServer(settings, { captureLog: true }),
      Promise.resolve(startWorker({ ...settings, DATABASE_POOL_SIZE: '3' }, { captureLog: true })),
    ]);
    running.push(b, worker);
    started.push({ label: `${label} replica 2`, process: b }, { label: `${label} worker`, process: worker });
    log(`scale rehearsal (${label}): two replicas and a worker up in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    // As a site that has served a little: a new process runs its first renders and searches on unoptimised code.
    for (const replica of [a, b]) {
      for (const warmUp of ['/en', '/en/class', '/en/discover/chat', '/api/products/search?q=image&langType=en', '/api/products?pageSize=12&langType=en']) {
        for (let i = 0; i < 3; i++) await (await fetch(`${replica.base}${warmUp}`)).arrayBuffer();
      }
    }
    return { label, replicas: [a, b], worker, env: settings };
  }

  async function stopSite(site: Site) {
    await Promise.all([...site.replicas, site.worker].map(stopServer));
    running.splice(0);
  }

  /**
   * Fails the run unless, on both replicas, a request sent within `withinMs` of the write finds it, for every check
   * (each polled on its own); prints when those requests were sent.
   */
  async function expectFresh(site: Site, what: string, withinMs: number, checks: Record<string, (base: string) => Promise<true | string>>) {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => ({ name, ...(await untilEverywhere(site.replicas, withinMs, check)) })),
    );
    const figures = results.map(
      ({ name, sent, last }) => `${name} ${sent.map((m, i) => (m === undefined ? `stale (${last[i]})` : `${m}`)).join('/')}`,
    );
    const answered = Math.max(...results.flatMap((r) => r.answered.map((m) => m ?? 0)));
    log(`scale rehearsal (${site.label}): ${what}: ${figures.join(', ')} ms (replica 1/2; answers by ${answered} ms)`);
    if (results.some(({ sent }) => sent.some((m) => m === undefined))) {
      failures.push(`scale rehearsal (${site.label}): ${what} not on every replica within ${withinMs} ms (${figures.join(', ')})`);
    }
  }

  /** Loads the page on both replicas until it is served from the cache, so a stale copy would show. */
  async function warm(site: Site, slug: string) {
    for (const replica of site.replicas) {
      for (let i = 0; i < 3 && (await productPage(replica.base, slug, '')).cache !== 'HIT'; i++) await sleep(POLL_MS);
      await productApi(replica.base, slug);
    }
  }

  async function record(site: Site, slug: string, tagline: string): Promise<ProductRecord> {
    const res = await fetch(`${site.replicas[0].base}/api/products/${slug}?langType=en`);
    const { data } = (await res.json()) as {
      data: { name: string; url: string; category: { slug: string }; type: string; pricing: string; contentLanguage: string };
    };
    return {
      slug,
      name: data.name,
      url: data.url,
      category: data.category.slug,
      type: data.type,
      pricing: data.pricing,
      contentLanguage: data.contentLanguage,
      tagline: { en: tagline },
    };
  }

  /** `npm run import -- file` with the site's settings, as an operator runs it beside the replicas. */
  async function runImport(site: Site, file: string): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/db/import.ts', file], {
      env: { ...process.env, ...site.env, SEED_ON_START: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) failures.push(`scale rehearsal (${site.label}): npm run import exited ${code}: ${output.trim()}`);
  }

  /** A word no product has, and the tagline that carries it. */
  function fresh(writer: string) {
    const word = `scale${writer}${randomBytes(4).toString('hex')}`;
    return { word, tagline: `Rehearsed by ${writer}: ${word}` };
  }

  /** The product page shows `text` and search finds the product by its last word. */
  const shows = (slug: string, text: string) => ({
    page: async (base: string) => {
      const page = await productPage(base, slug, text);
      return (page.status === 200 && page.shows) || `${page.status} ${page.cache} old text`;
    },
    search: async (base: string) => (await searchFinds(base, text.split(' ').at(-1)!, slug)) || 'not found',
  });
  /** The product's page is a 404 (also through the API's memoised data) and search no longer finds it. */
  const gone = (slug: string, word: string) => ({
    page: async (base: string) => {
      const page = await productPage(base, slug, '');
      if (page.status !== 404) return `${page.status} ${page.cache}`;
      return (await productApi(base, slug)) === 404 || 'API still answers';
    },
    search: async (base: string) => !(await searchFinds(base, word, slug)) || 'still found',
  });

  async function staff(site: Site, token: string, slug: string, status: 'hidden' | 'published', on = 0) {
    const [product] = await database!.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    const productId = product!.id;
    const res = await fetch(`${site.replicas[on]!.base}/api/admin/products/${productId}/status`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status, reason: 'scale rehearsal' }),
    });
    const body = (await res.json()) as { code: number; data?: { changed: boolean } };
    if (res.status !== 200 || !body.data?.changed) failures.push(`scale rehearsal (${site.label}): staff ${status} answered ${res.status} ${JSON.stringify(body)}`);
  }

  /** One round: each kind of writer changes a product; both replicas must show it within FRESH_MS. */
  async function writers(site: Site, token: string, slugs: string[]) {
    round++;
    const [imported, queued] = [slugs[(2 * round) % slugs.length]!, slugs[(2 * round + 1) % slugs.length]!];

    // npm run import, with the site's settings.
    await warm(site, imported);
    const byImport = fresh('import');
    const file = path.join(dir, `round-${round}.json`);
    fs.writeFileSync(file, JSON.stringify([await record(site, imported, byImport.tagline)]));
    await runImport(site, file);
    await expectFresh(site, `npm run import → page and search`, FRESH_MS, shows(imported, byImport.tagline));

    // A catalogue.import job, run by the worker.
    await warm(site, queued);
    const byJob = fresh('job');
    const env = parseEnv({ ...site.env, LOG_LEVEL: 'silent' });
    const logger = pino({ level: 'silent' });
    const bus = await createChangeBusFor(env, { database: database!, logger });
    try {
      const queue = createJobQueue({ env, database: database!, logger, bus });
      const { id } = await queue.enqueue(catalogueImportJob, { products: [await record(site, queued, byJob.tagline)] });
      const deadline = Date.now() + 30_000;
      let state = 'pending';
      while (Date.now() < deadline) {
        state = (await database!.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, Number(id))))[0]!.state;
        if (state === 'done' || state === 'dead') break;
        await sleep(POLL_MS);
      }
      if (state !== 'done') failures.push(`scale rehearsal (${site.label}): the worker's job ended ${state}`);
    } finally {
      await bus.close();
    }
    await expectFresh(site, 'job in the worker → page and search', FRESH_MS, shows(queued, byJob.tagline));

    // Staff hide the imported product on replica 1, then publish it again.
    await warm(site, imported);
    await staff(site, token, imported, 'hidden');
    await expectFresh(site, 'staff hide on replica 1 → page 404, out of search', FRESH_MS, gone(imported, byImport.word));
    await staff(site, token, imported, 'published', 1);
    await expectFresh(site, 'staff publish on replica 2 → page and search', FRESH_MS, shows(imported, byImport.tagline));
  }

  try {
    const first = await startSite(withRedis ? 'PostgreSQL + Redis' : 'PostgreSQL', withRedis ? { REDIS_URL: pagesRedis.toString() } : {});
    database = await openDatabase({ databaseUrl, poolSize: 2 });
    const [user] = await database.db
      .insert(users)
      .values({ email: `scale-${randomBytes(4).toString('hex')}@load.test`, role: 'admin', displayName: 'Scale rehearsal' })
      .returning({ id: users.id });
    const { token } = await createSession(database.db, user!.id);
    const list = (await (await fetch(`${first.replicas[0].base}/api/products?pageSize=12&langType=en`)).json()) as {
      data: { items: { slug: string }[] };
    };
    const slugs = list.data.items.map((p) => p.slug);

    if (withRedis) {
      await writers(first, token, slugs);
      await redisRestart(first, token, slugs);
      await writers(first, token, slugs);
      await stopSite(first);
      const pgOnly = await startSite('PostgreSQL only', {});
      await writers(pgOnly, token, slugs);
      await stopSite(pgOnly);
    } else {
      await writers(first, token, slugs);
      await stopSite(first);
    }
  } catch (error) {
    failures.push(`scale rehearsal: ${(error as Error).stack ?? error}`);
  } finally {
    for (const process of running) if (process.child.exitCode === null && process.child.signalCode === null) process.child.kill('SIGKILL');
    await Promise.all(running.map((p) => p.exited));
    await database?.close();
    const drop = new pg.Client({ connectionString: ADMIN_URL });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
    own?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(redisDir, { recursive: true, force: true });
  }
  if (failures.length) {
    for (const { label, process } of started) log(`scale rehearsal: last log lines of ${label}:\n  ${process.log.slice(-8).join('\n  ')}`);
  }
  log(`scale rehearsal: ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return failures;

  /**
   * Restarts the Redis in use (nothing persisted: pages, tag versions and subscriptions are gone). While it
   * is down, staff hide a product: the change event cannot be published, so only the replicas' catch-up when their
   * bus reconnects can bring it. Redis is started again whatever happens.
   */
  async function redisRestart(site: Site, token: string, slugs: string[]) {
    const url = new URL(REDIS_URL);
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    const tools = spawnSync('sh', ['-c', 'command -v redis-cli && command -v redis-server'], { encoding: 'utf8' }).status === 0;
    if (!local || !tools) {
      log(`scale rehearsal: Redis restart skipped — ${local ? 'redis-cli/redis-server not installed' : 'Redis is not on this machine'}`);
      return;
    }
    const port = url.port || '6379';
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const config = (key: string) => {
      const out = spawnSync('redis-cli', ['-h', host, '-p', port, '--raw', 'config', 'get', key], { encoding: 'utf8' }).stdout.split('\n');
      return out[0] === key ? (out[1] ?? '') : undefined;
    };
    // A restart without saving would lose what a Redis that persists keeps: only a throw-away one is restarted.
    if (config('save') !== '' || config('appendonly') !== 'no') {
      log('scale rehearsal: Redis restart skipped — this Redis persists its data (save or appendonly is set)');
      return;
    }
    // Started again as it runs now: same address, folder and log file, nothing saved.
    const args = ['--daemonize', 'yes', '--port', port, '--save', '', '--appendonly', 'no'];
    const bind = config('bind');
    args.push('--bind', ...(bind ? bind.split(' ') : ['127.0.0.1']));
    for (const key of ['dir', 'logfile']) {
      const value = config(key);
      if (value) args.push(`--${key}`, value);
    }
    const up = () => spawnSync('redis-cli', ['-h', host, '-p', port, 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG';
    const ensureUp = () => {
      if (up()) return;
      spawnSync('redis-server', args, { stdio: 'ignore' });
      for (let i = 0; i < 100 && !up(); i++) spawnSync('sleep', ['0.1']);
    };
    // Also when this process is interrupted while Redis is down.
    const onSignal = () => {
      ensureUp();
      process.exit(130);
    };
    process.once('exit', ensureUp);
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const hidden = slugs[slugs.length - 1 - round]!;
    const byStaff = fresh('outage');
    try {
      // A word of its own on the product first, so search can show it going away.
      await retitle(site, hidden, byStaff.tagline);
      await warm(site, hidden);
      const before = site.replicas.map((r) => r.log.length);
      spawnSync('redis-cli', ['-h', host, '-p', port, 'shutdown', 'nosave'], { stdio: 'ignore' });
      const downAt = Date.now();
      if (up()) throw new Error('Redis did not stop');
      await staff(site, token, hidden, 'hidden');
      await sleep(300);
      ensureUp();
      const upAt = Date.now();
      log(`scale rehearsal: Redis restarted (down ${upAt - downAt} ms); a product was hidden by staff while it was down`);
      await expectFresh(site, 'change made while Redis was down, after Redis is back', RECONNECT_FRESH_MS, gone(hidden, byStaff.word));
      const heard = site.replicas.map((r, i) => r.log.slice(before[i]).some((line) => line.includes('change bus reconnected')));
      log(`scale rehearsal: replicas logged their bus reconnect: ${heard.join(', ')}`);
      if (!heard.every(Boolean)) failures.push('scale rehearsal: a replica did not log that its change bus reconnected');
      await staff(site, token, hidden, 'published');
    } finally {
      ensureUp();
      process.off('exit', ensureUp);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }

  /** Gives a product a tagline of its own through the import, and waits until both replicas show it. */
  async function retitle(site: Site, slug: string, tagline: string) {
    const file = path.join(dir, `setup-${slug}.json`);
    fs.writeFileSync(file, JSON.stringify([await record(site, slug, tagline)]));
    await runImport(site, file);
    await expectFresh(site, 'import before the restart → page and search', FRESH_MS, shows(slug, tagline));
  }
}
