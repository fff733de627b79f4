// What a search query is about (issue 24 §6, docs/decisions/006): generic words ("AI", "工具", "tool", "app") say
// nothing about it and are left out of the words every match must contain, and a short query that names a
// category (by its name in any language or by a common way of saying it, "video generator", "文生视频", "翻訳")
// puts that category's products first, most popular first, whether or not their text repeats the query's words. A query with any other word (a product's name, say) is left to
// plain relevance: "deepl translate" finds DeepL, not the most popular translator.

/**
 * Words that describe every product here. Latin ones are whole words; CJK ones are cut out of the query wherever
 * they appear (Chinese and Japanese are written without spaces).
 */
const GENERIC_LATIN = new Set(
  'ai a an the best top free online tool tools app apps application applications software platform platforms website websites site sites service services for with and of to in'.split(
    ' ',
  ),
);
const GENERIC_CJK = [
  '人工智能', '人工智慧', '有哪些', '哪些', '什么', '什麼', '推荐', '推薦', '最好', '好用', '免费', '免費', '在线', '線上',
  '工具', '软件', '軟體', '軟件', '应用', '應用', '网站', '網站', '平台', '神器', '大全',
  'ツール', 'アプリ', 'ソフト', 'サイト', 'サービス', 'おすすめ', '無料', 'オンライン', '的', 'の',
];

/**
 * Ways people ask for a category besides its names (which are read from the database in every language). Lower
 * case; Latin phrases match word by word, CJK ones as text.
 */
