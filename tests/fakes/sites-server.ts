// Runs the fake web sites as a process for the end-to-end suite (`tsx tests/fakes/sites-server.ts`): the brand
// tracker's "add by website" reads http://127.0.0.1:<FAKE_SITES_PORT>/brand, and a product pointed at them gets its
// logo, og:image and screenshot from 127.0.0.1, never from the internet.
import { startFakeSites } from './sites';

const sites = await startFakeSites({ port: Number(process.env.FAKE_SITES_PORT ?? 0) });
console.log(`fake sites on ${sites.base}`);
const stop = () => void sites.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
