// `npm run bench:health`: catalogue health checks per minute (docs/decisions/023) against local fake sites that
// answer in 50 ms and in 5 s, at the default concurrency and at four times it. Each visit goes through the SSRF
// guard and reads the page as a real check does. Figures, never pass/fail.
import { visitSite } from '../app/features/catalogue/catalogue.health.server';
import { parseEnv } from '../server/env';
import { startFakeSites } from '../tests/fakes/sites';
import { createReport } from './report';

const report = createReport();
const sites = await startFakeSites();
const env = parseEnv({ LOG_LEVEL: 'silent' });

async function rate(delayMs: number, concurrency: number, visits: number) {
  const url = `${sites.base}/delay/${delayMs}`;
  let next = 0;
  let alive = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < visits) {
        const result = await visitSite(url, { timeoutMs: env.HEALTH_CHECK_TIMEOUT_MS, allowHosts: sites.allowHosts });
        if (result.status === 'alive') alive++;
      }
    }),
  );
  const minutes = (performance.now() - started) / 60_000;
  report.record(
    `health checks, sites answering in ${delayMs} ms, ${concurrency} at once`,
    `${Math.round(visits / minutes)} checks/min (${alive}/${visits} alive)`,
  );
}

try {
  for (const concurrency of [env.HEALTH_CHECK_CONCURRENCY, env.HEALTH_CHECK_CONCURRENCY * 4]) {
    await rate(50, concurrency, 400);
    await rate(5000, concurrency, concurrency * 3);
  }
  report.record('catalogue of 2,100 products: visits per hourly run', `${Math.ceil(2100 / 168)} (a week covers it)`);
} finally {
  await sites.close();
}
report.finish('health.json', `fake sites on 127.0.0.1, HEALTH_CHECK_TIMEOUT_MS ${env.HEALTH_CHECK_TIMEOUT_MS}`);
