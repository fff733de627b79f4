// `npm run db:migrate` / `npm run db:seed`: the start-up database steps, without starting the server. Seed steps
// that ran are announced on the deployment's change bus, so running replicas show what they wrote.
import { topics, withDatabase } from '../cli';
import { seedChangeTopics, seedDatabase } from './seed';
import { parseEnvOrExit } from '../env';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx server/db/cli.ts migrate|seed');
  process.exit(2);
}
const env = parseEnvOrExit();
await withDatabase(env, async (database, changes) => {
  console.log(`migrations applied (${database.kind})`);
  if (command === 'seed') {
    const ran = await seedDatabase(database.db);
    console.log(ran.length ? `seed steps run: ${ran.join(', ')}` : 'seed: nothing to do');
    if (ran.length) console.log(await changes.publish(topics(seedChangeTopics(ran))));
  }
});
