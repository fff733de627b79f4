import { describe, expect, it } from 'vitest';
import { ZServerJson, mcpSlugOf, mcpTitleOf, MCP_AREA_SEGMENTS } from './mcp.schema';
import { installSnippet, installSnippets, stdioLaunch } from './mcp.snippets';

const server = (raw: unknown) => ZServerJson.parse(raw);
const json = (s: ReturnType<typeof installSnippet>) => JSON.parse(s!.json);

describe('install snippets', () => {
  const npm = server({
    name: 'io.github.acme/weather',
    packages: [
      {
        registryType: 'npm',
        identifier: '@acme/weather-mcp',
        version: '1.2.0',
        transport: { type: 'stdio' },
        packageArguments: [{ type: 'named', name: '--units', value: 'metric' }],
        environmentVariables: [
          { name: 'WEATHER_API_KEY', description: 'API key', isSecret: true },
          { name: 'WEATHER_REGION', default: 'eu' },
        ],
      },
    ],
  });
  const source = { key: 'acme-weather', packages: npm.packages, remotes: npm.remotes };

  it('starts an npm package with npx at its version, its arguments and placeholders for its variables', () => {
    for (const client of ['claude-desktop', 'cursor'] as const) {
      expect(json(installSnippet(client, source))).toEqual({
        mcpServers: {
          'acme-weather': {
            command: 'npx',
            args: ['-y', '@acme/weather-mcp@1.2.0', '--units', 'metric'],
            env: { WEATHER_API_KEY: '<WEATHER_API_KEY>', WEATHER_REGION: 'eu' },
          },
        },
      });
    }
    expect(json(installSnippet('cline', source)).mcpServers['acme-weather']).toMatchObject({ command: 'npx', disabled: false, autoApprove: [] });
  });

  it('keeps secrets out of the VS Code file: inputs it asks for, referenced by ${input:…}', () => {
    const vscode = json(installSnippet('vscode', source));
    expect(vscode.servers['acme-weather']).toEqual({
      type: 'stdio',
      command: 'npx',
      args: ['-y', '@acme/weather-mcp@1.2.0', '--units', 'metric'],
      env: { WEATHER_API_KEY: '${input:weather-api-key}', WEATHER_REGION: '${input:weather-region}' },
    });
    expect(vscode.inputs).toEqual([
      { type: 'promptString', id: 'weather-api-key', description: 'API key', password: true },
      { type: 'promptString', id: 'weather-region', description: 'WEATHER_REGION' },
    ]);
  });

  it('runs PyPI packages with uvx and OCI images with docker, passing each variable with -e', () => {
    const py = server({ name: 'io.github.a/b', packages: [{ registryType: 'pypi', identifier: 'mcp-server-b', version: '0.3.1' }] });
    expect(stdioLaunch(py.packages[0]!)).toMatchObject({ command: 'uvx', args: ['mcp-server-b@0.3.1'] });
    const oci = server({
      name: 'io.github.a/c',
      packages: [{ registryType: 'oci', registryBaseUrl: 'https://ghcr.io', identifier: 'acme/c', version: '2.0', environmentVariables: [{ name: 'C_TOKEN' }] }],
    });
    expect(json(installSnippet('cursor', { key: 'c', packages: oci.packages, remotes: [] })).mcpServers.c).toEqual({
      command: 'docker',
      args: ['run', '-i', '--rm', '-e', 'C_TOKEN', 'ghcr.io/acme/c:2.0'],
      env: { C_TOKEN: '<C_TOKEN>' },
    });
  });

  it('reaches a remote server by URL, through mcp-remote for Claude Desktop', () => {
    const remote = server({ name: 'io.github.a/remote', remotes: [{ type: 'streamable-http', url: 'https://mcp.example.com/mcp' }] });
    const src = { key: 'remote', packages: remote.packages, remotes: remote.remotes };
    expect(json(installSnippet('claude-desktop', src)).mcpServers.remote).toEqual({ command: 'npx', args: ['-y', 'mcp-remote', 'https://mcp.example.com/mcp'] });
    expect(json(installSnippet('cursor', src)).mcpServers.remote).toEqual({ url: 'https://mcp.example.com/mcp' });
    expect(json(installSnippet('vscode', src)).servers.remote).toEqual({ type: 'http', url: 'https://mcp.example.com/mcp' });
    expect(json(installSnippet('cline', src)).mcpServers.remote).toMatchObject({ type: 'streamableHttp', url: 'https://mcp.example.com/mcp' });
    const sse = server({ name: 'io.github.a/sse', remotes: [{ type: 'sse', url: 'https://x.example.com/sse' }] });
    expect(json(installSnippet('vscode', { key: 'sse', packages: [], remotes: sse.remotes })).servers.sse.type).toBe('sse');
  });

  it('writes nothing for a server with only a source checkout', () => {
    const src = server({ name: 'io.github.a/src', packages: [{ registryType: 'unknown', identifier: 'a/src' }] });
    expect(installSnippets({ key: 'src', packages: src.packages, remotes: [] }, ['claude-desktop', 'cursor'])).toEqual([]);
  });
});

