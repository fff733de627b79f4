// Scenario recommendation through its API on the fixture catalogue: validation in the reader's language, plans for
// visitors and users, the no-match answer, double submits, rate limits, history ownership, and the model planner
// behind the production adapter with a fake OpenAI-compatible platform (invented products dropped, fallback).
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { llmCalls, solutionPlans } from '../../../server/db/schema';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp, type ApiCallInit } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/fakes/openai-compatible';
import type { TSolutionAnswer, TSolutionHistory, TSolutionPlan } from './solutions.constants';
import { buildNameIndex, extractJson, validateModelPlan } from './solutions.llm.server';
import type { PlannerProduct } from './solutions.planner.server';

const [target] = await dbTargets();
const KEY = 'sk-solutions-test';
const NO_MATCH = '哎呀，连我们的超级引擎都找懵了……要不您换个场景试试？';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
});
afterAll(async () => {
  await fake?.close();
});

const product = (
  id: number,
  slug: string,
  name: string,
  categorySlug: string,
  extra: Partial<PlannerProduct> = {},
): PlannerProduct => ({
  id,
  slug,
  name: { zh: name, en: name, tw: name, ja: name },
  categorySlug,
  tags: [],
  pricing: 'freemium',
  type: 'commercial',
  contentLanguage: 'en',
  popularity: 10,
  ...extra,
});

describe('model planner validation', () => {
  const names = buildNameIndex([
    product(1, 'deepl', 'DeepL', 'translation'),
    product(2, 'ollama', 'Ollama', 'developer-tools', { type: 'open_source', pricing: 'open_source' }),
  ]);
  const categories = new Map([
    ['translation', { zh: 'AI翻译', en: 'AI Translation', tw: 'AI翻譯', ja: 'AI翻訳' }],
  ]);

  it('keeps catalogue products, drops invented ones and steps left empty', () => {
    const answer = JSON.stringify({
      steps: [
        {
          title: 'Translate',
          why: 'Get the words across',
          tools: [
            { name: 'deepl', why: 'Accurate' },
            { name: 'TranslaMagic 9000', why: 'Invented' },
          ],
        },
        { title: 'Invented only', tools: [{ name: 'NoSuchTool' }] },
        { title: 'Run a model', tools: [{ name: 'O llama' }, { name: 'Ollama' }] },
      ],
    });
    const plan = validateModelPlan(
      `Here you go:\n\`\`\`json\n${answer}\n\`\`\``,
      names,
      { categories },
      'en',
    );
    expect(plan!.steps.map((s) => s.title)).toEqual(['Translate', 'Run a model']);
    expect(plan!.steps[0]!.tools.map((t) => t.id)).toEqual([1]);
    expect(plan!.steps[0]!.tools[0]!.reasons).toEqual([
      { kind: 'model', text: 'Accurate' },
      { kind: 'category', name: 'AI Translation' },
    ]);
    // "O llama" folds to the same name; the repeat is not listed twice.
    expect(plan!.steps[1]!.tools.map((t) => t.id)).toEqual([2]);
    expect(plan!.steps[1]!.tools[0]!.reasons.map((r) => r.kind)).toContain('openSource');
    expect(plan!.dropped).toEqual(['TranslaMagic 9000', 'NoSuchTool']);
  });

  it('refuses answers that are not the asked JSON or hold no catalogue product', () => {
    expect(validateModelPlan('Sorry, I cannot help.', names, { categories }, 'en')).toBeNull();
    expect(validateModelPlan('{"steps": "none"}', names, { categories }, 'en')).toBeNull();
    expect(
      validateModelPlan('{"steps":[{"title":"x","tools":[{"name":"Nope"}]}]}', names, { categories }, 'en'),
    ).toBeNull();
    expect(extractJson('{"a": 1')).toBeUndefined();
  });
});

