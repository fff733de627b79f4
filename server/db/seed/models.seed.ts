// Seeds the model library (docs/decisions/019): the facts of models.seed-data.json (built from two pinned npm
// packages by scripts/models-seed-data.mjs) and of models.cn-data.ts (Chinese providers' published prices), an
// importance order, and descriptions the project writes from those facts in zh and en (tw converted from zh with
// opencc-js, ja for the 100 most important).
import { Converter } from 'opencc-js/cn2t';
import type { Db } from '../client';
import { models, type ModelDescriptions } from '../schema';
import type { TModelSeed } from '~/features/models/models.schema';
import { RESERVED_MODEL_IDS } from '~/features/models/models.schema';
import { modelProvider } from '~/features/models/models.providers';
import SEED_DATA from './models.seed-data.json';
import { CN_MODELS } from './models.cn-data';

/** The packages the facts came from (app/features/models/models.sources.ts repeats them for the pages). */
export const MODEL_DATA_SOURCES = SEED_DATA.sources;

const PROVIDER_WEIGHT: Record<string, number> = {
  openai: 10, anthropic: 10, google: 10, deepseek: 9, qwen: 9, xai: 8, meta: 8, moonshot: 8, zhipu: 8, doubao: 8,
  minimax: 7, mistral: 7, ernie: 6, hunyuan: 6, amazon: 5, cohere: 5, perplexity: 5, nvidia: 4, stepfun: 4,
  baichuan: 3, yi: 3, writer: 3,
};
// Legacy, dated snapshots and special-purpose variants come after the current general models.
const SPECIAL = /(preview|realtime|audio|tts|transcribe|image|search|sonic|live|deep-research|-\d{4}-\d{2}-\d{2}|-0\d{3}$|-\d{4}$|instruct$|-16k|-32k|-8k$)/;
const LEGACY = /^(ada|babbage|curie|davinci|text-davinci|gpt-3\.5|gpt-4$|gpt-4-32k|gpt-4-vision|claude-2|claude-v1|claude-3-|gemini-1\.|gemini-pro|gemini-flash-1|titan|moonshot-v1|mistral-medium-2312|command$|command-r$|llama-3-|llama-3\.1-sonar)/;

/** A score for the default order: the provider's weight, then recency and purpose (a heuristic, stated in ADR 019). */
function score(m: TModelSeed): number {
  let s = PROVIDER_WEIGHT[m.provider] ?? 2;
  if (m.releaseDate) s += Math.max(0, Number(m.releaseDate.slice(0, 4)) - 2023) * 1.5;
  if (SPECIAL.test(m.id)) s -= 4;
  if (LEGACY.test(m.id)) s -= 8;
  if (m.priceInput === 0 && m.priceOutput === 0) s -= 1;
  return s;
}

type Lang = 'zh' | 'en' | 'ja';
const MODALITY: Record<Lang, Record<string, string>> = {
  zh: { text: '文本', image: '图像', audio: '音频', video: '视频', pdf: 'PDF' },
  en: { text: 'text', image: 'images', audio: 'audio', video: 'video', pdf: 'PDF' },
  ja: { text: 'テキスト', image: '画像', audio: '音声', video: '動画', pdf: 'PDF' },
};
const LIST_SEP: Record<Lang, string> = { zh: '、', en: ', ', ja: '・' };

function tokens(n: number): string {
  const value = n >= 1_000_000 ? `${+(n / 1_000_000).toFixed(1)}M` : `${Math.round(n / 1000)}K`;
  return `${value} tokens`;
}

/** The input price in USD per million, for the price remark (CNY at a round 7.2, only to pick the remark). */
const usd = (m: TModelSeed) => (m.priceInput == null ? null : m.currency === 'CNY' ? m.priceInput / 7.2 : m.priceInput);