export const CATEGORY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '3d': ['3d model', '3d models', '3d modeling', 'text to 3d', 'image to 3d', '3d模型', '3d建模', '三维', '3dモデル'],
  agents: ['agent', 'agents', 'ai agent', 'autonomous agent', 'agent builder', '智能体', '智能代理', 'エージェント', '代理'],
  'ai-detection': ['ai detector', 'ai content detector', 'gpt detector', 'ai checker', 'detect ai', 'ai检测', 'ai检测器', '论文检测', 'ai偵測', 'ai判定', 'aiチェッカー'],
  'audio-music': ['music', 'music generator', 'song generator', 'song', 'songs', 'audio', '音乐', '音乐生成', '作曲', '歌曲', '音樂', '音楽', '作曲ai'],
  automation: ['automation', 'workflow automation', 'workflow', 'workflows', 'rpa', '自动化', '工作流', '自動化', 'ワークフロー'],
  'avatars-digital-humans': ['avatar', 'avatars', 'digital human', 'digital humans', 'talking head', 'ai presenter', '数字人', '虚拟人', '虛擬人', '數位人', 'デジタルヒューマン', 'アバター'],
  business: ['business'],
  chatbots: ['chatbot', 'chatbots', 'chat', 'chat assistant', 'ai assistant', 'assistant', 'llm chat', '聊天', '聊天机器人', '对话', '聊天助手', '聊天機器人', '對話', '聊天助理', 'チャット', 'チャットボット'],
  coding: ['coding', 'code', 'coding assistant', 'code assistant', 'code generator', 'code completion', 'programming', 'ai pair programmer', '编程', '写代码', '代码', '代码生成', '编程助手', '程式', '程式設計', '寫程式', 'プログラミング', 'コーディング', 'コード生成'],
  'customer-service': ['customer service', 'customer support', 'support bot', 'helpdesk', '客服', '智能客服', 'カスタマーサポート'],
  'data-analysis': ['data analysis', 'data analytics', 'analytics', 'bi', 'sql', '数据分析', '資料分析', 'データ分析'],
  design: ['design', 'graphic design', 'logo', 'logo design', 'ui design', '设计', '平面设计', 'logo设计', '設計', 'デザイン', 'ロゴ'],
  'developer-tools': ['developer tools', 'dev tools', 'llm framework', 'framework', 'sdk', '开发工具', '開發工具', '開発ツール'],
  ecommerce: ['ecommerce', 'e-commerce', 'product photo', 'shopify', '电商', '電商', 'ec'],
  education: ['education', 'learning', 'study', 'homework', 'tutor', 'language learning', '教育', '学习', '學習', '作业', '作業', '学習'],
  finance: ['finance', 'investing', 'stock', 'stocks', 'trading', '金融', '理财', '股票', '投資'],
  'fun-entertainment': ['entertainment', 'fun', 'companion', 'ai companion', 'roleplay', 'role play', '娱乐', '陪伴', '角色扮演', '娛樂', 'エンタメ'],
  gaming: ['gaming', 'game', 'games', '游戏', '遊戲', 'ゲーム'],
  healthcare: ['healthcare', 'health', 'medical', 'medicine', 'doctor', '医疗', '健康', '醫療', '医療', 'ヘルスケア'],
  'hr-recruiting': ['hr', 'recruiting', 'recruitment', 'hiring', '招聘', '人力资源', '招募', '採用'],
  'image-editing': ['image editing', 'image editor', 'photo editor', 'photo editing', 'background remover', 'remove background', 'background removal', '抠图', '去背景', '修图', '图片编辑', '去水印', '圖片編輯', '去背', '画像編集', '背景削除'],
  'image-generation': ['image generator', 'image generation', 'text to image', 'art generator', 'ai art', 'drawing', 'painting', '绘画', '画图', '绘图', '文生图', '图片生成', '图像生成', '繪圖', '繪畫', '圖片生成', '画像生成', 'イラスト生成', '画像'],
  legal: ['legal', 'law', 'lawyer', 'contract', '法律', '律师', '合同', '律師', 'リーガル', '法務'],
  'llm-models': ['llm', 'large language model', 'large language models', 'language model', '大模型', '大语言模型', '大型語言模型', '大規模言語モデル'],
  marketing: ['marketing', 'ad creative', 'ads', 'advertising', 'copywriting for ads', '营销', '广告', '行銷', '廣告', 'マーケティング', '広告'],
  'model-platforms': ['model api', 'llm api', 'api platform', 'model hub', 'inference api', '模型平台', '模型api', 'モデルapi'],
  'office-documents': ['office', 'documents', 'document', 'pdf', 'docs', '办公', '文档', '辦公', '文件', 'オフィス', '文書'],
  'open-source-models': ['open source model', 'open source models', 'open-weight model', 'open weights', '开源模型', '開源模型', 'オープンソースモデル'],
  'photo-enhancement': ['photo enhancer', 'photo enhancement', 'upscaler', 'image upscaler', 'upscale', 'photo restoration', '照片增强', '高清修复', '老照片修复', '照片修復', '高画質化', 'アップスケール'],
  presentations: ['presentation', 'presentations', 'slides', 'slide', 'ppt', 'powerpoint', 'deck', 'pitch deck', 'ppt生成', '幻灯片', '简报', '簡報', 'プレゼン', 'スライド'],
  productivity: ['productivity', 'note taking', 'notes', 'meeting notes', 'mind map', '效率', '笔记', '会议纪要', '思维导图', '筆記', '生産性', '議事録'],
  'prompt-tools': ['prompt', 'prompts', 'prompt engineering', 'prompt generator', '提示词', '提示詞', 'プロンプト'],
  research: ['research', 'academic', 'paper', 'papers', 'literature review', 'scholar', '学术', '论文', '科研', '學術', '論文', 'リサーチ'],
  'resume-careers': ['resume', 'cv', 'resume builder', 'job search', 'interview', 'career', '简历', '求职', '面试', '履歷', '求職', '履歴書', '面接'],
  sales: ['sales', 'lead generation', 'cold email', 'crm', '销售', '銷售', 'セールス', '営業'],
  search: ['search', 'search engine', 'ai search engine', 'answer engine', '搜索', '搜索引擎', '搜尋', '検索', '検索エンジン'],
  seo: ['seo', 'seo tool', 'keyword research', 'seo writing'],
  'social-media': ['social media', 'social', 'twitter', 'instagram', '社交媒体', '社媒', '社群', 'sns'],
  spreadsheets: ['spreadsheet', 'spreadsheets', 'excel', 'google sheets', 'formula', '表格', '电子表格', 'excel公式', '試算表', 'スプレッドシート', 'エクセル'],
  translation: ['translation', 'translate', 'translator', 'translating', '翻译', '翻譯', '翻訳', '同传'],
  'video-editing': ['video editing', 'video editor', 'edit video', 'clips', 'subtitles', '视频剪辑', '剪辑', '剪视频', '影片剪輯', '剪輯', '動画編集'],
  'video-generation': ['video generator', 'video generation', 'text to video', 'image to video', '视频生成', '文生视频', '图生视频', '影片生成', '動画生成'],
  'voice-speech': ['voice', 'voice generator', 'voice cloning', 'voice clone', 'text to speech', 'tts', 'speech to text', 'transcription', 'dubbing', '配音', '语音', '语音合成', '文字转语音', '语音转文字', '语音识别', '語音', '語音合成', '音声', '音声合成', '文字起こし'],
  writing: ['writing', 'writer', 'writing assistant', 'copywriting', 'grammar', 'paraphrase', 'paraphrasing', 'essay', '写作', '文案', '改写', '写文章', '寫作', '文案生成', 'ライティング', '文章作成'],
};

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
/** At most this many meaningful Latin words, or CJK characters, for a query to be "short". */
const MAX_WORDS = 3;
const MAX_CJK_CHARS = 8;
/** A query naming more categories than this says too little to put any first. */
const MAX_CATEGORIES = 3;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[&/·・,，、+|()（）]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The query without generic words (or as typed, when nothing else is left). */
export function meaningfulQuery(q: string): string {
  return meaningfulWords(q) ?? normalise(q);
}

