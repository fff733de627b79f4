// Install snippets: the JSON each common client reads to start (or reach) a server, written from the server's
// packages and remotes. One module for the detail page, the API and the tests; no I/O.
import type { TSnippetClient } from './mcp.constants';
import type { TMcpArgument, TMcpKeyValue, TMcpPackage, TMcpRemote } from './mcp.schema';

export interface TSnippetSource {
  /** The key the server gets in the client's config (the slug is fine). */
  key: string;
  packages: TMcpPackage[];
  remotes: TMcpRemote[];
}

export interface TSnippet {
  client: TSnippetClient;
  /** Where the JSON goes (a file name or path the client documents). */
  file: string;
  /** What the snippet starts: a local package (stdio) or a remote URL. */
  via: 'package' | 'remote';
  json: string;
}

/** The file each client reads its MCP servers from. */
export const SNIPPET_FILES: Record<TSnippetClient, string> = {
  'claude-desktop': 'claude_desktop_config.json',
  cursor: '~/.cursor/mcp.json',
  vscode: '.vscode/mcp.json',
  cline: 'cline_mcp_settings.json',
};

interface StdioLaunch {
  command: string;
  args: string[];
  env: TMcpKeyValue[];
}

const RUNNABLE = new Set(['npm', 'pypi', 'oci', 'nuget']);

function argTokens(args: TMcpArgument[]): string[] {
  const out: string[] = [];
  for (const a of args) {
    if (a.isRequired === false && a.value === undefined && a.default === undefined) continue;
    const value = a.value ?? a.default ?? (a.valueHint ? `<${a.valueHint}>` : undefined);
    if (a.type === 'named') {
      if (!a.name) continue;
      out.push(a.name);
      if (value !== undefined && value !== a.name) out.push(value);
    } else if (value !== undefined) out.push(value);
  }
  return out;
}

/** How a package is started over stdio, or null when it cannot be started from its registry. */
export function stdioLaunch(pkg: TMcpPackage): StdioLaunch | null {
  if (!RUNNABLE.has(pkg.registryType) || pkg.transport.type !== 'stdio') return null;
  const runtime = argTokens(pkg.runtimeArguments);
  const args = argTokens(pkg.packageArguments);
  const env = pkg.environmentVariables;
  const v = pkg.version && pkg.version !== 'latest' ? pkg.version : null;
  switch (pkg.registryType) {
    case 'npm':
      return { command: pkg.runtimeHint ?? 'npx', args: [...(runtime.length ? runtime : ['-y']), v ? `${pkg.identifier}@${v}` : pkg.identifier, ...args], env };
    case 'pypi':
      return { command: pkg.runtimeHint ?? 'uvx', args: [...runtime, v ? `${pkg.identifier}@${v}` : pkg.identifier, ...args], env };
    case 'nuget':
      return { command: pkg.runtimeHint ?? 'dnx', args: [...runtime, v ? `${pkg.identifier}@${v}` : pkg.identifier, '--yes', ...(args.length ? ['--', ...args] : [])], env };
    case 'oci': {
      const host = pkg.registryBaseUrl ? new URL(pkg.registryBaseUrl).host : '';
      const named = host && host !== 'docker.io' && !pkg.identifier.startsWith(`${host}/`) ? `${host}/${pkg.identifier}` : pkg.identifier;
      const image = v && !/:[^/]+$/.test(named) ? `${named}:${v}` : named;
      const envFlags = env.flatMap((e) => ['-e', e.name]);
      return { command: pkg.runtimeHint ?? 'docker', args: ['run', '-i', '--rm', ...runtime, ...envFlags, image, ...args], env };
    }
    default:
      return null;
  }
}

/** The placeholder a user replaces: the variable's default when it is not a secret, else <NAME>. */
const placeholder = (e: TMcpKeyValue) => (!e.isSecret && e.default ? e.default : `<${e.name}>`);

const envObject = (env: TMcpKeyValue[]) => (env.length ? { env: Object.fromEntries(env.map((e) => [e.name, placeholder(e)])) } : {});

const inputId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function remoteHeaders(remote: TMcpRemote) {
  return remote.headers.length ? { headers: Object.fromEntries(remote.headers.map((h) => [h.name, placeholder(h)])) } : {};
}

function forClient(client: TSnippetClient, key: string, launch: StdioLaunch | null, remote: TMcpRemote | null): unknown {
  if (launch) {
    const base = { command: launch.command, args: launch.args };
    switch (client) {
      case 'claude-desktop':
      case 'cursor':
        return { mcpServers: { [key]: { ...base, ...envObject(launch.env) } } };
      case 'cline':
        return { mcpServers: { [key]: { ...base, ...envObject(launch.env), disabled: false, autoApprove: [] } } };
      case 'vscode': {
        // VS Code asks for the values once and keeps secrets out of the file: ${input:…} references.
        const inputs = launch.env.map((e) => ({ type: 'promptString', id: inputId(e.name), description: e.description || e.name, ...(e.isSecret ? { password: true } : {}) }));
        const env = launch.env.length ? { env: Object.fromEntries(launch.env.map((e) => [e.name, `\${input:${inputId(e.name)}}`])) } : {};
        return { ...(inputs.length ? { inputs } : {}), servers: { [key]: { type: 'stdio', ...base, ...env } } };
      }
    }
  }
  const r = remote!;
  switch (client) {
    case 'claude-desktop':
      // Claude Desktop's file starts local processes only: the mcp-remote bridge reaches a remote server.
      return { mcpServers: { [key]: { command: 'npx', args: ['-y', 'mcp-remote', r.url, ...r.headers.flatMap((h) => ['--header', `${h.name}:${placeholder(h)}`])] } } };
    case 'cursor':
      return { mcpServers: { [key]: { url: r.url, ...remoteHeaders(r) } } };
    case 'cline':
      return { mcpServers: { [key]: { type: r.type === 'sse' ? 'sse' : 'streamableHttp', url: r.url, ...remoteHeaders(r), disabled: false, autoApprove: [] } } };
    case 'vscode':
      return { servers: { [key]: { type: r.type === 'sse' ? 'sse' : 'http', url: r.url, ...remoteHeaders(r) } } };
  }
}

/** The snippet for one client, or null when the server has neither a runnable package nor a remote. */
export function installSnippet(client: TSnippetClient, source: TSnippetSource): TSnippet | null {
  const launch = source.packages.map(stdioLaunch).find((l) => l !== null) ?? null;
  const remote = source.remotes[0] ?? null;
  if (!launch && !remote) return null;
  const key = source.key.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'server';
  return {
    client,
    file: SNIPPET_FILES[client],
    via: launch ? 'package' : 'remote',
    json: JSON.stringify(forClient(client, key, launch, remote), null, 2),
  };
}

export function installSnippets(source: TSnippetSource, clients: readonly TSnippetClient[]): TSnippet[] {
  return clients.map((c) => installSnippet(c, source)).filter((s): s is TSnippet => s !== null);
}
