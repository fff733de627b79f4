// Chinese providers' models that the packages of models.seed-data.json do not list: facts (context window, output
// limit, list prices in CNY per million tokens, prompt-length tiers) as published on each provider's pricing page on
// the date given; the page shows the source and the date. Descriptions are the project's own (models.seed.ts).
import type { TModelSeed } from '~/features/models/models.schema';
import { CN_PRICES_AS_OF } from '~/features/models/models.sources';

const SOURCES = {
  qwen: 'https://help.aliyun.com/zh/model-studio/models',
  doubao: 'https://www.volcengine.com/docs/82379/1544106',
  ernie: 'https://cloud.baidu.com/doc/qianfan-docs/s/Jm8r1826a',
  hunyuan: 'https://cloud.tencent.com/document/product/1729/97731',
  zhipu: 'https://open.bigmodel.cn/pricing',
  stepfun: 'https://platform.stepfun.com/docs/pricing/details',
  baichuan: 'https://platform.baichuan-ai.com/price',
  yi: 'https://platform.lingyiwanwu.com/docs#模型与计费',
} as const;

type Tier = [above: number, input: number, output: number, cachedInput?: number];
type Row = [
  id: string,
  name: string,
  provider: keyof typeof SOURCES,
  modalitiesIn: string,
  contextWindow: number,
  maxOutput: number | null,
  input: number,
  output: number,
  cachedInput: number | null,
  releaseDate: string | null,
  licence: string | null,
  tiers?: Tier[],
];

