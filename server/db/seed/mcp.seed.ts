// The MCP library's seed: the facts of the official registry's first seed (server/db/seed/mcp/, MIT; names,
// repositories, packages, arguments, environment variable names, remotes — no prose), written through the same
// path as `npm run import:mcp`, with the project's own descriptions (mcp.seed-data.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../client';
import { PROJECT_ROOT } from '../../paths';
import { legacyToCurrent, ZServerJson, type TMcpArgument, type TServerJson } from '~/features/mcp/mcp.schema';
import { upsertServer } from '~/features/mcp/mcp.write.server';
import { PACKAGE_FIXES } from './mcp.seed-data';

export const MCP_SEED_FILE = path.join(PROJECT_ROOT, 'server', 'db', 'seed', 'mcp', 'registry-facts-2025-05-16.json');

export const hasMcpSeed = (file = MCP_SEED_FILE) => fs.existsSync(file);

const UV_FLAGS = /^(--directory|--with|--with-editable|--python|--from|run|-m)\b/;
const DOCKER_FLAGS = /^(-i|--rm|-e|--env|-p|--publish|-v|--init|-t|run)\b/;

/** A first-seed named argument written as one string ("--config /path"): flag and value apart. */
function split(a: TMcpArgument): TMcpArgument {
  if (a.type !== 'named' || !a.name || !/\s/.test(a.name)) return a;
  const [flag, ...rest] = a.name.split(/\s+/);
  return { ...a, name: flag, value: rest.join(' ') };
}

/**
 * The first seed wrote launch commands into package arguments (uv's --directory and --with, docker's -i --rm -e,
 * the image name): those are the runtime's business, so they are dropped, and a docker image named only there
 * becomes the package identifier. What remains are the server's own arguments.
 */
export function cleanSeedServer(s: TServerJson): TServerJson {
  return {
    ...s,
    version: s.version?.endsWith('-seed') ? undefined : s.version,
    packages: s.packages.map((p) => {
      let identifier = p.identifier;
      let args = p.packageArguments.map(split);
      if (p.registryType === 'pypi' || p.registryType === 'unknown') {
        args = args.filter((a) => {
          const text = `${a.name ?? ''} ${a.value ?? ''}`.trim();
          return !UV_FLAGS.test(text) && !/\.py$/.test(a.value ?? '') && a.value !== p.identifier;
        });
      }
      if (p.registryType === 'oci') {
        const image = args.find((a) => a.type === 'positional' && a.value && !a.value.startsWith('-') && /^[a-z0-9._/-]+(:[\w.-]+)?$/.test(a.value) && a.value.includes('/'));
        if (image?.value) identifier = image.value;
        args = args.filter((a) => a !== image && !DOCKER_FLAGS.test(`${a.name ?? a.value ?? ''}`) && !/^[A-Z_]+(=.*)?$/.test(a.value ?? ''));
      }
      return { ...p, identifier, packageArguments: args };
    }),
  };
}

/** The corrections of PACKAGE_FIXES, applied to the server's first package. */
export function fixSeedPackages(s: TServerJson): TServerJson {
  const fix = PACKAGE_FIXES[s.name];
  const first = s.packages[0];
  if (!fix || !first) return s;
  const env = new Map(first.environmentVariables.map((e) => [e.name, e]));
  for (const name of fix.env ?? []) if (!env.has(name)) env.set(name, { name });
  const fixed = {
    ...first,
    registryType: fix.registryType,
    identifier: fix.identifier ?? first.identifier,
    packageArguments: fix.args ? fix.args.map((value) => ({ type: 'positional' as const, value })) : first.packageArguments,
    environmentVariables: [...env.values()],
  };
  return { ...s, packages: [fixed, ...s.packages.slice(1)] };
}

export function readMcpSeed(file = MCP_SEED_FILE): TServerJson[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { servers: unknown[] };
  return data.servers.flatMap((raw) => {
    const parsed = ZServerJson.safeParse(legacyToCurrent(raw));
    return parsed.success ? [fixSeedPackages(cleanSeedServer(parsed.data))] : [];
  });
}

export async function runMcpSeed(tx: Db, file = MCP_SEED_FILE): Promise<number> {
  const servers = readMcpSeed(file);
  // The registry's release date is when each entry was listed: the "newest" order keeps it.
  const dates = new Map(
    (JSON.parse(fs.readFileSync(file, 'utf8')) as { servers: { name: string; release_date?: string }[] }).servers.map((s) => [s.name, s.release_date]),
  );
  for (const s of servers) {
    const at = dates.get(s.name);
    await upsertServer(tx, s, { source: 'seed', status: 'published', now: at ? new Date(at) : undefined });
  }
  return servers.length;
}
