import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest as one immutable file every page shares (docs/decisions/014 §8): lazy discovery matched
  // each page's parent paths against every route on every render (about 2 ms of a product page's 10).
  routeDiscovery: { mode: 'initial' },
  future: {
    // Loaders and actions get the request as it came (no copy per handler without `.data`, `index` and `_routes`);
    // they read the page's address from their `url` argument, which React Router normalises.
    v8_passThroughRequests: true,
  },
} satisfies Config;
