// The model makers the library knows: display names per language and their icon of @lobehub/icons-static-svg
// (served by /api/models/icons/:provider, models.api.server.ts).
import type { LangCode } from '~/i18n/locales';

export interface ModelProvider {
  id: string;
  name: { en: string; zh: string; tw: string };
  /** File name in @lobehub/icons-static-svg/icons, without `.svg`; null: the page shows the initial. */
  icon: string | null;
  /** Mono icons are drawn in black: the dark look inverts them. */
  mono?: boolean;
}

const p = (id: string, en: string, zh: string, icon: string | null, mono = false, tw = zh): ModelProvider => ({ id, name: { en, zh, tw }, icon, mono });

export const MODEL_PROVIDERS: readonly ModelProvider[] = [
  p('openai', 'OpenAI', 'OpenAI', 'openai', true),
  p('anthropic', 'Anthropic', 'Anthropic', 'claude-color'),
  p('google', 'Google', '谷歌', 'gemini-color'),
  p('xai', 'xAI', 'xAI', 'xai', true),
  p('meta', 'Meta', 'Meta', 'meta-color'),
  p('deepseek', 'DeepSeek', '深度求索', 'deepseek-color'),
  p('qwen', 'Qwen (Alibaba)', '通义千问（阿里云）', 'qwen-color', false, '通義千問（阿里雲）'),
  p('doubao', 'Doubao (ByteDance)', '豆包（字节跳动）', 'doubao-color', false, '豆包（字節跳動）'),
  p('moonshot', 'Moonshot AI (Kimi)', '月之暗面（Kimi）', 'kimi-color'),
  p('zhipu', 'Zhipu AI (GLM)', '智谱 AI（GLM）', 'zhipu-color', false, '智譜 AI（GLM）'),
  p('minimax', 'MiniMax', 'MiniMax', 'minimax-color'),
  p('ernie', 'Baidu ERNIE', '百度文心', 'wenxin-color'),
  p('hunyuan', 'Tencent Hunyuan', '腾讯混元', 'hunyuan-color', false, '騰訊混元'),
  p('mistral', 'Mistral AI', 'Mistral AI', 'mistral-color'),
  p('cohere', 'Cohere', 'Cohere', 'cohere-color'),
  p('perplexity', 'Perplexity', 'Perplexity', 'perplexity-color'),
  p('amazon', 'Amazon', '亚马逊', 'nova-color', false, '亞馬遜'),
  p('nvidia', 'NVIDIA', '英伟达', 'nvidia-color', false, '輝達'),
  p('stepfun', 'StepFun', '阶跃星辰', 'stepfun-color', false, '階躍星辰'),
  p('baichuan', 'Baichuan', '百川智能', 'baichuan-color'),
  p('yi', '01.AI (Yi)', '零一万物', 'yi-color', false, '零一萬物'),
  p('writer', 'Writer', 'Writer', null),
];

const BY_ID = new Map(MODEL_PROVIDERS.map((provider) => [provider.id, provider]));

export function modelProvider(id: string): ModelProvider {
  return BY_ID.get(id) ?? { id, name: { en: id, zh: id, tw: id }, icon: null };
}

/** The provider's name for a language: Chinese names for zh and tw, English ones otherwise. */
export function providerName(id: string, lang: LangCode): string {
  const { name } = modelProvider(id);
  return lang === 'zh' ? name.zh : lang === 'tw' ? name.tw : name.en;
}
