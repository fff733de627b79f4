// `npm test`: lint, typecheck and the production build side by side; then, side by side, the e2e suite, the unit +
// integration tests (PGlite, and PostgreSQL and Redis when reachable), the load and fault tests and the budgets
// (bytes, SEO: no timing).
// Ends with one summary line "tests: N passed, N failed, N skipped" and a non-zero exit on any failure.
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import fs from 'node:fs';

const began = Date.now();
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;

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

// After the build, four steps side by side: the e2e suite, the unit + integration tests, the load and fault tests
// and the budgets. No step shares state with another: the e2e suite, the load tests and the budgets run servers of
// their own on their own ports and stores, and the load tests' scale rehearsal restarts a Redis of its own
// (scripts/scale-rehearsal.ts), not the one the unit tests use. The load tests and the budgets spend most of their
// time waiting (a PostgreSQL restart, worker leases, Lighthouse's quiet windows) while the two long steps keep both
// cores busy.
const unitArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'];
const [unitStep, e2eStep, ...lateSteps] = await Promise.all([
  sideBySide('unit + integration', 'npx', unitArgs),
  built ? sideBySide('e2e', 'node', ['scripts/test-e2e.mjs']) : Promise.resolve(undefined),
  ...(built
    ? [
        // Small numbers (full size: `npm run test:load`).
        sideBySide('load + fault', process.execPath, ['--import', 'tsx', 'scripts/load-test.ts'], {
          LOAD_VISITORS: process.env.LOAD_VISITORS ?? '40',
          LOAD_DURATION_S: process.env.LOAD_DURATION_S ?? '10',
          // A change must reach every replica; how soon (a second, `npm run test:load`) is printed, not judged here.
          LOAD_FRESH_MS: process.env.LOAD_FRESH_MS ?? '10000',
        }),
        // The gates only (bytes, Lighthouse SEO), which do not depend on the machine's speed; the Lighthouse
        // performance score is a report of `npm run test:budgets`, never a gate here.
        sideBySide('budgets', process.execPath, ['--import', 'tsx', 'scripts/budgets.ts', '--no-performance']),
      ]
    : []),
]);
results.push(unitStep);
if (e2eStep) results.push(e2eStep);
results.push(...lateSteps);

const vitest = readJson('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  // A failed test counts once; a file that failed without a failed test (it did not load) counts as one more.
  // (The report's numFailedTestSuites counts every describe block around a failed test too.)
  const brokenFiles = (vitest.testResults ?? []).filter((f) => f.status === 'failed' && !f.assertionResults?.some((a) => a.status === 'failed'));
  failed += vitest.numFailedTests + brokenFiles.length;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else failed++;

const e2e = built ? readJson('test-results/e2e.json') : undefined;
if (!built) {
  console.log('\ne2e, load + fault and budgets not run: the build failed');
  failed += 2;
} else if (e2e?.skippedSuite) {
  console.log('e2e suite skipped: no Chromium found. Fix: apt-get install chromium-headless-shell');
} else if (e2e?.stats) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  if (e2e.errors?.length) failed += e2e.errors.length;
} else failed++;
for (const r of lateSteps) {
  if (r.ok) passed++;
  else failed++;
}

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