/** The query's meaningful words, or null when every word is generic. */
function meaningfulWords(q: string): string | null {
  let text = normalise(q);
  for (const word of GENERIC_CJK) text = text.split(word).join(' ');
  // "ai" glued to CJK text (AI视频, AI翻訳) is a word of its own.
  text = text.replace(/(^|[^a-z0-9])ai(?=[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff])/g, '$1 ');
  const kept = text.split(' ').filter((w) => w && !GENERIC_LATIN.has(w));
  return kept.length ? kept.join(' ') : null;
}

/** Category names and aliases, taken apart once (a few hundred phrases; names change rarely). */
const phraseCache = new Map<string, { words: string[]; cjk: string }>();
function cachedParts(phrase: string) {
  let parts = phraseCache.get(phrase);
  if (!parts) {
    if (phraseCache.size > 5000) phraseCache.clear();
    phraseCache.set(phrase, (parts = phraseParts(phrase)));
  }
  return parts;
}

/** A phrase's Latin words and its CJK text (spaces dropped), for matching. */
function phraseParts(phrase: string): { words: string[]; cjk: string } {
  const text = meaningfulQuery(phrase);
  const words = text.split(' ').filter((w) => w && !CJK.test(w));
  const cjk = text
    .split(' ')
    .filter((w) => CJK.test(w))
    .join('');
  return { words, cjk };
}

/** Singular and plural are one word ("videos" asks for "video"). */
const sameWord = (a: string, b: string) => a === b || (a.length > 3 && (a === `${b}s` || b === `${a}s`));

export interface QueryIntent {
  /** The words to search for (generic words left out). */
  q: string;
  /** Categories the query names, whose popular products come first (empty when it names none or too many). */
  categories: string[];
}

/**
 * What a query is about. `categoryNames` are the categories' names in every language (slug → texts); a category
 * matches when all of the query's meaningful words belong to one of its names or aliases (Latin words as words,
 * CJK text as a part of the phrase), or the query is exactly one of them.
 */
export function queryIntent(q: string, categoryNames: ReadonlyMap<string, readonly string[]>): QueryIntent {
  const meaningful = meaningfulWords(q);
  // Only generic words ("AI tools"): nothing to be about; the most popular products answer it.
  if (meaningful === null) return { q: '', categories: [] };
  const { words, cjk } = phraseParts(meaningful);
  const short = words.length + (cjk ? 1 : 0) > 0 && words.length <= MAX_WORDS && cjk.length <= MAX_CJK_CHARS;
  if (!short || (cjk && cjk.length < 2 && !words.length)) return { q: meaningful, categories: [] };
  const exact: string[] = [];
  const inName: string[] = [];
  const inAlias: string[] = [];
  for (const [slug, names] of categoryNames) {
    const phrases = [
      ...names.map((n) => ({ ...cachedParts(n), name: true })),
      ...(CATEGORY_ALIASES[slug] ?? []).map((a) => ({ ...cachedParts(a), name: false })),
    ];
    let kind: 'exact' | 'name' | 'alias' | null = null;
    for (const p of phrases) {
      if (!p.words.length && !p.cjk) continue;
      const sameWords = p.words.length === words.length && words.every((w, i) => sameWord(w, p.words[i]!));
      if (sameWords && p.cjk === cjk) {
        kind = 'exact';
        break;
      }
      const wordsIn = words.every((w) => p.words.some((pw) => sameWord(w, pw)));
      const cjkIn = !cjk || (cjk.length >= 2 && p.cjk.includes(cjk));
      if (wordsIn && cjkIn) kind = p.name || kind === 'name' ? 'name' : 'alias';
    }
    if (kind === 'exact') exact.push(slug);
    else if (kind === 'name') inName.push(slug);
    else if (kind === 'alias') inAlias.push(slug);
  }
  // A query that is exactly a category's name or alias is about that one ("video generator"); otherwise about
  // the categories whose names contain it ("video": generation and editing), or failing that their aliases.
  const categories = exact.length ? exact : inName.length ? inName : inAlias;
  return { q: meaningful, categories: categories.length <= MAX_CATEGORIES ? categories : [] };
}
