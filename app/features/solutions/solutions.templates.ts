// The offline planner's scenarios (docs/decisions/035): each a list of words that name it (Simplified and
// Traditional Chinese, English, Japanese) and ordered steps, each step a kind (its title and purpose are messages,
// `solutions.step.<kind>` and `solutions.stepWhy.<kind>`), the catalogue category its tools come from and the tags
// that make a tool fit the step. Categories and tags are the catalogue's own slugs (the unit test checks they exist).

export interface TScenarioStep {
  kind: TStepKind;
  category: string;
  tags: readonly string[];
}

export interface TScenarioTemplate {
  id: string;
  /** Lower-case words or phrases; Latin ones match at a word start, Han and kana ones anywhere. */
  terms: readonly string[];
  steps: readonly TScenarioStep[];
}

export const STEP_KINDS = [
  'plan-content',
  'write-script',
  'make-visuals',
  'make-video',
  'voiceover',
  'subtitles',
  'publish',
  'product-photos',
  'write-copy',
  'ad-creative',
  'knowledge-base',
  'build-chatbot',
  'model-api',
  'automate',
  'keyword-research',
  'write-articles',
  'outline',
  'make-slides',
  'record-audio',
  'compose-music',
  'transcribe',
  'design-ui',
  'write-code',
  'build-site',
  'find-papers',
  'read-papers',
  'write-paper',
  'analyse-data',
  'check-text',
  'build-resume',
  'practise-interview',
  'design-logo',
  'design-poster',
  'summarise',
  'take-notes',
  'clean-data',
  'visualise',
  'tutor',
  'translate',
  'make-avatar',
  'clone-voice',
  'choose-model',
  'run-locally',
  'write-lyrics',
  'cover-art',
  'customer-service',
] as const;
export type TStepKind = (typeof STEP_KINDS)[number];

const step = (kind: TStepKind, category: string, ...tags: string[]): TScenarioStep => ({ kind, category, tags });

