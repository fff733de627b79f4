// The reference MCP server (@modelcontextprotocol/server-everything) as a child process on a free port, for the
// playground's tests: `streamableHttp` serves POST/GET/DELETE /mcp, `sse` serves GET /sse and POST /message.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

export type EverythingMode = 'streamableHttp' | 'sse';

export interface EverythingServer {
  port: number;
  /** The MCP endpoint: …/mcp (Streamable HTTP) or …/sse (HTTP+SSE). */
  url: string;
  /** For SSRF_ALLOW_HOSTS. */
  allowHost: string;
  close: () => Promise<void>;
}

const require = createRequire(import.meta.url);
export const EVERYTHING_ENTRY = path.join(
  path.dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')),
  'dist/index.js',
);

export async function startEverything(mode: EverythingMode = 'streamableHttp'): Promise<EverythingServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [EVERYTHING_ENTRY, mode], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server-everything did not start: ${output}`)), 20_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening|running/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server-everything exited with ${code}: ${output}`));
    });
  });
  child.stderr!.resume();
  return {
    port,
    url: `http://127.0.0.1:${port}/${mode === 'sse' ? 'sse' : 'mcp'}`,
    allowHost: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
