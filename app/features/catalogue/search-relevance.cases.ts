// The search relevance set (issue 24 §6): queries people type, in the four languages, with the products that must
// be among the first five results and, for category queries, the categories the first five must all belong to.
// Run against the shipped catalogue by server/db/seed/catalogue.seed.test.ts (`npm test`). A change to search
// that moves one of these answers must be a change for the better: update the case and say why in the commit.
import type { LangCode } from '~/i18n/locales';

export interface RelevanceCase {
  lang: LangCode;
  q: string;
  /** Each of these is among the first five results. */
  top: string[];
  /** When set, each of the first five results is in one of these categories. */
  categories?: string[];
  /** When set, this product is the first result (a query naming a product). */
  first?: string;
}

const VIDEO = ['video-generation', 'video-editing'];

export const RELEVANCE_CASES: RelevanceCase[] = [
  // English
  { lang: 'en', q: 'video', top: ['kling', 'capcut', 'runway'], categories: VIDEO },
  { lang: 'en', q: 'ai video', top: ['kling', 'runway'], categories: VIDEO },
  { lang: 'en', q: 'ai video generator', top: ['kling', 'runway', 'sora'], categories: ['video-generation'] },
  { lang: 'en', q: 'video editing', top: ['capcut', 'descript'], categories: ['video-editing'] },
  { lang: 'en', q: 'ai writing tool', top: ['grammarly', 'quillbot', 'jasper'], categories: ['writing'] },
  { lang: 'en', q: 'image generator', top: ['midjourney', 'adobe-firefly'], categories: ['image-generation'] },
  { lang: 'en', q: 'coding assistant', top: ['github-copilot', 'cursor'], categories: ['coding'] },
  { lang: 'en', q: 'music', top: ['suno', 'udio'], categories: ['audio-music'] },
  { lang: 'en', q: 'translate app', top: ['google-translate', 'deepl'], categories: ['translation'] },
  { lang: 'en', q: 'ai search engine', top: ['perplexity'], categories: ['search'] },
  { lang: 'en', q: 'presentation', top: ['gamma'], categories: ['presentations'] },
  { lang: 'en', q: 'avatar', top: ['heygen', 'synthesia'], categories: ['avatars-digital-humans'] },
  { lang: 'en', q: 'background remover', top: ['remove-bg'], categories: ['image-editing'] },
  { lang: 'en', q: 'ai detector', top: ['gptzero', 'turnitin'], categories: ['ai-detection'] },
  { lang: 'en', q: 'text to speech', top: ['elevenlabs', 'speechify'], categories: ['voice-speech'] },
  { lang: 'en', q: 'ai agent', top: ['dify', 'coze', 'manus'], categories: ['agents'] },
  { lang: 'en', q: 'automation', top: ['n8n', 'zapier'], categories: ['automation'] },
  { lang: 'en', q: 'seo tool', top: ['semrush', 'ahrefs'], categories: ['seo'] },
  { lang: 'en', q: 'chatbot', top: ['chatgpt', 'deepseek', 'claude'], categories: ['chatbots'] },
  { lang: 'en', q: 'ai tools', top: ['chatgpt', 'deepseek'] },
  { lang: 'en', q: 'chatgpt', top: ['chatgpt'], first: 'chatgpt' },
  { lang: 'en', q: 'deepl translate', top: ['deepl'], first: 'deepl' },
  { lang: 'en', q: 'jasper ai', top: ['jasper'], first: 'jasper' },
  // Simplified Chinese
  { lang: 'zh', q: '视频', top: ['kling', 'capcut', 'jianying'], categories: VIDEO },
  { lang: 'zh', q: 'AI视频生成工具', top: ['kling', 'runway', 'hailuo'], categories: ['video-generation'] },
  { lang: 'zh', q: '视频剪辑', top: ['capcut', 'jianying'], categories: ['video-editing'] },
  { lang: 'zh', q: 'AI写作', top: ['grammarly', 'quillbot'], categories: ['writing'] },
  { lang: 'zh', q: '有哪些好用的AI写作工具', top: ['grammarly'], categories: ['writing'] },
  { lang: 'zh', q: 'AI绘画', top: ['midjourney', 'jimeng'], categories: ['image-generation'] },
  { lang: 'zh', q: 'AI编程', top: ['cursor', 'github-copilot'], categories: ['coding'] },
  { lang: 'zh', q: 'AI音乐', top: ['suno'], categories: ['audio-music'] },
  { lang: 'zh', q: 'AI翻译工具', top: ['google-translate', 'deepl'], categories: ['translation'] },
  { lang: 'zh', q: 'AI搜索', top: ['perplexity', 'metaso'], categories: ['search'] },
  { lang: 'zh', q: 'AI PPT', top: ['gamma', 'aippt'], categories: ['presentations'] },
  { lang: 'zh', q: '数字人', top: ['heygen'], categories: ['avatars-digital-humans'] },
  { lang: 'zh', q: '抠图', top: ['remove-bg'], categories: ['image-editing'] },
  { lang: 'zh', q: '智能体', top: ['dify', 'coze'], categories: ['agents'] },
  { lang: 'zh', q: 'AI聊天', top: ['chatgpt', 'deepseek', 'doubao'], categories: ['chatbots'] },
  { lang: 'zh', q: 'AI配音', top: ['elevenlabs'], categories: ['voice-speech'] },
  { lang: 'zh', q: 'AI 工具', top: ['chatgpt', 'deepseek'] },
  { lang: 'zh', q: '豆包', top: ['doubao'], first: 'doubao' },
  { lang: 'zh', q: '可灵', top: ['kling'], first: 'kling' },
  // Japanese
  { lang: 'ja', q: '動画生成', top: ['kling', 'runway'], categories: ['video-generation'] },
  { lang: 'ja', q: '画像生成 AI', top: ['midjourney'], categories: ['image-generation'] },
  { lang: 'ja', q: '翻訳', top: ['google-translate', 'deepl'], categories: ['translation'] },
  { lang: 'ja', q: 'プログラミング', top: ['cursor', 'github-copilot'], categories: ['coding'] },
  { lang: 'ja', q: 'チャットボット', top: ['chatgpt'], categories: ['chatbots'] },
  { lang: 'ja', q: '音声合成', top: ['elevenlabs'], categories: ['voice-speech'] },
  { lang: 'ja', q: '文章作成', top: ['grammarly'], categories: ['writing'] },
  { lang: 'ja', q: 'AIツール', top: ['chatgpt'] },
  // Traditional Chinese
  { lang: 'tw', q: '影片生成', top: ['kling', 'runway'], categories: ['video-generation'] },
  { lang: 'tw', q: '翻譯工具', top: ['google-translate', 'deepl'], categories: ['translation'] },
  { lang: 'tw', q: 'AI繪圖', top: ['midjourney'], categories: ['image-generation'] },
  { lang: 'tw', q: '程式設計', top: ['cursor', 'github-copilot'], categories: ['coding'] },
  { lang: 'tw', q: '簡報', top: ['gamma'], categories: ['presentations'] },
  { lang: 'tw', q: '影片剪輯', top: ['capcut'], categories: ['video-editing'] },
  { lang: 'tw', q: '聊天機器人', top: ['chatgpt'], categories: ['chatbots'] },
  { lang: 'tw', q: '去背', top: ['remove-bg'], categories: ['image-editing'] },
];
