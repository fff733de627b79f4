// The fake product sites (tests/fakes/sites.ts) as a process of their own, for the e2e servers: a product pointed at
// them gets its logo, og:image and screenshot from 127.0.0.1, never from the internet.
import { startFakeSites } from './sites';

const sites = await startFakeSites(Number(process.env.FAKE_SITES_PORT ?? 0));
console.log(`fake product sites on ${sites.base}`);
const stop = () => void sites.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
