// Processes of the load and fault tests: the production server (the built bundle, as `npm start` runs it) and
// `npm run worker`, on loopback with the settings a phase gives them.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { SERVER_NODE_FLAGS } from './node-flags.mjs';

export interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  /** The process's log lines (pino on stdout) and stderr, when started with `captureLog`. */
  log: string[];
}

export interface StartOptions {
  /** Keep the log (pino's lines on stdout) and stderr for the phase to inspect, instead of printing stderr. */
  captureLog?: boolean;
}

function linesOf(stream: NodeJS.ReadableStream | null, lines: string[]) {
  let partial = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  });
}

const stdio = (options: StartOptions) =>
  ['ignore', options.captureLog ? 'pipe' : 'ignore', options.captureLog ? 'pipe' : 'inherit'] as const;

export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: [...stdio(options)],
  });
  const log: string[] = [];
  linesOf(child.stdout, log);
  linesOf(child.stderr, log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} during start${log.length ? `:\n${log.slice(-10).join('\n')}` : ''}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, exited, log };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy in 180 s');
}

export async function stopServer(server: Pick<Server, 'child' | 'exited'>) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

/** `npm run worker` with `env` on top of production settings; its log kept like a server's when asked. */
export function startWorker(env: Record<string, string>, options: StartOptions = {}): Omit<Server, 'base'> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    env: { ...process.env, NODE_ENV: 'production', SEED_ON_START: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: [...stdio(options)],
  });
  const log: string[] = [];
  linesOf(child.stdout, log);
  linesOf(child.stderr, log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))));
  return { child, exited, log };
}
