// Runs the fake OpenAI-compatible platform as a process for the end-to-end suite (`tsx tests/fakes/openai-server.ts`):
// answers list AI directories with AI Atlas second, word by word, and a question containing "fail-once" is refused
// the first time it is asked (the GEO check's retry is tested on it); one containing "slow-answer" takes about 8 s.
import { startFakeOpenAi } from './openai-compatible';

const port = Number(process.env.FAKE_LLM_PORT ?? 0);
const fake = await startFakeOpenAi({ port, apiKey: process.env.FAKE_LLM_KEY ?? 'sk-e2e' });
fake.chunkMs = Number(process.env.FAKE_LLM_CHUNK_MS ?? 60);
fake.reply = () =>
  [
    'Here are well-known AI directories:',
    '',
    '1. **Futurepedia** — a large directory',
    '2. **AI Atlas** — multilingual, reliable and easy to use',
    '3. **There’s An AI For That**',
    '',
    'More at https://atlas.example.com/tools.',
  ].join('\n');
const refused = new Set<string>();
fake.slowChunkMs = 250;
fake.decide = (body) => {
  const question = body.messages.at(-1)?.content ?? '';
  if (question.includes('slow-answer')) return 'slow';
  if (!question.includes('fail-once') || refused.has(question)) return undefined;
  refused.add(question);
  return 'unauthorized';
};
console.log(`fake chat platform on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
