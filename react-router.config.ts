import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Lazy route discovery (React Router's default): a page carries the routes it shows, not all sixty; later links
  // are discovered through /__manifest (docs/decisions/014 §8).
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
