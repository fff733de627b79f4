// `npm run test:load`: bounded load and fault tests against the production server on loopback.
//   1. visitors: LOAD_VISITORS (200) concurrent visitors browse and search for LOAD_DURATION_S (60) seconds;
//      any 5xx or network error fails the run.
//   2. drain: SIGTERM while requests are in flight; every one of them must still get its answer, exit code 0.
//   3. PostgreSQL restart: a private PostgreSQL cluster is restarted under traffic; requests during the
//      restart must fail cleanly (503 envelope) and the same server process must recover.
// CI runs it with small numbers (LOAD_VISITORS=40 LOAD_DURATION_S=10); the figures are printed, not judged.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const VISITORS = Number(process.env.LOAD_VISITORS ?? 200);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 60);
const LOCALES = ['', '/en', '/tw', '/ja'];
const QUERIES = ['视频', '写作', '画像', 'chatbot', 'chatbto', 'image', 'code', '翻译', 'agent', '音乐'];

const failures: string[] = [];
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function log(message: string) {
  console.log(`[load] ${message}`);
}

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} during start`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, exited };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy in 180 s');
}

async function stopServer(server: Server) {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

async function productSlugs(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/products?pageSize=50&langType=en`);
  const body = (await res.json()) as { data: { items: { slug: string }[] } };
  return body.data.items.map((p) => p.slug);
}

// ---------------------------------------------------------------------------------------------------------
async function visitors() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-load-'));
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

async function postgresRestart() {
  const bin = postgresBin();
  if (!bin) {
    log('postgres restart: skipped — no PostgreSQL server binaries on this machine');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-pg-'));
  const pgData = path.join(dir, 'data');
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres', dir]);
  const port = await freePort();
  pgTool(bin, 'initdb', ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const pgCtl = (...args: string[]) =>
    pgTool(bin, 'pg_ctl', ['-D', pgData, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...args]);
  pgCtl('start');
  let server: Server | undefined;
  try {
    server = await startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`, DATABASE_POOL_SIZE: '5' });
    const slugs = await productSlugs(server.base);
    const counts = { ok: 0, unavailable: 0, bad: 0 };
    const bad: string[] = [];
    let stop = false;
    const traffic = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${server!.base}/api/products/${pick(slugs)}`);
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
    pgCtl('stop', '-m', 'fast');
    await new Promise((r) => setTimeout(r, 2000));
    pgCtl('start');
    const restartedAt = Date.now();
    let recoveredMs = -1;
    while (Date.now() - restartedAt < 30_000) {
      const res = await fetch(`${server.base}/api/products/${pick(slugs)}`).catch(() => undefined);
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
  } finally {
    if (server) await stopServer(server);
    try {
      pgCtl('stop', '-m', 'immediate');
    } catch {
      /* already stopped */
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
await visitors();
await postgresRestart();
log('worker SIGKILL: no background job queue exists yet; this check arrives with the first job (see CHANGELOG)');
if (failures.length) {
  console.error(`[load] FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
log('all checks passed');
