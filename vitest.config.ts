import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Files that replace modules or globals for themselves (`vi.mock`, `vi.resetModules`, `vi.stubGlobal`): each runs in
 * a process of its own. Every other file shares its worker process with the files before it — importing the app's
 * module graph once per worker instead of once per file — so a file must leave no state behind that another relies
 * on: state one process keeps whole (WebAssembly modules, the search index) lives on the process, not in a module.
 */
const OWN_PROCESS = ['app/features/catalogue/catalogue.test.ts', 'app/lib/api-client.test.ts', 'server/cache/page-cache.test.ts'];

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    // Each file opens its own embedded database; two workers match the two cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits until its condition holds, at most this long (Vitest's default is 1 s): a waiting test ends
    // as soon as the condition holds, so only a slow minute meets the limit, and it must not fail the test.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: OWN_PROCESS,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS } },
    ],
  },
});