describe('server.json', () => {
  it('reads the first seed’s snake_case spelling as the current format', () => {
    const legacy = server({
      name: 'io.github.x/y',
      version_detail: { version: '1.0.0' },
      packages: [{ registry_name: 'docker', name: 'x/y', version: '', environment_variables: [{ name: 'Y_KEY', is_secret: true }], package_arguments: [{ type: 'positional', value_hint: 'foo' }] }],
      remotes: [{ transport_type: '', url: 'http://localhost:8000/sse' }],
    });
    expect(legacy.version).toBe('1.0.0');
    expect(legacy.packages[0]).toMatchObject({ registryType: 'oci', identifier: 'x/y', environmentVariables: [{ name: 'Y_KEY', isSecret: true }], packageArguments: [{ valueHint: 'foo' }] });
    expect(legacy.packages[0]!.version).toBeUndefined();
    expect(legacy.remotes[0]).toMatchObject({ type: 'sse' });
  });

  it('refuses names that are not reverse-DNS, servers with nothing to install, and bad URLs', () => {
    const issues = (raw: unknown) => {
      const r = ZServerJson.safeParse(raw);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(issues({ name: 'no-slash', packages: [{ registryType: 'npm', identifier: 'x' }] })).toContain('mcp.error.name');
    expect(issues({ name: 'io.github.a/b' })).toContain('mcp.error.noPackage');
    expect(issues({ name: 'io.github.a/b', remotes: [{ type: 'sse', url: 'javascript:alert(1)' }] })).toContain('mcp.error.url');
    expect(issues({ name: 'io.github.a/b', packages: [{ registryType: 'npm', identifier: 'x y' }] })).toContain('mcp.error.identifier');
  });

  it('makes slugs that never take an area page’s name, and readable titles', () => {
    expect(mcpSlugOf('io.github.21st-dev/magic-mcp')).toBe('21st-dev-magic-mcp');
    for (const area of MCP_AREA_SEGMENTS) expect(mcpSlugOf(area)).toBe(`${area}-server`);
    expect(mcpSlugOf('io.github.acme/ranking')).toBe('acme-ranking');
    expect(mcpTitleOf('io.github.aws/mcp-server-aws-resources')).toBe('AWS Resources');
  });
});

describe('MCP area navigation', () => {
  it('lists only areas that have a page of their own, not ones only the server slug route would match', async () => {
    const { MCP_AREAS, mcpAreaPath } = await import('./components/mcp-area-nav');
    const { PAGES } = await import('~/pages');
    const own = new Set(PAGES.map(([path]) => `/${path}`));
    for (const area of MCP_AREAS) expect(own.has(mcpAreaPath(area)), area).toBe(true);
  });
});