/** In order of precedence: on equal scores the earlier template wins. */
export const SCENARIO_TEMPLATES: readonly TScenarioTemplate[] = [
  {
    id: 'short-video',
    terms: [
      '短视频', '短影音', '短影片', '视频号', '抖音', '快手', '小红书', '小紅書', 'b站', '带货', '帶貨', 'vlog', 'tiktok',
      'reels', 'shorts', 'youtube', 'short video', 'short-form', 'ショート動画', '動画投稿', 'youtuber', '博主', '网红', '網紅',
    ],
    steps: [
      step('plan-content', 'social-media', 'social-posts', 'content-creation', 'content-creators'),
      step('write-script', 'writing', 'video-script', 'copywriting', 'content-creation'),
      step('make-visuals', 'image-generation', 'text-to-image', 'thumbnail', 'product-images'),
      step('make-video', 'video-editing', 'short-video', 'video-editor', 'video-clipping', 'text-to-video'),
      step('voiceover', 'voice-speech', 'voiceover', 'text-to-speech', 'dubbing'),
      step('subtitles', 'video-editing', 'subtitles', 'auto-captions'),
      step('publish', 'social-media', 'social-posts', 'marketing-tools', 'scheduling'),
    ],
  },
  {
    id: 'support-chatbot',
    terms: [
      '客服', '智能客服', '客户服务', '客戶服務', '售后', '售後', '问答机器人', '問答機器人', '知识库', '知識庫', 'faq',
      'customer support', 'customer service', 'support bot', 'help desk', 'helpdesk', 'chatbot', 'knowledge base',
      'カスタマーサポート', 'チャットボット', 'ナレッジベース', '問い合わせ',
    ],
    steps: [
      step('knowledge-base', 'office-documents', 'knowledge-base', 'chat-with-pdf', 'pdf', 'rag'),
      step('build-chatbot', 'customer-service', 'chatbot-builder', 'customer-support', 'help-desk', 'live-chat'),
      step('model-api', 'model-platforms', 'api', 'embeddings', 'rag'),
      step('automate', 'automation', 'workflow-automation', 'no-code', 'crm'),
    ],
  },
  {
    id: 'ecommerce',
    terms: [
      '电商', '電商', '网店', '網店', '淘宝', '淘寶', '拼多多', '京东', '京東', '亚马逊', '亞馬遜', '跨境', '商品', '卖货', '賣貨',
      'shopify', 'amazon', 'etsy', 'e-commerce', 'ecommerce', 'online store', 'product listing', 'dropshipping',
      'ネットショップ', 'ec サイト', 'ecサイト', '商品ページ',
    ],
    steps: [
      step('product-photos', 'ecommerce', 'product-photography', 'product-images', 'background-removal', 'virtual-try-on'),
      step('write-copy', 'writing', 'product-descriptions', 'copywriting', 'ecommerce-sellers'),
      step('ad-creative', 'marketing', 'ad-creative', 'marketing-tools'),
      step('customer-service', 'customer-service', 'customer-support', 'live-chat', 'chatbot-builder'),
      step('analyse-data', 'data-analysis', 'business-intelligence', 'data-visualization'),
    ],
  },
  {
    id: 'content-marketing',
    terms: [
      '公众号', '公眾號', '博客', '部落格', '自媒体', '自媒體', '内容营销', '內容行銷', 'seo', '推文', '软文', '軟文', '文案',
      'blog', 'newsletter', 'content marketing', 'articles', 'copywriting', 'ブログ', 'コンテンツマーケティング', '記事',
    ],
    steps: [
      step('keyword-research', 'seo', 'keyword-research', 'seo-content'),
      step('write-articles', 'writing', 'blog-writing', 'seo-content', 'long-form-writing', 'copywriting'),
      step('make-visuals', 'image-generation', 'text-to-image', 'illustration'),
      step('check-text', 'writing', 'grammar-check', 'proofreading', 'humanizer'),
      step('publish', 'social-media', 'social-posts', 'scheduling', 'email-marketing'),
    ],
  },
  {
    id: 'presentation',
    terms: ['ppt', 'slides', 'slide deck', 'presentation', 'pitch deck', 'keynote', '幻灯片', '幻燈片', '演示文稿', '簡報', '汇报', '匯報', 'プレゼン', 'スライド', '資料作成'],
    steps: [
      step('outline', 'chatbots', 'ai-assistant', 'writing-assistant'),
      step('make-slides', 'presentations', 'ppt'),
      step('make-visuals', 'design', 'infographic', 'charts', 'design-tools'),
      step('voiceover', 'voice-speech', 'text-to-speech', 'voiceover'),
    ],
  },
  {
    id: 'podcast',
    terms: ['播客', '有声书', '有聲書', '电台', '電台', 'podcast', 'audiobook', 'radio show', 'ポッドキャスト', 'オーディオブック'],
    steps: [
      step('write-script', 'writing', 'writing-assistant', 'storytelling', 'content-creation'),
      step('record-audio', 'voice-speech', 'text-to-speech', 'voice-cloning', 'noise-removal', 'podcast'),
      step('compose-music', 'audio-music', 'music-generation', 'sound-effects', 'text-to-music'),
      step('transcribe', 'voice-speech', 'transcription', 'speech-to-text', 'podcasters'),
      step('publish', 'social-media', 'social-posts', 'video-clipping'),
    ],
  },
  {
    id: 'music',
    terms: ['写歌', '寫歌', '作曲', '编曲', '編曲', '歌曲', '音乐', '音樂', '歌词', '歌詞', 'song', 'music', 'lyrics', 'beat', '作詞', '楽曲', '音楽'],
    steps: [
      step('write-lyrics', 'audio-music', 'song-lyrics', 'writing-assistant'),
      step('compose-music', 'audio-music', 'music-generation', 'text-to-music', 'ai-singing'),
      step('voiceover', 'voice-speech', 'voice-cloning', 'ai-singing', 'stem-separation'),
      step('cover-art', 'image-generation', 'text-to-image', 'illustration'),
    ],
  },
  {
    id: 'build-app',
    terms: [
      '写代码', '寫程式', '编程', '程式', '开发', '開發', '小程序', '小程式', '网站', '網站', 'app', 'saas', '应用', '應用程式',
      'website', 'web app', 'build an app', 'coding', 'code', 'programming', 'developer', 'mvp', 'アプリ', '開発', 'ウェブサイト', 'プログラミング',
    ],
    steps: [
      step('design-ui', 'design', 'ui-design', 'figma-plugin', 'frontend'),
      step('write-code', 'coding', 'coding-agent', 'code-generation', 'ai-ide', 'code-completion'),
      step('build-site', 'developer-tools', 'app-builder', 'website-builder', 'no-code', 'low-code'),
      step('model-api', 'model-platforms', 'api', 'inference', 'sdk'),
      step('check-text', 'coding', 'code-review', 'software-testing', 'debugging'),
    ],
  },
  {
    id: 'research',
    terms: ['论文', '論文', '文献', '文獻', '学术', '學術', '毕业设计', '畢業', '研究', 'thesis', 'paper', 'research', 'literature', 'academic', 'dissertation', '研究論文', '文献調査'],
    steps: [
      step('find-papers', 'research', 'academic-search', 'literature-review', 'citations'),
      step('read-papers', 'research', 'chat-with-pdf', 'summarization', 'reading-assistant'),
      step('write-paper', 'writing', 'academic-paper', 'essay-writing', 'paraphrasing', 'grammar-check'),
      step('analyse-data', 'data-analysis', 'data-visualization', 'charts', 'python'),
      step('check-text', 'ai-detection', 'ai-detector', 'plagiarism-checker'),
    ],
  },
  {
    id: 'job-search',
    terms: ['求职', '求職', '简历', '簡歷', '履历', '履歷', '面试', '面試', '找工作', '跳槽', 'resume', 'cv', 'job', 'interview', 'cover letter', '就活', '転職', '履歴書', '面接'],
    steps: [
      step('build-resume', 'resume-careers', 'resume-builder', 'cover-letter'),
      step('write-copy', 'writing', 'cover-letter', 'email-writing', 'grammar-check'),
      step('practise-interview', 'resume-careers', 'interview-prep', 'ai-interview'),
      step('make-visuals', 'image-editing', 'ai-headshot', 'portrait'),
    ],
  },
  {
    id: 'brand-design',
    terms: ['logo', '标志', '標誌', '品牌', '海报', '海報', '视觉', '視覺', '名片', 'vi设计', 'branding', 'brand', 'poster', 'visual identity', 'flyer', 'ロゴ', 'ブランド', 'ポスター'],
    steps: [
      step('design-logo', 'design', 'logo-design', 'brand-kit', 'icon-design'),
      step('design-poster', 'design', 'poster-design', 'templates', 'font'),
      step('make-visuals', 'image-generation', 'text-to-image', 'illustration'),
      step('ad-creative', 'marketing', 'ad-creative', 'social-posts'),
    ],
  },
  {
    id: 'meetings',
    terms: ['会议', '會議', '纪要', '紀要', '笔记', '筆記', '录音', '錄音', '访谈', '訪談', 'meeting', 'minutes', 'notes', 'transcribe', 'interview recording', '議事録', '会議', 'メモ'],
    steps: [
      step('transcribe', 'productivity', 'meeting-notes', 'transcription', 'speech-to-text'),
      step('summarise', 'productivity', 'summarization', 'meeting-notes'),
      step('take-notes', 'productivity', 'note-taking', 'personal-knowledge', 'mind-map'),
      step('automate', 'automation', 'workflow-automation', 'task-management', 'scheduling'),
    ],
  },
  {
    id: 'data-report',
    terms: ['数据分析', '數據分析', '資料分析', '报表', '報表', '表格', 'excel', '可视化', '視覺化', 'bi', 'dashboard', 'data analysis', 'spreadsheet', 'report', 'データ分析', 'エクセル', '可視化'],
    steps: [
      step('clean-data', 'spreadsheets', 'excel', 'sql', 'data'),
      step('analyse-data', 'data-analysis', 'business-intelligence', 'data-scientists', 'python'),
      step('visualise', 'data-analysis', 'data-visualization', 'charts', 'infographic'),
      step('make-slides', 'presentations', 'ppt'),
    ],
  },
  {
    id: 'learning',
    terms: ['学英语', '學英語', '学外语', '學外語', '口语', '口語', '背单词', '背單字', '考研', '雅思', '托福', '学习', '學習', 'learn', 'study', 'english', 'ielts', 'toefl', 'tutor', 'homework', '勉強', '英会話', '学習'],
    steps: [
      step('tutor', 'education', 'tutoring', 'homework-help', 'students'),
      step('practise-interview', 'education', 'language-learning', 'english-learning', 'voice-assistant'),
      step('take-notes', 'education', 'flashcards', 'quiz', 'note-taking'),
      step('translate', 'translation', 'translation', 'document-translation'),
    ],
  },
  {
    id: 'digital-human',
    terms: ['数字人', '數位人', '虚拟主播', '虛擬主播', '直播', '虚拟人', '虛擬人', 'avatar', 'digital human', 'vtuber', 'live stream', 'livestream', 'talking head', 'デジタルヒューマン', 'ライブ配信', 'アバター'],
    steps: [
      step('write-script', 'writing', 'video-script', 'copywriting'),
      step('make-avatar', 'avatars-digital-humans', 'digital-human', 'talking-avatar', 'avatar', 'lip-sync'),
      step('clone-voice', 'voice-speech', 'voice-cloning', 'text-to-speech', 'emotion-voice'),
      step('make-video', 'video-editing', 'live-streaming', 'video-editor', 'subtitles'),
    ],
  },
  {
    id: 'private-llm',
    terms: ['私有化', '本地部署', '内网', '內網', '开源模型', '開源模型', '大模型', '自己部署', 'self-host', 'self host', 'on-premise', 'local llm', 'open-source model', 'open weights', 'fine-tune', 'ローカル', 'オンプレ', 'オープンソースモデル'],
    steps: [
      step('choose-model', 'open-source-models', 'open-weights', 'chinese-llm', 'small-model'),
      step('run-locally', 'developer-tools', 'local-llm', 'local-deployment', 'self-hosted', 'inference'),
      step('knowledge-base', 'developer-tools', 'rag', 'vector-database', 'knowledge-base', 'embeddings'),
      step('build-chatbot', 'agents', 'agent-builder', 'chatbot-builder', 'ai-agent'),
    ],
  },
  {
    id: 'translation',
    terms: ['翻译', '翻譯', '本地化', '出海', '多语言', '多語言', 'translate', 'translation', 'localize', 'localise', 'localization', 'multilingual', '翻訳', '多言語', 'ローカライズ'],
    steps: [
      step('translate', 'translation', 'document-translation', 'translation', 'multilingual'),
      step('subtitles', 'video-editing', 'video-translation', 'subtitles', 'dubbing'),
      step('check-text', 'writing', 'grammar-check', 'proofreading'),
      step('voiceover', 'voice-speech', 'dubbing', 'voiceover', 'text-to-speech'),
    ],
  },
  {
    id: 'automation',
    terms: ['自动化', '自動化', '工作流', '智能体', '智能體', 'agent', 'agents', 'automation', 'automate', 'workflow', 'zapier', 'rpa', 'エージェント', 'ワークフロー'],
    steps: [
      step('choose-model', 'model-platforms', 'api', 'reasoning'),
      step('build-chatbot', 'agents', 'agent-builder', 'ai-agent', 'multi-agent'),
      step('automate', 'automation', 'workflow-automation', 'no-code', 'browser-automation'),
      step('knowledge-base', 'developer-tools', 'rag', 'knowledge-base'),
    ],
  },
];

/** Words that ask for a kind of product; each adds a reason and a little weight to the tools that are one. */
export const PREFERENCE_TERMS = {
  free: ['免费', '免費', '不花钱', '不要钱', '零成本', 'free', 'no cost', '無料'],
  openSource: ['开源', '開源', 'open source', 'open-source', 'self-host', 'オープンソース'],
  chinese: ['国产', '國產', '国内', '國內', '中文', 'chinese', '中国', '中國', '中国語'],
} as const;
export type TPreference = keyof typeof PREFERENCE_TERMS;
