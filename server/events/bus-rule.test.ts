// One bus per deployment, chosen in one place (docs/decisions/012). Two rules, checked on the sources:
//   1. Only server/events/ constructs a PostgreSQL or Redis bus (`createPostgresBus`, `createRedisBus`): every
//      process gets its networked bus from `createChangeBusFor`, which follows the configuration.
//   2. `createLocalBus` (one process's emitter) is for that factory, for tests (`*.test.ts`, `tests/`) and for
//      benchmarks (`bench/`, one process on a throw-away store that nobody else reads); no application code,
//      entry point or script builds one.
// And every `npm run …` entry point that writes obtains its bus from the factory (or is listed with the reason it
// has nothing to announce).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const SCANNED = ['app', 'server', 'scripts', 'bench', 'tests'];
const FACTORY = 'server/events/create-change-bus.ts';

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(PROJECT_ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) out.push(...sourceFiles(rel));
    } else if (SOURCE.test(entry.name)) out.push(rel);
  }
  return out;
}

const files = SCANNED.flatMap(sourceFiles);
const read = (rel: string) => fs.readFileSync(path.join(PROJECT_ROOT, rel), 'utf8');
const isTest = (rel: string) => /\.test\.tsx?$/.test(rel) || rel.startsWith('tests/');

/** Files that name `identifier` (an import, a call or a re-export all count). */
const naming = (identifier: string) => files.filter((rel) => new RegExp(`\\b${identifier}\\b`).test(read(rel)));

describe('who may construct a change bus', () => {
  it('scans the sources it means to (a rule over no files would pass for nothing)', () => {
    expect(files).toContain(FACTORY);
    expect(files).toContain('server/boot.ts');
    expect(files).toContain('server/db/import.ts');
    expect(files).toContain('scripts/load-test.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it('builds PostgreSQL and Redis buses only in server/events/', () => {
    for (const name of ['createPostgresBus', 'createRedisBus']) {
      expect(naming(name).filter((rel) => !rel.startsWith('server/events/')), name).toEqual([]);
    }
  });

  it('builds the local bus only in the factory, tests and benchmarks', () => {
    const allowed = (rel: string) => rel.startsWith('server/events/') || isTest(rel) || rel.startsWith('bench/');
    expect(naming('createLocalBus').filter((rel) => !allowed(rel))).toEqual([]);
  });
});

// ---- entry points -----------------------------------------------------------------------------------------------

/** The files `npm run` scripts run, with the script naming each (`scripts/start.mjs` serves server/index.ts). */
function scriptEntries(): Map<string, string> {
  const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  const entries = new Map<string, string>();
  for (const [name, command] of Object.entries(scripts)) {
    for (const match of command.matchAll(/(?:^|\s)((?:server|scripts|bench)\/[\w./-]+\.(?:ts|mjs))/g)) {
      entries.set(match[1] === 'scripts/start.mjs' ? 'server/index.ts' : match[1]!, name);
    }
  }
  return entries;
}

/** The repository files `entry` imports, directly or not (static and dynamic imports of relative and ~/ paths). */
function importClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const rel = queue.pop()!;
    if (seen.has(rel)) continue;
    seen.add(rel);
    for (const match of read(rel).matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)) {
      const spec = match[1]!;
      const base = spec.startsWith('~/')
        ? path.join('app', spec.slice(2))
        : spec.startsWith('.')
          ? path.join(path.dirname(rel), spec)
          : undefined;
      if (!base) continue;
      const found = ['', '.ts', '.tsx', '.mjs', '/index.ts'].map((ext) => base + ext).find((f) => SOURCE.test(f) && fs.existsSync(path.join(PROJECT_ROOT, f)));
      if (found) queue.push(found.split(path.sep).join('/'));
    }
  }
  return seen;
}

/**
 * How each entry point gets its bus. 'factory': through createChangeBusFor (boot.ts for servers and the worker,
 * the withDatabase frame of server/cli.ts for commands). Otherwise the reason it has nothing to announce.
 */
const ENTRY_POINTS: Record<string, 'factory' | { none: string }> = {
  'server/index.ts': 'factory',
  'server/dev.ts': 'factory',
  'server/worker.ts': 'factory',
  'server/db/import.ts': 'factory',
  'server/db/import-apps.ts': 'factory',
  'server/db/import-traffic.ts': 'factory', // recomputed rankings
  'server/db/import-mcp.ts': 'factory',
  'server/db/import-compute.ts': 'factory',
  'server/db/rankings-cli.ts': 'factory', // new snapshots
  'server/db/cli.ts': 'factory', // db:migrate, db:seed
  'server/db/admin-cli.ts': 'factory', // roles are read per request; nothing cached to announce, but framed alike
  'server/jobs/jobs-cli.ts': 'factory', // job states are not cached; a retried job's handler publishes in the worker
  'server/db/backup-cli.ts': {
    none: 'embedded store only, with the server stopped: no process to tell; the next start reads the store and drops shared pages',
  },
  // Build steps, and test and benchmark harnesses: they start real servers and workers, which get their bus
  // from the factory.
  'scripts/build-server.mjs': { none: 'build step' },
  'scripts/write-build-meta.mjs': { none: 'build step' },
  'scripts/compress-assets.mjs': { none: 'build step' },
  'scripts/test.mjs': { none: 'runs the test suites' },
  'scripts/test-e2e.mjs': { none: 'runs the browser suite against a started server' },
  'scripts/load-test.ts': { none: 'starts servers and workers; enqueues through the factory' },
  'scripts/budgets.ts': { none: 'Lighthouse against a started server' },
  'bench/run.ts': { none: 'benchmarks a started server' },
  'bench/search.ts': { none: 'benchmarks the search engine in memory' },
  'bench/rankings.ts': { none: 'computes rankings on a throw-away store that no server reads' },
  'bench/memory.ts': { none: 'measures started servers' },
  'bench/mcp.ts': { none: 'benchmarks the MCP endpoint of a started server' },
  'bench/health.ts': { none: 'visits local fake sites; writes nothing' },
  'bench/images.ts': { none: 'fetches and resizes images of local fake sites; writes nothing' },
  'bench/geo-check.ts': { none: 'runs GEO detections on throw-away stores that no server reads' },
};

describe('every entry point obtains its bus from the shared factory', () => {
  const entries = scriptEntries();

  it('knows every npm script that runs a file', () => {
    for (const [file, script] of entries) expect(ENTRY_POINTS, `npm run ${script} → ${file}`).toHaveProperty([file]);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['server/index.ts', 'server/db/import.ts', 'server/worker.ts']));
  });

  it.each(Object.entries(ENTRY_POINTS).filter(([, how]) => how === 'factory').map(([file]) => file))(
    '%s reaches createChangeBusFor',
    (file) => {
      const closure = importClosure(file);
      expect(closure.has(FACTORY), `${file} does not import ${FACTORY}`).toBe(true);
      const callers = [...closure].filter((rel) => rel !== FACTORY && /\bcreateChangeBusFor\(/.test(read(rel)));
      expect(callers.length, `nothing ${file} imports calls createChangeBusFor`).toBeGreaterThan(0);
    },
  );

  it.each(Object.entries(ENTRY_POINTS).filter(([file, how]) => how !== 'factory' && file.startsWith('server/')).map(([file]) => file))(
    '%s has no bus at all',
    (file) => {
      const closure = importClosure(file);
      expect([...closure].filter((rel) => rel.startsWith('server/events/'))).toEqual([]);
    },
  );
});
