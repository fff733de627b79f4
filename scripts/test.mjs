// `npm test`: lint, typecheck and the production build side by side, unit + integration tests (PGlite, and
// PostgreSQL when reachable), e2e, then the load and fault tests beside the budgets (bytes, accessibility, SEO: no
// timing).
// Ends with one summary line "tests: N passed, N failed, N skipped" and a non-zero exit on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import fs from 'node:fs';

const began = Date.now();
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/**
 * A step that runs beside others: its output is held back and printed whole when it ends, so the logs of steps
 * running at the same time do not interleave.
 */
function sideBySide(name, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

fs.mkdirSync('test-results', { recursive: true });
fs.rmSync('test-results/vitest.json', { force: true });
fs.rmSync('test-results/e2e.json', { force: true });

// Lint and typecheck take one core each for a few seconds and the build most of both for longer: together they
// end about when the build alone would. The e2e, load and budget steps use this build.
const early = await Promise.all([
  sideBySide('lint', 'npx', ['eslint', '.']),
  sideBySide('typecheck', 'npm', ['run', '-s', 'typecheck']),
  sideBySide('build', process.execPath, ['scripts/start.mjs', '--build-only']),
]);
results.push(...early);
failed += early.filter((r) => !r.ok).length;
const built = early[2].ok;

step('unit + integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites ?? 0);
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else failed++;

if (built) step('e2e', 'node', ['scripts/test-e2e.mjs']);
const e2e = built ? readJson('test-results/e2e.json') : undefined;
if (!built) {
  console.log('\ne2e, load + fault and budgets not run: the build failed');
} else if (e2e?.skippedSuite) {
  console.log('e2e suite skipped: no Chromium found. Fix: apt-get install chromium-headless-shell');
} else if (e2e?.stats) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  if (e2e.errors?.length) failed += e2e.errors.length;
} else failed++;

// Load and fault tests with small numbers (full size: `npm run test:load`), beside the budgets: each runs its own
// server, the load test spends most of its time waiting (a PostgreSQL restart, worker leases), and the budgets'
// gates (bytes, Lighthouse accessibility and SEO) do not depend on the machine's speed. Lighthouse performance is
// a report of `npm run test:budgets`, never a gate here.
if (built) {
  const late = await Promise.all([
    sideBySide('load + fault', 'npx', ['tsx', 'scripts/load-test.ts'], {
      LOAD_VISITORS: process.env.LOAD_VISITORS ?? '40',
      LOAD_DURATION_S: process.env.LOAD_DURATION_S ?? '10',
      // A change must reach every replica; how soon (a second, `npm run test:load`) is printed, not judged here.
      LOAD_FRESH_MS: process.env.LOAD_FRESH_MS ?? '10000',
    }),
    sideBySide('budgets', 'npx', ['tsx', 'scripts/budgets.ts', '--no-performance']),
  ]);
  results.push(...late);
  for (const r of late) {
    if (r.ok) passed++;
    else failed++;
  }
} else failed += 2;

// The names of the failed tests, with the first line of each failure, at the end where a truncated log still shows
// them.
const failures = [];
for (const file of vitest?.testResults ?? []) {
  if (file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed')) {
    failures.push(`vitest ${file.name.replace(process.cwd() + '/', '')}: ${firstLine(file.message)}`);
  }
  for (const a of file.assertionResults ?? []) {
    if (a.status === 'failed') {
      failures.push(`vitest ${file.name.replace(process.cwd() + '/', '')} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
  }
}
function walkSuites(suites, trail) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') {
          const last = t.results?.[t.results.length - 1];
          failures.push(`e2e ${[...here, spec.title].join(' › ')} [${t.projectName}]: ${firstLine(last?.error?.message)}`);
        }
      }
    }
    walkSuites(suite.suites, here);
  }
}
walkSuites(e2e?.suites, []);
function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  return String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim())?.trim().slice(0, 240) ?? '';
}

console.log('\n=== summary');
if (failures.length) {
  console.log('failed:');
  for (const f of failures.slice(0, 40)) console.log(`  ${f}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
}
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
console.log(`total ${Math.round((Date.now() - began) / 1000)}s`);
const ok = failed === 0 && results.every((r) => r.ok);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