describe(`scenario recommendation API on ${target!.name}`, () => {
  let database: Database;
  let offlineApp: ReturnType<typeof testApp>;
  let modelApp: ReturnType<typeof testApp>;
  let user: TestUser;
  let other: TestUser;
  let ip = 0;

  beforeAll(async () => {
    database = await target!.open();
    await seedFixtureCatalogue(database.db);
    offlineApp = testApp(database, {
      SOLUTIONS_ANONYMOUS_PER_HOUR: '3',
      SOLUTIONS_PER_HOUR: '50',
      TRUST_PROXY: 'true',
    });
    modelApp = testApp(database, {
      TRUST_PROXY: 'true',
      LLM_OPENAI_API_KEY: KEY,
      LLM_OPENAI_BASE_URL: fake.url,
      LLM_MAX_RETRIES: '0',
      LLM_RETRY_BASE_MS: '10',
    });
    user = await createTestUser(database.db);
    other = await createTestUser(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => {
    fake.script.length = 0;
  });

  const caller = (app: ReturnType<typeof testApp>) => (path: string, init?: ApiCallInit) =>
    apiCaller(app)(path, init);
  const visitor = () => ({ 'X-Forwarded-For': `203.0.113.${++ip}` });
  const plan = (
    description: unknown,
    headers: Record<string, string> = visitor(),
    app = offlineApp,
    lang = '',
  ) => caller(app)(`/api/solutions${lang}`, { method: 'POST', headers, body: { description } });

  it('checks the description and answers in the reader’s language, never a 500', async () => {
    const cases: [unknown, string][] = [
      ['   ', '请描述你的场景'],
      [undefined, '请描述你的场景'],
      ['ab', '请多写几个字'],
      ['翻'.repeat(501), '描述最多 500 个字'],
    ];
    for (const [description, message] of cases) {
      const res = await plan(description);
      expect(res.status, String(description)).toBe(400);
      expect(res.body.msg).toContain(message);
    }
    expect((await plan('', visitor(), offlineApp, '?langType=en')).body.msg).toContain(
      'Please describe your scenario',
    );
    const broken = await caller(offlineApp)('/api/solutions', {
      method: 'POST',
      headers: visitor(),
      raw: '{"description":',
    });
    expect(broken.status).toBe(400);
    expect((await caller(offlineApp)('/api/solutions/not-an-id')).status).toBe(400);
    expect((await caller(offlineApp)('/api/solutions/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('plans a scenario for a visitor from the catalogue, readable by its id', async () => {
    const res = await plan('translate our website into Japanese');
    expect(res.status).toBe(200);
    const answer = res.body.data as TSolutionAnswer;
    expect(answer.matched).toBe(true);
    const made = (answer as { plan: TSolutionPlan }).plan;
    expect(made).toMatchObject({ planner: 'offline', template: 'translation', matchedTerms: ['translate'] });
    expect(made.steps[0]!.kind).toBe('translate');
    expect(made.steps[0]!.tools.map((t) => t.slug)).toContain('deepl');
    expect(made.steps[0]!.tools[0]!.reasons.length).toBeGreaterThan(0);
    const read = await caller(offlineApp)(`/api/solutions/${made.id}`);
    expect(read.body.data).toEqual(made);
    const [row] = await database.db.select({ n: count() }).from(solutionPlans);
    expect(row!.n).toBeGreaterThan(0);
  });

  it('answers no match with the message and stores nothing', async () => {
    const [before] = await database.db.select({ n: count() }).from(solutionPlans);
    const res = await plan('zzzz qqqq xxxx');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ matched: false, message: NO_MATCH });
    const en = await plan('zzzz qqqq xxxx', visitor(), offlineApp, '?langType=en');
    expect(en.body.data.message).toBe(
      'Oops, even our super engine is stumped... How about trying another scenario?',
    );
    const [after] = await database.db.select({ n: count() }).from(solutionPlans);
    expect(after!.n).toBe(before!.n);
  });

  it('returns the first plan to a double submit, also when both arrive at once', async () => {
    const headers = visitor();
    const [a, b] = await Promise.all([
      plan('translate my blog posts', headers),
      plan('translate my blog posts', headers),
    ]);
    const third = await plan('  translate my blog posts ', headers);
    const ids = [a, b, third].map((r) => (r.body.data as { plan: TSolutionPlan }).plan.id);
    expect(new Set(ids).size).toBe(1);
  });

  it('limits visitors per address, and keeps signed-in plans in the author’s own history', async () => {
    const headers = visitor();
    for (const text of ['translate a menu', 'translate a letter', 'translate a sign'])
      expect((await plan(text, headers)).status).toBe(200);
    const limited = await plan('translate a poem', headers);
    expect(limited.status).toBe(429);
    // Signed in, the user's own limit applies and the plan joins the history.
    const mine = await plan('translate a contract', user.cookie);
    const id = (mine.body.data as { plan: TSolutionPlan }).plan.id;
    const history = (await caller(offlineApp)('/api/solutions/history', { headers: user.cookie })).body
      .data as TSolutionHistory;
    expect(history.items[0]).toMatchObject({
      id,
      description: 'translate a contract',
      template: 'translation',
      planner: 'offline',
    });
    expect(history.items[0]!.tools).toBeGreaterThan(0);
    const theirs = (await caller(offlineApp)('/api/solutions/history', { headers: other.cookie })).body
      .data as TSolutionHistory;
    expect(theirs.items.map((i) => i.id)).not.toContain(id);
    expect((await caller(offlineApp)('/api/solutions/history')).status).toBe(401);
  });

  it('uses the model’s plan when it names catalogue products, dropping invented ones', async () => {
    fake.reply = () =>
      JSON.stringify({
        steps: [
          {
            title: '翻译网站',
            why: '先把文字译好',
            tools: [
              { name: 'DeepL', why: '译文自然' },
              { name: 'TranslaMagic 9000', why: '编造的' },
            ],
          },
          { title: '本地运行模型', tools: [{ name: 'Ollama', why: '数据不出门' }] },
          { title: '编造的步骤', tools: [{ name: 'Imaginary Suite' }] },
        ],
      });
    const res = await plan('把网站翻译成日语', visitor(), modelApp);
    const made = (res.body.data as { plan: TSolutionPlan }).plan;
    expect(made).toMatchObject({ planner: 'llm', platform: 'ChatGPT' });
    expect(made.steps.map((s) => [s.kind, s.title, s.tools.map((t) => t.slug)])).toEqual([
      ['model', '翻译网站', ['deepl']],
      ['model', '本地运行模型', ['ollama']],
    ]);
    expect(made.steps[0]!.tools[0]!.reasons[0]).toEqual({ kind: 'model', text: '译文自然' });
    // The model was asked through the production adapter: the prompt carries the description and catalogue hints.
    const asked = fake.requests.at(-1)!.body;
    expect(asked.messages.at(-1)!.content).toBe('把网站翻译成日语');
    expect(asked.messages[0]!.content).toContain('DeepL');
    const calls = await database.db.select().from(llmCalls);
    expect(calls.some((c) => c.purpose === 'solutions')).toBe(true);
  });

  it('falls back to the offline plan when the model names nothing the catalogue holds, or fails', async () => {
    fake.reply = () => JSON.stringify({ steps: [{ title: 'x', tools: [{ name: 'Imaginary Suite' }] }] });
    const invented = (await plan('translate a brochure', visitor(), modelApp)).body.data as {
      plan: TSolutionPlan;
    };
    expect(invented.plan).toMatchObject({ planner: 'offline', template: 'translation' });
    fake.script.push('server_error');
    const failed = (await plan('translate a website', visitor(), modelApp)).body.data as {
      plan: TSolutionPlan;
    };
    expect(failed.plan).toMatchObject({ planner: 'offline', template: 'translation' });
    fake.reply = () => 'not json at all';
    expect(((await plan('zzzz qqqq xxxx', visitor(), modelApp)).body.data as TSolutionAnswer).matched).toBe(
      false,
    );
  });
});
