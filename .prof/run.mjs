// usage: node /tmp/prof/run.mjs <url-path> [n]  (from /work/main)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
const pathArg = process.argv[2] ?? '/details/chatgpt';
const n = Number(process.argv[3] ?? 3000);
const port = 3987;
const dir = '/tmp/prof/out'; fs.rmSync(dir, { recursive: true, force: true }); fs.mkdirSync(dir, { recursive: true });
const dataDir = '/tmp/prof/data';
const child = spawn('taskset', ['-c', '0', process.execPath, '--cpu-prof', `--cpu-prof-dir=${dir}`, '--max-semi-space-size=8', (process.env.SERVER ?? 'build/app-server/index.mjs')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PAGE_CACHE: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production' }, stdio: 'inherit', cwd: process.env.SERVER_CWD ?? process.cwd() });
for (let i = 0; i < 600; i++) { try { const r = await fetch(`http://127.0.0.1:${port}/healthz`); if (r.ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const url = `http://127.0.0.1:${port}${pathArg}`;
await autocannon({ url, connections: 10, amount: 500, headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
const cpu0 = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8'); // taskset execs node: same pid
const t0 = performance.now();
const r = await autocannon({ url, connections: 10, amount: n, headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
const f = (s) => { const x = s.split(') ')[1].split(' '); return (Number(x[11]) + Number(x[12])) * 10; };
const cpu1 = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
console.log(`rps ${Math.round(r.requests.total / ((performance.now() - t0) / 1000))}  cpu/req ${((f(cpu1) - f(cpu0)) / r.requests.total).toFixed(2)} ms  non2xx ${r.non2xx}`);
child.kill('SIGINT');
await new Promise((res) => child.once('exit', res));
