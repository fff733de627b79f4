// Runs the fake Google provider as a process for the end-to-end suite: `tsx tests/fakes/google-server.ts`.
import { startFakeGoogle } from './google';

const port = Number(process.env.FAKE_GOOGLE_PORT ?? 0);
const google = await startFakeGoogle({
  port,
  clientId: process.env.GOOGLE_CLIENT_ID ?? 'atlas-e2e.apps.example',
  clientSecret: process.env.GOOGLE_CLIENT_SECRET ?? 'e2e-secret',
});
console.log(`fake google on ${google.url}`);
const stop = () => void google.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