/** A description written from the model's facts; the same facts always give the same text. */
export function describe(m: TModelSeed, lang: Lang): string {
  const provider = modelProvider(m.provider);
  const maker = lang === 'en' ? provider.name.en : provider.name.zh;
  const list = (xs: string[]) => xs.map((x) => MODALITY[lang][x] ?? x).join(LIST_SEP[lang]);
  const multimodal = m.modalitiesIn.some((x) => x !== 'text') || m.modalitiesOut.some((x) => x !== 'text');
  const price = usd(m);
  const free = m.priceInput === 0 && m.priceOutput === 0;
  const parts: string[] = [];
  if (lang === 'en') {
    const kind = m.reasoning ? 'reasoning model' : multimodal ? 'multimodal model' : 'language model';
    parts.push(`${m.name} is a ${kind} from ${maker}${m.releaseDate ? `, released on ${m.releaseDate}` : ''}.`);
    parts.push(`It takes ${list(m.modalitiesIn)} as input and produces ${list(m.modalitiesOut)}.`);
    if (m.contextWindow) parts.push(`Its context window holds ${tokens(m.contextWindow)}${m.maxOutput ? `, and one answer can run to ${tokens(m.maxOutput)}` : ''}.`);
    if (m.toolCall) parts.push('It can call tools (functions) an application defines.');
    if (m.openWeights) parts.push(`Its weights are published${m.licence ? ` under the ${m.licence}` : ''}, so it can also run on your own hardware.`);
    else if (m.openWeights === false) parts.push("It is available through the provider's API only.");
    if (m.tiers.length) parts.push('Long prompts are billed at a higher tier: see the prices by prompt length below.');
    if (free) parts.push('The provider lists it free of charge.');
    else if (price != null && price <= 0.5) parts.push('Its low price suits high-volume work.');
    else if (price != null && price >= 10) parts.push('It is priced for the hardest tasks rather than volume.');
  } else if (lang === 'zh') {
    const kind = m.reasoning ? '推理模型' : multimodal ? '多模态模型' : '语言模型';
    parts.push(`${m.name} 是 ${maker} 推出的${kind}${m.releaseDate ? `，发布于 ${m.releaseDate}` : ''}。`);
    parts.push(`输入支持${list(m.modalitiesIn)}，输出${list(m.modalitiesOut)}。`);
    if (m.contextWindow) parts.push(`上下文窗口为 ${tokens(m.contextWindow)}${m.maxOutput ? `，单次最多输出 ${tokens(m.maxOutput)}` : ''}。`);
    if (m.toolCall) parts.push('支持调用应用定义的工具（函数调用）。');
    if (m.openWeights) parts.push(`模型权重已公开${m.licence ? `（许可：${m.licence}）` : ''}，也可以在自己的硬件上部署。`);
    else if (m.openWeights === false) parts.push('仅通过厂商的 API 提供。');
    if (m.tiers.length) parts.push('长提示按更高档位计费，详见下方按提示长度的分档价格。');
    if (free) parts.push('厂商标注为免费使用。');
    else if (price != null && price <= 0.5) parts.push('价格较低，适合大批量调用。');
    else if (price != null && price >= 10) parts.push('定价面向最难的任务，而非大批量调用。');
  } else {
    const kind = m.reasoning ? '推論モデル' : multimodal ? 'マルチモーダルモデル' : '言語モデル';
    parts.push(`${m.name} は ${provider.name.en} の${kind}です${m.releaseDate ? `（${m.releaseDate} 公開）` : ''}。`);
    parts.push(`入力は${list(m.modalitiesIn)}、出力は${list(m.modalitiesOut)}に対応します。`);
    if (m.contextWindow) parts.push(`コンテキストウィンドウは ${tokens(m.contextWindow)}${m.maxOutput ? `、1 回の出力は最大 ${tokens(m.maxOutput)}` : ''}です。`);
    if (m.toolCall) parts.push('アプリが定義したツール（関数）を呼び出せます。');
    if (m.openWeights) parts.push(`重みが公開されており${m.licence ? `（ライセンス：${m.licence}）` : ''}、自前のハードウェアでも動かせます。`);
    else if (m.openWeights === false) parts.push('提供元の API からのみ利用できます。');
    if (m.tiers.length) parts.push('長いプロンプトは上位の料金帯で課金されます（下のプロンプト長別料金を参照）。');
    if (free) parts.push('提供元は無料としています。');
    else if (price != null && price <= 0.5) parts.push('低価格で大量の処理に向きます。');
    else if (price != null && price >= 10) parts.push('量より難しいタスク向けの価格設定です。');
  }
  return parts.join(lang === 'en' ? ' ' : '');
}

/** Every seed model, most important first. */
export function modelSeedRows(): TModelSeed[] {
  const all = [...(SEED_DATA.models as TModelSeed[]), ...CN_MODELS];
  const seen = new Set<string>();
  const unique = all.filter((m) => {
    if (seen.has(m.id) || (RESERVED_MODEL_IDS as readonly string[]).includes(m.id)) return false;
    seen.add(m.id);
    return true;
  });
  return unique
    .map((m, index) => ({ m, s: score(m), index }))
    .sort((a, b) => b.s - a.s || (b.m.releaseDate ?? '').localeCompare(a.m.releaseDate ?? '') || a.index - b.index)
    .map(({ m }) => m);
}

let toTw: ((text: string) => string) | undefined;

export async function runModelsSeed(tx: Db): Promise<void> {
  toTw ??= Converter({ from: 'cn', to: 'twp' });
  const rows = modelSeedRows().map((m, index) => {
    const zh = describe(m, 'zh');
    const descriptions: ModelDescriptions = { zh, en: describe(m, 'en'), tw: toTw!(zh), ...(index < 100 ? { ja: describe(m, 'ja') } : {}) };
    return {
      id: m.id,
      name: m.name,
      provider: m.provider,
      modalitiesIn: m.modalitiesIn,
      modalitiesOut: m.modalitiesOut,
      contextWindow: m.contextWindow,
      maxOutput: m.maxOutput,
      currency: m.currency,
      priceInput: m.priceInput,
      priceOutput: m.priceOutput,
      priceCachedInput: m.priceCachedInput,
      tiers: m.tiers,
      releaseDate: m.releaseDate,
      openWeights: m.openWeights,
      licence: m.licence,
      reasoning: m.reasoning,
      toolCall: m.toolCall,
      descriptions,
      importance: index + 1,
      priceSourceName: m.priceSource.name,
      priceSourceUrl: m.priceSource.url,
      priceSourceDate: m.priceSource.date,
      specSource: m.specSource,
    };
  });
  for (let i = 0; i < rows.length; i += 100) await tx.insert(models).values(rows.slice(i, i + 100)).onConflictDoNothing();
}