const K = 1024;
const ROWS: Row[] = [
  // Qwen (Alibaba Cloud Model Studio)
  ['qwen3-max', 'Qwen3-Max', 'qwen', 'text', 262_144, 65_536, 6, 24, null, '2025-09-05', null, [[32 * K, 10, 40], [128 * K, 15, 60]]],
  ['qwen-max', 'Qwen-Max', 'qwen', 'text', 32_768, 8_192, 2.4, 9.6, null, '2025-01-25', null],
  ['qwen-plus', 'Qwen-Plus', 'qwen', 'text', 1_000_000, 32_768, 0.8, 2, null, '2025-07-14', null, [[128 * K, 2.4, 20], [256 * K, 4.8, 48]]],
  ['qwen-turbo', 'Qwen-Turbo', 'qwen', 'text', 1_000_000, 16_384, 0.3, 0.6, null, '2025-04-28', null],
  ['qwen-flash', 'Qwen-Flash', 'qwen', 'text', 1_000_000, 32_768, 0.15, 1.5, null, '2025-07-28', null, [[128 * K, 0.6, 6], [256 * K, 1.2, 12]]],
  ['qwen-long', 'Qwen-Long', 'qwen', 'text', 10_000_000, 32_768, 0.5, 2, null, '2025-01-25', null],
  ['qwen3-coder-plus', 'Qwen3-Coder-Plus', 'qwen', 'text', 1_000_000, 65_536, 4, 16, null, '2025-07-22', null, [[32 * K, 6, 24], [128 * K, 10, 40], [256 * K, 20, 200]]],
  ['qwen3-coder-flash', 'Qwen3-Coder-Flash', 'qwen', 'text', 1_000_000, 65_536, 1, 4, null, '2025-07-28', null, [[32 * K, 1.5, 6], [128 * K, 2.5, 10], [256 * K, 5, 25]]],
  ['qwen-vl-max', 'Qwen-VL-Max', 'qwen', 'text,image', 131_072, 8_192, 1.6, 4, null, '2025-04-08', null],
  ['qwen-vl-plus', 'Qwen-VL-Plus', 'qwen', 'text,image', 131_072, 8_192, 0.8, 2, null, '2025-01-25', null],
  ['qwq-plus', 'QwQ-Plus', 'qwen', 'text', 131_072, 8_192, 1.6, 4, null, '2025-03-05', null],
  ['qwen3-235b-a22b', 'Qwen3-235B-A22B', 'qwen', 'text', 131_072, 16_384, 2, 8, null, '2025-04-29', 'Apache-2.0'],
  ['qwen3-235b-a22b-instruct-2507', 'Qwen3-235B-A22B-Instruct-2507', 'qwen', 'text', 262_144, 32_768, 2, 8, null, '2025-07-21', 'Apache-2.0'],
  ['qwen3-235b-a22b-thinking-2507', 'Qwen3-235B-A22B-Thinking-2507', 'qwen', 'text', 131_072, 32_768, 2, 20, null, '2025-07-25', 'Apache-2.0'],
  ['qwen3-30b-a3b', 'Qwen3-30B-A3B', 'qwen', 'text', 131_072, 16_384, 0.75, 3, null, '2025-04-29', 'Apache-2.0'],
  ['qwen3-32b', 'Qwen3-32B', 'qwen', 'text', 131_072, 16_384, 2, 8, null, '2025-04-29', 'Apache-2.0'],
  ['qwen3-14b', 'Qwen3-14B', 'qwen', 'text', 131_072, 8_192, 1, 4, null, '2025-04-29', 'Apache-2.0'],
  ['qwen3-8b', 'Qwen3-8B', 'qwen', 'text', 131_072, 8_192, 0.5, 2, null, '2025-04-29', 'Apache-2.0'],
  ['qwen3-next-80b-a3b-instruct', 'Qwen3-Next-80B-A3B-Instruct', 'qwen', 'text', 131_072, 32_768, 1, 4, null, '2025-09-11', 'Apache-2.0'],
  ['qwen3-coder-480b-a35b-instruct', 'Qwen3-Coder-480B-A35B-Instruct', 'qwen', 'text', 262_144, 65_536, 6, 24, null, '2025-07-22', 'Apache-2.0', [[32 * K, 9, 36], [128 * K, 15, 60]]],
  ['qwen2.5-72b-instruct', 'Qwen2.5-72B-Instruct', 'qwen', 'text', 131_072, 8_192, 4, 12, null, '2024-09-19', 'Qwen License'],
  ['qwen2.5-vl-72b-instruct', 'Qwen2.5-VL-72B-Instruct', 'qwen', 'text,image,video', 131_072, 8_192, 16, 48, null, '2025-01-28', 'Qwen License'],
  // Doubao (Volcano Engine Ark)
  ['doubao-seed-1.6', 'Doubao-Seed-1.6', 'doubao', 'text,image,video', 262_144, 32_768, 0.8, 8, 0.16, '2025-06-11', null, [[32 * K, 1.2, 16, 0.16], [128 * K, 2.4, 24, 0.16]]],
  ['doubao-seed-1.6-thinking', 'Doubao-Seed-1.6-thinking', 'doubao', 'text,image,video', 262_144, 32_768, 0.8, 8, 0.16, '2025-06-11', null, [[32 * K, 1.2, 16, 0.16], [128 * K, 2.4, 24, 0.16]]],
  ['doubao-seed-1.6-flash', 'Doubao-Seed-1.6-flash', 'doubao', 'text,image,video', 262_144, 32_768, 0.15, 1.5, 0.03, '2025-06-11', null, [[32 * K, 0.3, 3, 0.03], [128 * K, 0.6, 6, 0.03]]],
  ['doubao-seed-1.6-vision', 'Doubao-Seed-1.6-vision', 'doubao', 'text,image,video', 262_144, 32_768, 0.8, 8, 0.16, '2025-08-15', null, [[32 * K, 1.2, 16, 0.16], [128 * K, 2.4, 24, 0.16]]],
  ['doubao-1.5-pro-32k', 'Doubao-1.5-pro-32k', 'doubao', 'text', 32_768, 12_288, 0.8, 2, 0.16, '2025-01-22', null],
  ['doubao-1.5-pro-256k', 'Doubao-1.5-pro-256k', 'doubao', 'text', 262_144, 12_288, 5, 9, null, '2025-01-22', null],
  ['doubao-1.5-lite-32k', 'Doubao-1.5-lite-32k', 'doubao', 'text', 32_768, 12_288, 0.3, 0.6, 0.06, '2025-01-22', null],
  ['doubao-1.5-vision-pro', 'Doubao-1.5-vision-pro', 'doubao', 'text,image,video', 131_072, 16_384, 3, 9, null, '2025-03-28', null],
  ['doubao-1.5-thinking-pro', 'Doubao-1.5-thinking-pro', 'doubao', 'text', 131_072, 16_384, 4, 16, null, '2025-04-17', null],
  // ERNIE (Baidu Qianfan)
  ['ernie-4.5-turbo-128k', 'ERNIE 4.5 Turbo 128K', 'ernie', 'text', 131_072, 12_288, 0.8, 3.2, null, '2025-04-25', null],
  ['ernie-4.5-turbo-32k', 'ERNIE 4.5 Turbo 32K', 'ernie', 'text', 32_768, 12_288, 0.8, 3.2, null, '2025-04-25', null],
  ['ernie-4.5-turbo-vl-32k', 'ERNIE 4.5 Turbo VL 32K', 'ernie', 'text,image', 32_768, 12_288, 3, 9, null, '2025-04-25', null],
  ['ernie-x1-turbo-32k', 'ERNIE X1 Turbo 32K', 'ernie', 'text', 32_768, 16_384, 1, 4, null, '2025-04-25', null],
  ['ernie-x1-32k', 'ERNIE X1 32K', 'ernie', 'text', 32_768, 16_384, 2, 8, null, '2025-03-16', null],
  ['ernie-4.5-8k-preview', 'ERNIE 4.5 8K Preview', 'ernie', 'text,image', 8_192, 2_048, 4, 16, null, '2025-03-16', null],
  ['ernie-speed-128k', 'ERNIE Speed 128K', 'ernie', 'text', 131_072, 4_096, 0, 0, null, '2024-05-21', null],
  ['ernie-lite-8k', 'ERNIE Lite 8K', 'ernie', 'text', 8_192, 2_048, 0, 0, null, '2024-05-21', null],
  // Hunyuan (Tencent Cloud)
  ['hunyuan-turbos', 'Hunyuan-TurboS', 'hunyuan', 'text', 32_768, 16_384, 0.8, 2, null, '2025-03-11', null],
  ['hunyuan-t1', 'Hunyuan-T1', 'hunyuan', 'text', 65_536, 32_768, 1, 4, null, '2025-03-21', null],
  ['hunyuan-large', 'Hunyuan-Large', 'hunyuan', 'text', 32_768, 4_096, 4, 12, null, '2024-11-05', 'Tencent Hunyuan License'],
  ['hunyuan-standard', 'Hunyuan-Standard', 'hunyuan', 'text', 32_768, 2_048, 0.8, 2, null, '2024-05-30', null],
  ['hunyuan-lite', 'Hunyuan-Lite', 'hunyuan', 'text', 262_144, 6_144, 0, 0, null, '2024-05-30', null],
  ['hunyuan-turbos-vision', 'Hunyuan-TurboS-Vision', 'hunyuan', 'text,image', 32_768, 8_192, 3, 9, null, '2025-05-23', null],
  ['hunyuan-a13b', 'Hunyuan-A13B', 'hunyuan', 'text', 262_144, 32_768, 0.5, 2, null, '2025-06-27', 'Tencent Hunyuan License'],
  // GLM (Zhipu BigModel)
  ['glm-4.6', 'GLM-4.6', 'zhipu', 'text', 204_800, 131_072, 2, 8, 0.4, '2025-09-30', 'MIT', [[32 * K, 4, 16, 0.8]]],
  ['glm-4.5', 'GLM-4.5', 'zhipu', 'text', 131_072, 98_304, 2, 8, 0.4, '2025-07-28', 'MIT', [[32 * K, 4, 16, 0.8]]],
  ['glm-4.5-air', 'GLM-4.5-Air', 'zhipu', 'text', 131_072, 98_304, 0.8, 2, 0.16, '2025-07-28', 'MIT', [[32 * K, 1.2, 8, 0.24]]],
  ['glm-4.5v', 'GLM-4.5V', 'zhipu', 'text,image,video', 65_536, 16_384, 2, 6, 0.4, '2025-08-11', 'MIT', [[32 * K, 4, 12, 0.8]]],
  ['glm-4.5-flash', 'GLM-4.5-Flash', 'zhipu', 'text', 131_072, 98_304, 0, 0, null, '2025-07-28', null],
  ['glm-4-plus', 'GLM-4-Plus', 'zhipu', 'text', 131_072, 4_096, 5, 5, null, '2024-08-29', null],
  ['glm-4-air-250414', 'GLM-4-Air-250414', 'zhipu', 'text', 131_072, 16_384, 0.5, 0.5, null, '2025-04-14', 'MIT'],
  ['glm-4-flash-250414', 'GLM-4-Flash-250414', 'zhipu', 'text', 131_072, 16_384, 0, 0, null, '2025-04-14', 'MIT'],
  ['glm-z1-air', 'GLM-Z1-Air', 'zhipu', 'text', 131_072, 32_768, 0.5, 0.5, null, '2025-04-14', 'MIT'],
  // StepFun, Baichuan, 01.AI
  ['step-2-16k', 'Step-2-16k', 'stepfun', 'text', 16_384, 8_192, 38, 120, null, '2024-07-04', null],
  ['step-2-mini', 'Step-2-mini', 'stepfun', 'text', 32_768, 8_192, 1, 2, null, '2025-01-14', null],
  ['step-1o-turbo-vision', 'Step-1o-turbo-vision', 'stepfun', 'text,image', 32_768, 8_192, 2.5, 8, null, '2025-02-24', null],
  ['baichuan4-turbo', 'Baichuan4-Turbo', 'baichuan', 'text', 32_768, 4_096, 15, 15, null, '2024-10-18', null],
  ['baichuan4-air', 'Baichuan4-Air', 'baichuan', 'text', 32_768, 4_096, 0.98, 0.98, null, '2024-10-18', null],
  ['yi-lightning', 'Yi-Lightning', 'yi', 'text', 16_384, 4_096, 0.99, 0.99, null, '2024-10-16', null],
];

export const CN_MODELS: TModelSeed[] = ROWS.map(
  ([id, name, provider, modalitiesIn, contextWindow, maxOutput, input, output, cachedInput, releaseDate, licence, tiers = []]) => ({
    id,
    name,
    provider,
    modalitiesIn: modalitiesIn.split(','),
    modalitiesOut: ['text'],
    contextWindow,
    maxOutput,
    currency: 'CNY',
    priceInput: input,
    priceOutput: output,
    priceCachedInput: cachedInput,
    tiers: tiers.map(([above, i, o, c]) => ({ above, input: i, output: o, cachedInput: c ?? cachedInput })),
    releaseDate,
    openWeights: licence ? true : false,
    licence: licence ?? 'proprietary',
    reasoning: /thinking|t1|x1|z1|qwq|-r1/.test(id) || null,
    toolCall: null,
    priceSource: { name: SOURCES[provider], url: SOURCES[provider], date: CN_PRICES_AS_OF },
    specSource: null,
  }),
);
