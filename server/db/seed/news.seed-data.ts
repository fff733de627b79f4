// The project's news about dated AI events, 2023–2025 (docs/decisions/029): each article states facts its source
// published that day, written here in zh and en; tw is converted from zh by the seed, ja falls back to en.
// `products` are catalogue slugs; a slug the catalogue does not have is skipped.

export interface NewsSeedText {
  title: string;
  summary: string;
  body: string;
}

export interface NewsSeedArticle {
  slug: string;
  /** The day of the event (yyyy-mm-dd), published at noon in the news time zone. */
  day: string;
  tags: string[];
  products: string[];
  sources: { name: string; url: string }[];
  zh: NewsSeedText;
  en: NewsSeedText;
}

export interface NewsSeedDigest {
  day: string;
  zh: { title: string; intro: string };
  en: { title: string; intro: string };
}

const src = (name: string, url: string) => [{ name, url }];

export const NEWS_SEED: NewsSeedArticle[] = [
  {
    slug: 'meta-releases-llama',
    day: '2023-02-24',
    tags: ['open-models', 'Meta'],
    products: ['llama'],
    sources: src('Meta AI', 'https://ai.meta.com/blog/large-language-model-llama-meta-ai/'),
    zh: {
      title: 'Meta 发布 LLaMA 基础大模型，面向研究人员开放',
      summary: 'Meta 公布 LLaMA 系列基础语言模型，参数规模从 70 亿到 650 亿，以非商业研究许可向研究人员提供。',
      body: 'Meta 发布了 **LLaMA**（Large Language Model Meta AI）系列基础模型，共 7B、13B、33B 和 65B 四种规模。Meta 表示，较小的模型在更多 token 上训练，便于研究人员在有限算力下复现和改进。\n\n模型以非商业研究许可发放，需申请获取。LLaMA 随后成为大量开源微调模型的起点，也开启了 [Llama](/details/llama) 系列。',
    },
    en: {
      title: 'Meta releases LLaMA foundation models to researchers',
      summary: 'Meta announced LLaMA, a family of foundation language models from 7 to 65 billion parameters, offered under a non-commercial research licence.',
      body: 'Meta released **LLaMA** (Large Language Model Meta AI) in four sizes: 7B, 13B, 33B and 65B. Meta said the smaller models, trained on more tokens, let researchers study and improve large models with modest compute.\n\nAccess was granted on request under a non-commercial research licence. LLaMA became the starting point of many open fine-tunes and of the [Llama](/details/llama) family.',
    },
  },
  {
    slug: 'openai-gpt-4',
    day: '2023-03-14',
    tags: ['OpenAI', 'model-release'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/gpt-4-research/'),
    zh: {
      title: 'OpenAI 发布 GPT-4：可接受图像输入的多模态大模型',
      summary: 'OpenAI 发布 GPT-4，可接受文本和图像输入、输出文本，在多项专业和学术考试中达到接近人类的水平。',
      body: 'OpenAI 发布 **GPT-4**。该模型接受文本与图像输入并输出文本，OpenAI 称其在模拟律师资格考试中的成绩位于考生前 10% 左右，而 GPT-3.5 约在后 10%。\n\nGPT-4 当天向 [ChatGPT](/details/chatgpt) Plus 订阅用户开放，API 采用候补名单方式逐步开放；图像输入能力最初只与少数合作方测试。',
    },
    en: {
      title: 'OpenAI releases GPT-4, a multimodal model that accepts images',
      summary: 'OpenAI released GPT-4, which takes text and image inputs and outputs text, performing at human level on many professional and academic exams.',
      body: 'OpenAI announced **GPT-4**. It accepts text and image inputs and produces text; OpenAI reported a simulated bar exam score around the top 10% of test takers, where GPT-3.5 scored around the bottom 10%.\n\nGPT-4 became available to [ChatGPT](/details/chatgpt) Plus subscribers the same day, with API access through a waitlist; image input was first tested with a single partner.',
    },
  },
  {
    slug: 'anthropic-introduces-claude',
    day: '2023-03-14',
    tags: ['Anthropic', 'model-release'],
    products: ['claude'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/introducing-claude'),
    zh: {
      title: 'Anthropic 推出 AI 助手 Claude',
      summary: 'Anthropic 通过聊天界面和 API 推出 Claude 与更快、更便宜的 Claude Instant。',
      body: 'Anthropic 正式推出 **Claude**，提供两个版本：能力更强的 Claude 和响应更快、价格更低的 Claude Instant。用户可通过聊天界面和 API 使用。\n\nAnthropic 表示 Claude 的训练重点是"有帮助、诚实、无害"，早期合作方包括 Notion、Quora 和 DuckDuckGo。',
    },
    en: {
      title: 'Anthropic introduces Claude',
      summary: 'Anthropic made Claude, and the faster, cheaper Claude Instant, available through a chat interface and an API.',
      body: 'Anthropic launched **Claude** in two versions: the more capable Claude and the lighter, faster and cheaper Claude Instant, both through a chat interface and an API.\n\nAnthropic said Claude was trained to be helpful, honest and harmless; early partners included Notion, Quora and DuckDuckGo.',
    },
  },
  {
    slug: 'google-palm-api-makersuite',
    day: '2023-03-14',
    tags: ['Google', 'developers'],
    products: [],
    sources: src('Google for Developers', 'https://developers.googleblog.com/2023/03/announcing-palm-api-and-makersuite.html'),
    zh: {
      title: 'Google 发布 PaLM API 与 MakerSuite',
      summary: 'Google 向开发者开放 PaLM 大模型 API，并推出基于浏览器的原型工具 MakerSuite。',
      body: 'Google 宣布推出 **PaLM API**，让开发者通过接口调用其大语言模型，并同时发布 **MakerSuite**，可以在浏览器中快速试写提示词、生成合成数据并导出代码。\n\n同一天，Google 还预告了 Workspace 中的生成式 AI 功能。',
    },
    en: {
      title: 'Google announces the PaLM API and MakerSuite',
      summary: 'Google opened its PaLM large language model to developers through an API and introduced MakerSuite, a browser tool for prototyping.',
      body: 'Google announced the **PaLM API**, giving developers access to its large language model, together with **MakerSuite**, a browser tool to iterate on prompts, generate synthetic data and export code.\n\nThe same day Google previewed generative AI features in Workspace.',
    },
  },
  {
    slug: 'baidu-ernie-bot-unveiled',
    day: '2023-03-16',
    tags: ['Baidu', 'china'],
    products: ['wenxin'],
    sources: src('PR Newswire (Baidu)', 'https://www.prnewswire.com/news-releases/baidu-unveils-ernie-bot-the-latest-generative-ai-mastering-chinese-language-and-multi-modal-generation-301774240.html'),
    zh: {
      title: '百度发布文心一言',
      summary: '百度在北京发布生成式 AI 产品文心一言（ERNIE Bot），展示文学创作、商业文案、数理推算、中文理解和多模态生成能力。',
      body: '百度在北京举行发布会，推出基于文心大模型的对话产品 **文心一言**。演示涵盖文学创作、商业文案写作、数理逻辑推算、中文理解和多模态生成五个场景。\n\n发布当日起，企业可申请通过百度智能云测试接口。[文心一言](/details/wenxin) 是国内最早公开亮相的大模型对话产品之一。',
    },
    en: {
      title: 'Baidu unveils ERNIE Bot',
      summary: 'Baidu presented ERNIE Bot, its generative AI product, demonstrating literary creation, commercial copywriting, maths, Chinese understanding and multimodal generation.',
      body: 'Baidu unveiled **ERNIE Bot** (文心一言), built on its ERNIE models, at an event in Beijing. The demo covered literary creation, commercial copywriting, mathematical reasoning, Chinese comprehension and multimodal generation.\n\nEnterprises could apply to test it through Baidu AI Cloud from that day. [ERNIE Bot](/details/wenxin) was one of the first large-model chat products shown in China.',
    },
  },
  {
    slug: 'microsoft-365-copilot',
    day: '2023-03-16',
    tags: ['Microsoft', 'productivity'],
    products: ['microsoft-365-copilot'],
    sources: src('Microsoft', 'https://blogs.microsoft.com/blog/2023/03/16/introducing-microsoft-365-copilot-your-copilot-for-work/'),
    zh: {
      title: '微软发布 Microsoft 365 Copilot',
      summary: '微软将大语言模型与 Microsoft Graph 中的工作数据结合，在 Word、Excel、PowerPoint、Outlook 和 Teams 中提供 Copilot。',
      body: '微软发布 **Microsoft 365 Copilot**，把大语言模型与用户在 Microsoft Graph 中的邮件、日程、文档和会议数据结合，嵌入 Word、Excel、PowerPoint、Outlook、Teams 等应用。\n\n微软同时介绍了 Business Chat，可跨应用汇总信息。产品先向少数企业客户测试。',
    },
    en: {
      title: 'Microsoft introduces Microsoft 365 Copilot',
      summary: 'Microsoft combined large language models with work data in Microsoft Graph to bring Copilot to Word, Excel, PowerPoint, Outlook and Teams.',
      body: 'Microsoft announced **Microsoft 365 Copilot**, combining large language models with a user\'s emails, calendar, documents and meetings in Microsoft Graph, inside Word, Excel, PowerPoint, Outlook and Teams.\n\nMicrosoft also introduced Business Chat, which works across apps. It started testing with a small group of enterprise customers.',
    },
  },
  {
    slug: 'google-bard-early-access',
    day: '2023-03-21',
    tags: ['Google', 'assistants'],
    products: ['gemini'],
    sources: src('Google', 'https://blog.google/technology/ai/try-bard/'),
    zh: {
      title: 'Google 开放 Bard 抢先体验',
      summary: 'Google 在美国和英国开放 Bard 抢先体验，用户可加入候补名单。',
      body: 'Google 开始在美国和英国开放对话式 AI **Bard** 的抢先体验，用户可在 bard.google.com 加入候补名单。Bard 当时基于轻量优化版 LaMDA。\n\nBard 后来在 2024 年 2 月更名为 [Gemini](/details/gemini)。',
    },
    en: {
      title: 'Google opens early access to Bard',
      summary: 'Google opened early access to Bard in the US and the UK through a waitlist.',
      body: 'Google began opening access to **Bard**, its conversational AI, in the US and the UK, with a waitlist at bard.google.com. Bard then ran on a lightweight, optimised version of LaMDA.\n\nBard was renamed [Gemini](/details/gemini) in February 2024.',
    },
  },
  {
    slug: 'chatgpt-plugins',
    day: '2023-03-23',
    tags: ['OpenAI', 'plugins'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/chatgpt-plugins/'),
    zh: {
      title: 'ChatGPT 推出插件功能',
      summary: 'OpenAI 为 ChatGPT 加入插件支持，首批包括网页浏览、代码解释器和多家第三方服务。',
      body: 'OpenAI 宣布为 [ChatGPT](/details/chatgpt) 引入 **插件**，让模型可以获取实时信息、执行计算或调用第三方服务。首批包括 OpenAI 自己的浏览器与代码解释器插件，以及 Expedia、Instacart、Wolfram 等第三方插件。\n\n插件先以候补名单形式向部分用户和开发者开放。',
    },
    en: {
      title: 'ChatGPT gets plugins',
      summary: 'OpenAI added plugin support to ChatGPT, starting with web browsing, a code interpreter and third-party services.',
      body: 'OpenAI introduced **plugins** for [ChatGPT](/details/chatgpt), letting the model fetch current information, run computations or use third-party services. The first set included OpenAI\'s own browsing and code interpreter plugins and third-party ones such as Expedia, Instacart and Wolfram.\n\nAccess rolled out through a waitlist to users and developers.',
    },
  },
  {
    slug: 'anthropic-claude-2',
    day: '2023-07-11',
    tags: ['Anthropic', 'model-release'],
    products: ['claude'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/claude-2'),
    zh: {
      title: 'Anthropic 发布 Claude 2，并上线 claude.ai',
      summary: 'Claude 2 提升了编程、数学和推理能力，支持 10 万 token 上下文，并通过新网站 claude.ai 在美国和英国开放。',
      body: 'Anthropic 发布 **Claude 2**，在编程、数学和推理方面较前代提升，可输出更长的回答，并支持 100K token 上下文。\n\n同时上线公开测试网站 claude.ai，首先面向美国和英国用户；API 价格与 Claude 1.3 相同。',
    },
    en: {
      title: 'Anthropic releases Claude 2 and opens claude.ai',
      summary: 'Claude 2 improved coding, maths and reasoning, kept a 100K-token context, and came with a public beta website, claude.ai, in the US and UK.',
      body: 'Anthropic released **Claude 2**, with better coding, maths and reasoning than its predecessor, longer responses and a 100K-token context window.\n\nA public beta website, claude.ai, opened to users in the US and UK; the API price stayed the same as Claude 1.3.',
    },
  },
  {
    slug: 'meta-llama-2',
    day: '2023-07-18',
    tags: ['open-models', 'Meta'],
    products: ['llama'],
    sources: src('Meta AI', 'https://ai.meta.com/blog/llama-2/'),
    zh: {
      title: 'Meta 发布 Llama 2，允许免费商用',
      summary: 'Meta 与微软合作发布 Llama 2，提供 7B、13B、70B 三种规模及对话微调版本，可免费用于研究和商业用途。',
      body: 'Meta 发布 **Llama 2**，包括 7B、13B 和 70B 的预训练与对话微调（Llama 2-Chat）模型，训练数据比第一代多 40%，上下文长度翻倍至 4096。\n\n与第一代不同，Llama 2 可免费用于研究和商业用途（月活超过 7 亿的企业需另行申请）。微软是其首选合作伙伴，模型同时在 Azure 上提供。',
    },
    en: {
      title: 'Meta releases Llama 2, free for commercial use',
      summary: 'With Microsoft as a partner, Meta released Llama 2 in 7B, 13B and 70B sizes with chat-tuned versions, free for research and commercial use.',
      body: 'Meta released **Llama 2**: pretrained and chat-tuned (Llama 2-Chat) models at 7B, 13B and 70B, trained on 40% more data than the first generation, with the context doubled to 4,096 tokens.\n\nUnlike LLaMA, it is free for research and commercial use (companies above 700 million monthly users must ask for a licence). Microsoft was the preferred partner, offering it on Azure.',
    },
  },
  {
    slug: 'ernie-bot-opens-to-public',
    day: '2023-08-31',
    tags: ['Baidu', 'china'],
    products: ['wenxin'],
    sources: src('Reuters', 'https://www.reuters.com/technology/baidu-launches-ernie-chatbot-after-chinese-government-approval-2023-08-31/'),
    zh: {
      title: '文心一言向全社会开放',
      summary: '在获得监管批准后，百度文心一言面向公众开放下载和使用，多家国内大模型同期上线。',
      body: '百度宣布 **文心一言** 向全社会全面开放，用户可在应用商店下载或在官网直接使用。此前，首批大模型产品通过了《生成式人工智能服务管理暂行办法》下的备案。\n\n同期，还有多家公司的大模型对话产品面向公众开放。',
    },
    en: {
      title: 'ERNIE Bot opens to the public',
      summary: 'After regulatory approval, Baidu opened ERNIE Bot to the general public in China, alongside several other Chinese chatbots.',
      body: 'Baidu opened **ERNIE Bot** to the public: the app in stores and the website for everyone. The first group of large-model services had just been approved under China\'s interim rules for generative AI services.\n\nSeveral other companies opened their chatbots to the public in the same days.',
    },
  },
  {
    slug: 'openai-dall-e-3',
    day: '2023-09-20',
    tags: ['OpenAI', 'image'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/dall-e-3/'),
    zh: {
      title: 'OpenAI 发布 DALL·E 3，原生接入 ChatGPT',
      summary: 'DALL·E 3 能更准确地理解提示词细节，并与 ChatGPT 结合，由 ChatGPT 帮助撰写和改写提示词。',
      body: 'OpenAI 公布图像生成模型 **DALL·E 3**。相比前代，它能更好地遵循提示词中的细节，并且直接构建在 [ChatGPT](/details/chatgpt) 之上：用户可以用对话描述想要的画面，由 ChatGPT 生成详细提示词。\n\nOpenAI 表示已采取措施拒绝生成在世艺术家风格的图像，并允许创作者选择不让作品用于训练。',
    },
    en: {
      title: 'OpenAI announces DALL·E 3, built into ChatGPT',
      summary: 'DALL·E 3 follows the details of a prompt more closely and works with ChatGPT, which writes and refines the prompts.',
      body: 'OpenAI announced **DALL·E 3**, an image model that follows prompt details much more closely, and is built natively on [ChatGPT](/details/chatgpt): people describe what they want in a conversation and ChatGPT writes the detailed prompt.\n\nOpenAI said it declines requests in the style of living artists, and creators can opt their images out of training.',
    },
  },
  {
    slug: 'chatgpt-can-see-hear-speak',
    day: '2023-09-25',
    tags: ['OpenAI', 'multimodal'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/chatgpt-can-now-see-hear-and-speak/'),
    zh: {
      title: 'ChatGPT 能看、能听、能说了',
      summary: 'OpenAI 为 ChatGPT 推出语音对话和图像理解功能，先向 Plus 和企业用户开放。',
      body: 'OpenAI 宣布 [ChatGPT](/details/chatgpt) 新增 **语音** 和 **图像** 能力：用户可以在手机应用中与 ChatGPT 语音对话，也可以上传图片提问。\n\n语音功能使用新的文本转语音模型和 Whisper 语音识别。功能在两周内向 Plus 和 Enterprise 用户推出。',
    },
    en: {
      title: 'ChatGPT can now see, hear and speak',
      summary: 'OpenAI added voice conversations and image understanding to ChatGPT, first for Plus and Enterprise users.',
      body: 'OpenAI announced **voice** and **image** capabilities in [ChatGPT](/details/chatgpt): voice conversations in the mobile apps, and questions about uploaded images.\n\nVoice uses a new text-to-speech model and Whisper for speech recognition. Both rolled out to Plus and Enterprise users over two weeks.',
    },
  },
  {
    slug: 'openai-devday-gpt-4-turbo',
    day: '2023-11-06',
    tags: ['OpenAI', 'developers', 'model-release'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/new-models-and-developer-products-announced-at-devday/'),
    zh: {
      title: 'OpenAI 开发者大会：GPT-4 Turbo 与 Assistants API',
      summary: 'OpenAI 首届 DevDay 发布 128K 上下文的 GPT-4 Turbo，价格更低，并推出 Assistants API、GPT-4 视觉 API 和 DALL·E 3 API。',
      body: 'OpenAI 在首届开发者大会 **DevDay** 上发布 **GPT-4 Turbo**：上下文扩展到 128K，知识截止到 2023 年 4 月，输入价格为 GPT-4 的三分之一、输出价格为一半。\n\n同时推出 **Assistants API**（含代码解释器和检索工具）、GPT-4 Turbo 视觉能力、DALL·E 3 API 和文本转语音 API。',
    },
    en: {
      title: 'OpenAI DevDay: GPT-4 Turbo and the Assistants API',
      summary: 'At its first DevDay OpenAI announced GPT-4 Turbo with a 128K context at lower prices, the Assistants API, vision in the API and the DALL·E 3 API.',
      body: 'At its first **DevDay**, OpenAI announced **GPT-4 Turbo**: a 128K context, knowledge up to April 2023, input tokens at a third and output tokens at half the price of GPT-4.\n\nIt also launched the **Assistants API** (with Code Interpreter and Retrieval), GPT-4 Turbo with vision, the DALL·E 3 API and a text-to-speech API.',
    },
  },
  {
    slug: 'openai-introduces-gpts',
    day: '2023-11-06',
    tags: ['OpenAI', 'agents'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-gpts/'),
    zh: {
      title: 'OpenAI 推出 GPTs：无需编程定制 ChatGPT',
      summary: '用户可以用自然语言创建定制版 ChatGPT（GPTs），加入指令、知识文件和能力，并将在 GPT Store 中分享。',
      body: 'OpenAI 推出 **GPTs**：任何人都可以不写代码，通过对话为特定用途创建定制版 [ChatGPT](/details/chatgpt)，加上自己的指令、上传的知识文件，以及网页浏览、DALL·E 和代码解释器等能力。\n\nOpenAI 同时预告了 GPT Store，让创作者分享并从中获得收益。',
    },
    en: {
      title: 'OpenAI introduces GPTs, custom versions of ChatGPT',
      summary: 'Anyone can build a custom ChatGPT (a GPT) in plain language with instructions, knowledge files and capabilities, to be shared in a GPT Store.',
      body: 'OpenAI introduced **GPTs**: custom versions of [ChatGPT](/details/chatgpt) for a specific purpose, built without code by chatting, with their own instructions, uploaded knowledge and capabilities such as browsing, DALL·E and Code Interpreter.\n\nOpenAI also announced the GPT Store, where builders can share GPTs and earn from them.',
    },
  },
  {
    slug: 'anthropic-claude-2-1',
    day: '2023-11-21',
    tags: ['Anthropic', 'long-context'],
    products: ['claude'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/claude-2-1'),
    zh: {
      title: 'Claude 2.1 上下文窗口扩展到 20 万 token',
      summary: 'Anthropic 发布 Claude 2.1，上下文翻倍到 200K token，幻觉率下降，并新增系统提示词和工具调用测试版。',
      body: 'Anthropic 发布 **Claude 2.1**，上下文窗口扩展到 **200K token**（约 15 万词），虚假陈述比 Claude 2.0 减少一半。\n\n新版本还支持系统提示词，并以测试版形式提供工具使用能力。',
    },
    en: {
      title: 'Claude 2.1 brings a 200K-token context window',
      summary: 'Anthropic released Claude 2.1 with a 200K-token context, half the false statements of 2.0, system prompts and tool use in beta.',
      body: 'Anthropic released **Claude 2.1** with a **200K-token** context window (about 150,000 words) and a twofold drop in false statements compared with Claude 2.0.\n\nIt also added system prompts and, in beta, tool use.',
    },
  },
  {
    slug: 'google-gemini-1-0',
    day: '2023-12-06',
    tags: ['Google', 'model-release', 'multimodal'],
    products: ['gemini'],
    sources: src('Google', 'https://blog.google/technology/ai/google-gemini-ai/'),
    zh: {
      title: 'Google 发布 Gemini 1.0 多模态模型',
      summary: 'Google DeepMind 发布原生多模态模型 Gemini，分为 Ultra、Pro 和 Nano 三个规格，Bard 当天升级到 Gemini Pro。',
      body: 'Google 发布 **Gemini 1.0**，这是一个从一开始就为多模态设计的模型家族，分为 Ultra、Pro 和 Nano 三个规格。Google 称 Gemini Ultra 在 MMLU 上首次超过人类专家水平。\n\nBard 当天改用微调的 Gemini Pro，Pixel 8 Pro 开始使用 Gemini Nano。',
    },
    en: {
      title: 'Google launches Gemini 1.0',
      summary: 'Google DeepMind introduced Gemini, a natively multimodal model in Ultra, Pro and Nano sizes; Bard moved to Gemini Pro the same day.',
      body: 'Google announced **Gemini 1.0**, a model family built to be multimodal from the start, in three sizes: Ultra, Pro and Nano. Google said Gemini Ultra was the first model to outperform human experts on MMLU.\n\nBard switched to a tuned Gemini Pro that day, and the Pixel 8 Pro started running Gemini Nano.',
    },
  },
  {
    slug: 'mistral-mixtral-8x7b',
    day: '2023-12-11',
    tags: ['open-models', 'Mistral'],
    products: ['mistral-open', 'mistral-le-chat'],
    sources: src('Mistral AI', 'https://mistral.ai/news/mixtral-of-experts/'),
    zh: {
      title: 'Mistral 发布开源稀疏专家模型 Mixtral 8x7B',
      summary: 'Mixtral 8x7B 采用稀疏混合专家结构，以 Apache 2.0 许可开放权重，在多数基准上超过 Llama 2 70B。',
      body: 'Mistral AI 发布 **Mixtral 8x7B**，这是一个稀疏混合专家（SMoE）模型：总参数 46.7B，每个 token 只使用约 12.9B 参数，推理速度接近同等激活参数的模型。\n\n权重以 **Apache 2.0** 许可开放。Mistral 称其在多数基准上超过 Llama 2 70B，并与 GPT-3.5 相当。',
    },
    en: {
      title: 'Mistral releases Mixtral 8x7B, an open sparse mixture of experts',
      summary: 'Mixtral 8x7B, a sparse mixture-of-experts model with open weights under Apache 2.0, beats Llama 2 70B on most benchmarks.',
      body: 'Mistral AI released **Mixtral 8x7B**, a sparse mixture-of-experts model: 46.7B parameters in total but only about 12.9B used per token, so it runs at the speed of a much smaller model.\n\nThe weights are licensed under **Apache 2.0**. Mistral reported it outperforms Llama 2 70B on most benchmarks and matches GPT-3.5.',
    },
  },
  {
    slug: 'openai-gpt-store',
    day: '2024-01-10',
    tags: ['OpenAI', 'agents'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-the-gpt-store/'),
    zh: {
      title: 'GPT Store 上线',
      summary: 'OpenAI 向 ChatGPT Plus、Team 和 Enterprise 用户开放 GPT Store，并推出面向小团队的 ChatGPT Team。',
      body: 'OpenAI 上线 **GPT Store**，付费用户可以浏览和使用社区创建的 GPTs，商店按写作、研究、编程、教育等类别展示热门作品。OpenAI 表示用户此前已创建超过 300 万个 GPTs。\n\n同日推出面向小团队的 **ChatGPT Team** 套餐。',
    },
    en: {
      title: 'The GPT Store opens',
      summary: 'OpenAI opened the GPT Store to ChatGPT Plus, Team and Enterprise users and introduced ChatGPT Team.',
      body: 'OpenAI launched the **GPT Store**, where paying users find GPTs built by the community, with featured picks in categories like writing, research, programming and education. OpenAI said more than 3 million GPTs had been created.\n\nThe same day it introduced the **ChatGPT Team** plan for small teams.',
    },
  },
  {
    slug: 'bard-becomes-gemini',
    day: '2024-02-08',
    tags: ['Google', 'assistants'],
    products: ['gemini'],
    sources: src('Google', 'https://blog.google/products/gemini/bard-gemini-advanced-app/'),
    zh: {
      title: 'Bard 更名为 Gemini，推出 Gemini Advanced',
      summary: 'Google 将 Bard 更名为 Gemini，推出基于 Ultra 1.0 的 Gemini Advanced 订阅和安卓应用。',
      body: 'Google 宣布 **Bard 更名为 Gemini**，并推出 **Gemini Advanced**，使用 Ultra 1.0 模型，通过 Google One AI Premium 订阅提供。\n\n同时发布 Gemini 安卓应用，并在 iOS 的 Google 应用中加入 Gemini。',
    },
    en: {
      title: 'Bard becomes Gemini, with Gemini Advanced',
      summary: 'Google renamed Bard to Gemini and launched Gemini Advanced on Ultra 1.0, plus a Gemini app for Android.',
      body: 'Google renamed **Bard to Gemini** and launched **Gemini Advanced**, running Ultra 1.0, through the Google One AI Premium plan.\n\nA Gemini app arrived on Android, and Gemini came to the Google app on iOS.',
    },
  },
  {
    slug: 'openai-sora-preview',
    day: '2024-02-15',
    tags: ['OpenAI', 'video'],
    products: ['sora'],
    sources: src('OpenAI', 'https://openai.com/index/sora/'),
    zh: {
      title: 'OpenAI 公布文生视频模型 Sora',
      summary: 'Sora 可根据文字生成最长一分钟的视频，OpenAI 先向安全测试人员和部分创作者开放。',
      body: 'OpenAI 公布文生视频模型 **[Sora](/details/sora)**，可以根据文字描述生成最长 **60 秒** 的高清视频，画面中可包含多个角色和复杂的镜头运动。\n\nSora 当时未公开发布，先交给红队测试人员以及部分视觉艺术家、设计师和电影人试用。',
    },
    en: {
      title: 'OpenAI previews Sora, a text-to-video model',
      summary: 'Sora generates videos up to a minute long from text; OpenAI first gave it to red teamers and selected creators.',
      body: 'OpenAI introduced **[Sora](/details/sora)**, a model that creates videos up to **60 seconds** long from text, with multiple characters and complex camera motion.\n\nIt was not publicly released at first: red teamers and a number of visual artists, designers and filmmakers got access.',
    },
  },
  {
    slug: 'google-gemini-1-5',
    day: '2024-02-15',
    tags: ['Google', 'long-context', 'model-release'],
    products: ['gemini'],
    sources: src('Google', 'https://blog.google/technology/ai/google-gemini-next-generation-model-february-2024/'),
    zh: {
      title: 'Google 发布 Gemini 1.5，支持百万 token 上下文',
      summary: 'Gemini 1.5 Pro 采用混合专家架构，标准上下文 128K，并向部分开发者提供 100 万 token 的上下文窗口测试。',
      body: 'Google 发布 **Gemini 1.5**。首个模型 Gemini 1.5 Pro 采用混合专家（MoE）架构，性能接近 1.0 Ultra，但计算量更少。\n\n它的标准上下文为 128K token，并向部分开发者和企业客户以预览形式开放 **100 万 token** 上下文，可一次处理约一小时视频或 70 万词文本。',
    },
    en: {
      title: 'Google announces Gemini 1.5 with a one-million-token context',
      summary: 'Gemini 1.5 Pro, a mixture-of-experts model, ships with 128K context and a one-million-token window in preview for some developers.',
      body: 'Google announced **Gemini 1.5**. The first model, Gemini 1.5 Pro, uses a mixture-of-experts architecture and performs close to 1.0 Ultra with less compute.\n\nIt has a standard 128K-token context, and a **one-million-token** window in private preview for some developers and enterprises — about an hour of video or 700,000 words at once.',
    },
  },
  {
    slug: 'google-gemma-open-models',
    day: '2024-02-21',
    tags: ['Google', 'open-models'],
    products: ['gemma'],
    sources: src('Google', 'https://blog.google/technology/developers/gemma-open-models/'),
    zh: {
      title: 'Google 发布开放模型 Gemma',
      summary: 'Gemma 是基于 Gemini 技术打造的轻量开放模型，提供 2B 和 7B 两种规模，可在笔记本电脑上运行。',
      body: 'Google 发布 **[Gemma](/details/gemma)**，这是一组基于 Gemini 研究与技术的轻量级开放权重模型，提供 **2B** 和 **7B** 两种规模，以及预训练和指令微调版本。\n\nGemma 允许负责任的商业使用和分发，可以在笔记本、工作站或 Google Cloud 上运行。',
    },
    en: {
      title: 'Google releases Gemma open models',
      summary: 'Gemma, lightweight open models built from Gemini research, comes in 2B and 7B sizes and runs on a laptop.',
      body: 'Google released **[Gemma](/details/gemma)**, lightweight open-weight models built from the research and technology behind Gemini, in **2B** and **7B** sizes with pretrained and instruction-tuned variants.\n\nGemma allows responsible commercial use and distribution, and runs on laptops, workstations or Google Cloud.',
    },
  },
  {
    slug: 'anthropic-claude-3-family',
    day: '2024-03-04',
    tags: ['Anthropic', 'model-release'],
    products: ['claude'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/claude-3-family'),
    zh: {
      title: 'Anthropic 发布 Claude 3 系列：Haiku、Sonnet 与 Opus',
      summary: 'Claude 3 包括 Haiku、Sonnet 和 Opus 三个模型，支持图像输入和 200K 上下文，Opus 在多项基准上领先。',
      body: 'Anthropic 发布 **Claude 3** 模型家族，按能力从低到高分为 **Haiku**、**Sonnet** 和 **Opus**。三者都支持图像输入，默认上下文 200K token。\n\nAnthropic 称 Opus 在 MMLU、GPQA、GSM8K 等基准上超过同类模型。Sonnet 当天成为 claude.ai 免费版的模型，Opus 面向 Pro 用户开放。',
    },
    en: {
      title: 'Anthropic launches the Claude 3 family: Haiku, Sonnet and Opus',
      summary: 'Claude 3 comes as Haiku, Sonnet and Opus, with image input and a 200K context; Opus led on many benchmarks.',
      body: 'Anthropic introduced the **Claude 3** family, in ascending capability **Haiku**, **Sonnet** and **Opus**. All accept images and have a 200K-token context.\n\nAnthropic reported Opus ahead of peers on benchmarks such as MMLU, GPQA and GSM8K. Sonnet powered the free claude.ai that day, and Opus came to Pro subscribers.',
    },
  },
  {
    slug: 'xai-open-sources-grok-1',
    day: '2024-03-17',
    tags: ['xAI', 'open-models'],
    products: ['grok'],
    sources: src('xAI', 'https://x.ai/news/grok-os'),
    zh: {
      title: 'xAI 开源 Grok-1 权重',
      summary: 'xAI 以 Apache 2.0 许可发布 3140 亿参数混合专家模型 Grok-1 的基础模型权重和网络结构。',
      body: 'xAI 公开了 **Grok-1** 的基础模型权重和网络架构。Grok-1 是一个 **3140 亿参数** 的混合专家模型，每个 token 激活约 25% 的权重。\n\n发布的是 2023 年 10 月预训练结束时的检查点，未针对对话等具体任务微调，许可为 Apache 2.0。',
    },
    en: {
      title: 'xAI open-sources the Grok-1 weights',
      summary: 'xAI released the base weights and architecture of Grok-1, a 314-billion-parameter mixture-of-experts model, under Apache 2.0.',
      body: 'xAI released the base model weights and network architecture of **Grok-1**, a **314-billion-parameter** mixture-of-experts model with about 25% of the weights active per token.\n\nIt is the raw checkpoint from the end of pretraining in October 2023, not fine-tuned for dialogue, under the Apache 2.0 licence.',
    },
  },
  {
    slug: 'meta-llama-3',
    day: '2024-04-18',
    tags: ['Meta', 'open-models'],
    products: ['llama', 'meta-ai'],
    sources: src('Meta AI', 'https://ai.meta.com/blog/meta-llama-3/'),
    zh: {
      title: 'Meta 发布 Llama 3',
      summary: 'Llama 3 提供 8B 与 70B 两种规模，训练数据超过 15 万亿 token，Meta AI 助手同步升级。',
      body: 'Meta 发布 **Llama 3** 的首批模型：**8B** 和 **70B** 的预训练与指令微调版本，训练数据超过 15T token，是 Llama 2 的七倍；分词器词表扩大到 128K。\n\nMeta 同时把 [Meta AI](/details/meta-ai) 助手升级到 Llama 3，并表示更大的 400B+ 模型仍在训练中。',
    },
    en: {
      title: 'Meta releases Llama 3',
      summary: 'Llama 3 arrives in 8B and 70B sizes trained on over 15 trillion tokens, and the Meta AI assistant moves to it.',
      body: 'Meta released the first **Llama 3** models: pretrained and instruction-tuned **8B** and **70B**, trained on over 15T tokens — seven times Llama 2 — with a 128K-token vocabulary.\n\n[Meta AI](/details/meta-ai) moved to Llama 3 the same day; Meta said models above 400B parameters were still training.',
    },
  },
  {
    slug: 'deepseek-v2',
    day: '2024-05-06',
    tags: ['DeepSeek', 'open-models', 'china'],
    products: ['deepseek'],
    sources: src('DeepSeek (GitHub)', 'https://github.com/deepseek-ai/DeepSeek-V2'),
    zh: {
      title: 'DeepSeek-V2 发布：MLA 注意力与极低 API 价格',
      summary: 'DeepSeek-V2 为 2360 亿参数的 MoE 模型，每 token 激活 210 亿参数，引入多头潜在注意力（MLA），API 价格大幅低于同类。',
      body: '深度求索发布 **DeepSeek-V2**：总参数 236B、每个 token 激活 21B 的混合专家模型，支持 128K 上下文。它提出 **MLA（多头潜在注意力）** 和 DeepSeekMoE 结构，大幅降低推理时的 KV 缓存。\n\n[DeepSeek](/details/deepseek) 的 API 定价随之降到每百万输入 token 1 元人民币左右，引发国内大模型价格战。',
    },
    en: {
      title: 'DeepSeek-V2: multi-head latent attention and very low API prices',
      summary: 'DeepSeek-V2 is a 236B-parameter MoE model with 21B active per token, introducing multi-head latent attention, at API prices far below peers.',
      body: 'DeepSeek released **DeepSeek-V2**, a mixture-of-experts model with 236B parameters in total and 21B active per token, and a 128K context. It introduced **MLA (multi-head latent attention)** and the DeepSeekMoE design, cutting the KV cache at inference.\n\nThe [DeepSeek](/details/deepseek) API price dropped to about ¥1 per million input tokens, setting off a price war among Chinese model providers.',
    },
  },
  {
    slug: 'openai-gpt-4o',
    day: '2024-05-13',
    tags: ['OpenAI', 'model-release', 'multimodal'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/hello-gpt-4o/'),
    zh: {
      title: 'OpenAI 发布 GPT-4o：实时处理语音、图像和文本',
      summary: 'GPT-4o 端到端处理文本、音频和图像，语音回应最快 232 毫秒，API 价格为 GPT-4 Turbo 的一半，免费用户也可使用。',
      body: 'OpenAI 发布 **GPT-4o**（"o" 代表 omni），一个端到端处理文本、音频和图像的模型。它对语音的响应时间最短 232 毫秒、平均 320 毫秒，接近人类对话。\n\nGPT-4o 在英文文本和代码上与 GPT-4 Turbo 相当，API 速度快一倍、价格便宜一半。[ChatGPT](/details/chatgpt) 免费用户也开始可以使用 GPT-4o。',
    },
    en: {
      title: 'OpenAI launches GPT-4o, reasoning across voice, vision and text in real time',
      summary: 'GPT-4o handles text, audio and images end to end, answers speech in as little as 232 ms, costs half of GPT-4 Turbo in the API and reaches free users.',
      body: 'OpenAI introduced **GPT-4o** ("o" for omni), one model trained end to end across text, audio and vision. It responds to audio in as little as 232 ms, 320 ms on average — close to human conversation.\n\nIt matches GPT-4 Turbo on English text and code, and is twice as fast and half the price in the API. Free [ChatGPT](/details/chatgpt) users got GPT-4o too.',
    },
  },
  {
    slug: 'google-io-2024',
    day: '2024-05-14',
    tags: ['Google', 'video', 'developers'],
    products: ['gemini', 'veo'],
    sources: src('Google', 'https://blog.google/technology/ai/google-io-2024-100-announcements/'),
    zh: {
      title: 'Google I/O 2024：Gemini 1.5 Flash、Veo 与 Project Astra',
      summary: 'Google 发布轻量模型 Gemini 1.5 Flash、视频生成模型 Veo，展示通用助手原型 Project Astra，并将 AI 概览带入搜索。',
      body: 'Google I/O 2024 上，Google 发布更快更便宜的 **Gemini 1.5 Flash**，并把 1.5 Pro 的上下文扩展到 200 万 token（候补名单）。\n\n此外还发布视频生成模型 **[Veo](/details/veo)** 和图像模型 Imagen 3，展示实时多模态助手原型 **Project Astra**，并在美国搜索中推出 AI 概览。',
    },
    en: {
      title: 'Google I/O 2024: Gemini 1.5 Flash, Veo and Project Astra',
      summary: 'Google introduced the lighter Gemini 1.5 Flash and the Veo video model, showed Project Astra, and brought AI Overviews to Search.',
      body: 'At Google I/O 2024 Google announced the faster, cheaper **Gemini 1.5 Flash** and a two-million-token context for 1.5 Pro through a waitlist.\n\nIt also introduced the **[Veo](/details/veo)** video model and Imagen 3, demonstrated **Project Astra**, a real-time multimodal assistant, and launched AI Overviews in US Search.',
    },
  },
  {
    slug: 'apple-intelligence-wwdc-2024',
    day: '2024-06-10',
    tags: ['Apple', 'on-device'],
    products: ['apple-intelligence'],
    sources: src('Apple Newsroom', 'https://www.apple.com/newsroom/2024/06/introducing-apple-intelligence-for-iphone-ipad-and-mac/'),
    zh: {
      title: '苹果在 WWDC 发布 Apple Intelligence',
      summary: 'Apple Intelligence 把生成式模型带入 iPhone、iPad 和 Mac，端侧运行为主，复杂请求交给私有云计算，并接入 ChatGPT。',
      body: '苹果在 WWDC24 发布个人智能系统 **[Apple Intelligence](/details/apple-intelligence)**，提供写作工具、Genmoji、图像乐园以及更懂上下文的 Siri。\n\n多数请求在设备端处理，更复杂的请求交给苹果芯片服务器组成的 **私有云计算**。苹果同时宣布与 OpenAI 合作，在 Siri 和写作工具中接入 ChatGPT。',
    },
    en: {
      title: 'Apple announces Apple Intelligence at WWDC',
      summary: 'Apple Intelligence brings generative models to iPhone, iPad and Mac, mostly on device, with Private Cloud Compute for heavier requests and ChatGPT integration.',
      body: 'At WWDC24 Apple introduced **[Apple Intelligence](/details/apple-intelligence)**, with Writing Tools, Genmoji, Image Playground and a more context-aware Siri.\n\nMost requests run on device; larger ones go to **Private Cloud Compute** on Apple silicon servers. Apple also announced ChatGPT integration in Siri and Writing Tools.',
    },
  },
  {
    slug: 'anthropic-claude-3-5-sonnet',
    day: '2024-06-20',
    tags: ['Anthropic', 'model-release'],
    products: ['claude'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/claude-3-5-sonnet'),
    zh: {
      title: 'Claude 3.5 Sonnet 发布，并推出 Artifacts',
      summary: 'Claude 3.5 Sonnet 以中档模型的价格和速度超过 Claude 3 Opus，claude.ai 同时推出 Artifacts 功能。',
      body: 'Anthropic 发布 **Claude 3.5 Sonnet**，速度是 Claude 3 Opus 的两倍，价格与 Claude 3 Sonnet 相同（每百万输入 token 3 美元、输出 15 美元），并在研究生水平推理、编程等评测上超过 Opus。\n\nclaude.ai 同时推出 **Artifacts**：代码、文档或网页设计等生成内容显示在对话旁的独立窗口中，可实时查看和修改。',
    },
    en: {
      title: 'Claude 3.5 Sonnet arrives, with Artifacts',
      summary: 'Claude 3.5 Sonnet beats Claude 3 Opus at a mid-tier price and speed; claude.ai adds Artifacts.',
      body: 'Anthropic released **Claude 3.5 Sonnet**: twice as fast as Claude 3 Opus at Claude 3 Sonnet\'s price ($3 per million input tokens, $15 output), and ahead of Opus on graduate-level reasoning and coding evaluations.\n\nclaude.ai introduced **Artifacts**: generated code, documents or designs open in a window beside the conversation, to view and edit live.',
    },
  },
  {
    slug: 'openai-gpt-4o-mini',
    day: '2024-07-18',
    tags: ['OpenAI', 'model-release'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/gpt-4o-mini-advancing-cost-efficient-intelligence/'),
    zh: {
      title: 'OpenAI 发布 GPT-4o mini，取代 GPT-3.5 Turbo',
      summary: 'GPT-4o mini 每百万输入 token 0.15 美元、输出 0.60 美元，MMLU 得分 82%，成为 ChatGPT 免费用户的默认小模型。',
      body: 'OpenAI 发布小模型 **GPT-4o mini**，价格为每百万输入 token 0.15 美元、输出 0.60 美元，比 GPT-3.5 Turbo 便宜 60% 以上，MMLU 得分 82%。\n\n它支持 128K 上下文和图像输入，并在 [ChatGPT](/details/chatgpt) 中取代 GPT-3.5。',
    },
    en: {
      title: 'OpenAI releases GPT-4o mini, replacing GPT-3.5 Turbo',
      summary: 'GPT-4o mini costs $0.15 per million input and $0.60 per million output tokens, scores 82% on MMLU, and replaces GPT-3.5 in ChatGPT.',
      body: 'OpenAI introduced **GPT-4o mini** at $0.15 per million input tokens and $0.60 per million output tokens — over 60% cheaper than GPT-3.5 Turbo — scoring 82% on MMLU.\n\nIt supports a 128K context and image input, and replaced GPT-3.5 in [ChatGPT](/details/chatgpt).',
    },
  },
  {
    slug: 'meta-llama-3-1-405b',
    day: '2024-07-23',
    tags: ['Meta', 'open-models'],
    products: ['llama'],
    sources: src('Meta AI', 'https://ai.meta.com/blog/meta-llama-3-1/'),
    zh: {
      title: 'Meta 发布 Llama 3.1，包含 405B 开放模型',
      summary: 'Llama 3.1 提供 8B、70B 和 405B 三种规模，上下文扩展到 128K，支持八种语言。',
      body: 'Meta 发布 **Llama 3.1**，其中 **405B** 是当时规模最大的开放权重模型，Meta 称其能力可与顶级闭源模型相比。8B 和 70B 版本也同步升级。\n\n全系列上下文扩展到 **128K**，支持八种语言，许可允许用模型输出改进其他模型。',
    },
    en: {
      title: 'Meta releases Llama 3.1, including a 405B open model',
      summary: 'Llama 3.1 comes in 8B, 70B and 405B sizes with a 128K context and eight languages.',
      body: 'Meta released **Llama 3.1**; its **405B** model was the largest openly available model, which Meta said rivals top closed models. Upgraded 8B and 70B versions came with it.\n\nAll sizes have a **128K** context and support eight languages, and the licence lets developers use outputs to improve other models.',
    },
  },
  {
    slug: 'openai-o1-preview',
    day: '2024-09-12',
    tags: ['OpenAI', 'reasoning'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-openai-o1-preview/'),
    zh: {
      title: 'OpenAI 发布推理模型 o1-preview',
      summary: 'o1 系列在回答前会进行更长时间的思考，擅长科学、编程和数学等复杂推理任务。',
      body: 'OpenAI 发布新系列推理模型 **o1-preview** 和 **o1-mini**。它们在作答前先生成较长的思维链，OpenAI 称在物理、化学、生物等基准上接近博士生水平，在国际数学奥林匹克资格考试中解出 83% 的题目（GPT-4o 为 13%）。\n\n模型当天向 [ChatGPT](/details/chatgpt) Plus 和 Team 用户以及高级别 API 用户开放。',
    },
    en: {
      title: 'OpenAI introduces o1-preview, a reasoning model',
      summary: 'The o1 series spends more time thinking before it answers and excels at hard problems in science, coding and maths.',
      body: 'OpenAI released **o1-preview** and **o1-mini**, reasoning models that produce a long chain of thought before answering. OpenAI said they perform like PhD students on physics, chemistry and biology benchmarks and solve 83% of an International Mathematics Olympiad qualifying exam (GPT-4o: 13%).\n\nThey became available in [ChatGPT](/details/chatgpt) Plus and Team and to top-tier API users.',
    },
  },
  {
    slug: 'qwen-2-5',
    day: '2024-09-19',
    tags: ['Alibaba', 'open-models', 'china'],
    products: ['qwen', 'tongyi'],
    sources: src('Qwen', 'https://qwenlm.github.io/blog/qwen2.5/'),
    zh: {
      title: '阿里发布 Qwen2.5 系列开源模型',
      summary: 'Qwen2.5 涵盖 0.5B 到 72B 多种规模，并同步推出 Qwen2.5-Coder 与 Qwen2.5-Math。',
      body: '阿里巴巴通义千问团队发布 **Qwen2.5**，一次开源 0.5B、1.5B、3B、7B、14B、32B、72B 七种规模，并推出代码模型 **Qwen2.5-Coder** 和数学模型 **Qwen2.5-Math**。\n\n新模型在 18T token 上预训练，支持 128K 上下文和 29 种以上语言。[通义](/details/tongyi) 应用同步升级。',
    },
    en: {
      title: 'Alibaba releases the Qwen2.5 open models',
      summary: 'Qwen2.5 spans 0.5B to 72B parameters, with Qwen2.5-Coder and Qwen2.5-Math alongside.',
      body: 'Alibaba\'s Qwen team released **Qwen2.5** in seven open sizes — 0.5B, 1.5B, 3B, 7B, 14B, 32B and 72B — together with **Qwen2.5-Coder** and **Qwen2.5-Math**.\n\nThe models were pretrained on 18T tokens and support a 128K context and more than 29 languages.',
    },
  },
  {
    slug: 'claude-computer-use',
    day: '2024-10-22',
    tags: ['Anthropic', 'agents'],
    products: ['claude'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/3-5-models-and-computer-use'),
    zh: {
      title: 'Claude 学会操作电脑：升级版 3.5 Sonnet 与 3.5 Haiku',
      summary: 'Anthropic 发布升级版 Claude 3.5 Sonnet 和新的 3.5 Haiku，并以公开测试形式推出"计算机使用"能力。',
      body: 'Anthropic 发布升级版 **Claude 3.5 Sonnet** 和新模型 **Claude 3.5 Haiku**，其中 Sonnet 在 SWE-bench Verified 上的得分从 33.4% 提升到 49.0%。\n\n同时以公开测试形式推出 **计算机使用**（computer use）：开发者可以让 Claude 看屏幕、移动光标、点击和输入文字，像人一样操作电脑。',
    },
    en: {
      title: 'Claude learns to use computers: upgraded 3.5 Sonnet and 3.5 Haiku',
      summary: 'Anthropic released an upgraded Claude 3.5 Sonnet and the new 3.5 Haiku, and put "computer use" in public beta.',
      body: 'Anthropic announced an upgraded **Claude 3.5 Sonnet** and a new **Claude 3.5 Haiku**; Sonnet\'s SWE-bench Verified score rose from 33.4% to 49.0%.\n\nIt also released **computer use** in public beta: developers can direct Claude to look at a screen, move the cursor, click and type, using a computer the way people do.',
    },
  },
  {
    slug: 'chatgpt-search',
    day: '2024-10-31',
    tags: ['OpenAI', 'search'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-chatgpt-search/'),
    zh: {
      title: 'ChatGPT 推出搜索功能',
      summary: 'ChatGPT 可以联网搜索并给出附带来源链接的回答，先向 Plus 和 Team 用户开放。',
      body: 'OpenAI 推出 **ChatGPT search**：[ChatGPT](/details/chatgpt) 会根据问题自动联网搜索，也可手动点击搜索按钮，回答中附带新闻、体育比分、天气等来源链接。\n\n该功能先向 Plus、Team 和 SearchGPT 候补名单用户开放，随后逐步推广到免费用户。',
    },
    en: {
      title: 'ChatGPT gets search',
      summary: 'ChatGPT can search the web and answer with links to sources, first for Plus and Team users.',
      body: 'OpenAI introduced **ChatGPT search**: [ChatGPT](/details/chatgpt) searches the web when a question needs it, or on demand, and answers with links to sources such as news, sports scores and weather.\n\nIt rolled out first to Plus, Team and SearchGPT waitlist users, then to free users.',
    },
  },
  {
    slug: 'model-context-protocol',
    day: '2024-11-25',
    tags: ['Anthropic', 'MCP', 'developers'],
    products: ['claude'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/model-context-protocol'),
    zh: {
      title: 'Anthropic 开源模型上下文协议 MCP',
      summary: 'MCP 是连接 AI 助手与数据源、工具的开放标准，首发即提供规范、SDK 和常用系统的参考服务器。',
      body: 'Anthropic 开源 **模型上下文协议（Model Context Protocol，MCP）**，为 AI 应用连接内容库、业务工具和开发环境提供统一的开放标准，取代为每个数据源单独编写的集成。\n\n首发内容包括协议规范和 SDK、Claude 桌面版中的本地 MCP 服务器支持，以及 Google Drive、Slack、GitHub、Git、Postgres 等的参考服务器。本站的 [MCP 库](/mcp) 收录了大量 MCP 服务器。',
    },
    en: {
      title: 'Anthropic open-sources the Model Context Protocol',
      summary: 'MCP is an open standard for connecting AI assistants to data sources and tools, launched with a spec, SDKs and reference servers.',
      body: 'Anthropic open-sourced the **Model Context Protocol (MCP)**, an open standard for connecting AI applications to content repositories, business tools and development environments, instead of a custom integration per data source.\n\nThe launch included the specification and SDKs, local MCP server support in the Claude desktop apps, and reference servers for Google Drive, Slack, GitHub, Git, Postgres and more. The site\'s [MCP library](/mcp) lists many MCP servers.',
    },
  },
  {
    slug: 'openai-o1-and-chatgpt-pro',
    day: '2024-12-05',
    tags: ['OpenAI', 'reasoning'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-chatgpt-pro/'),
    zh: {
      title: 'o1 正式版上线，ChatGPT Pro 月费 200 美元',
      summary: 'OpenAI 在"12 天发布"首日推出 o1 正式版和每月 200 美元的 ChatGPT Pro，后者包含 o1 pro 模式。',
      body: 'OpenAI 在"12 天发布"活动首日推出 **o1** 正式版，支持图像输入，速度和准确度都比预览版提升。\n\n同时推出 **ChatGPT Pro** 订阅，每月 200 美元，提供 o1、GPT-4o 等模型的无限使用，以及用更多算力思考的 **o1 pro 模式**。',
    },
    en: {
      title: 'o1 is out of preview, and ChatGPT Pro costs $200 a month',
      summary: 'On the first of its "12 days", OpenAI released the full o1 and the $200-a-month ChatGPT Pro with o1 pro mode.',
      body: 'On the first day of its "12 days of shipping", OpenAI released the full **o1**, with image input and faster, more accurate answers than the preview.\n\nIt also launched **ChatGPT Pro** at $200 a month: unlimited access to o1, GPT-4o and more, and **o1 pro mode**, which uses more compute to think.',
    },
  },
  {
    slug: 'sora-launches-publicly',
    day: '2024-12-09',
    tags: ['OpenAI', 'video'],
    products: ['sora'],
    sources: src('OpenAI', 'https://openai.com/index/sora-is-here/'),
    zh: {
      title: 'Sora 正式向公众开放',
      summary: 'OpenAI 在 sora.com 上线更快的 Sora Turbo，ChatGPT Plus 和 Pro 用户可生成最高 1080p、最长 20 秒的视频。',
      body: 'OpenAI 正式发布 **[Sora](/details/sora)**，以独立产品形式在 sora.com 上线，使用更快的 **Sora Turbo** 模型，支持文字、图片和视频生成视频，并提供故事板、重混等编辑功能。\n\nChatGPT Plus 用户可生成最高 720p、5 秒的视频，Pro 用户最高 1080p、20 秒。',
    },
    en: {
      title: 'Sora launches to the public',
      summary: 'OpenAI released the faster Sora Turbo at sora.com; ChatGPT Plus and Pro users can make videos up to 1080p and 20 seconds.',
      body: 'OpenAI released **[Sora](/details/sora)** as a standalone product at sora.com, running the faster **Sora Turbo**, generating video from text, images and video, with a storyboard and remix tools.\n\nChatGPT Plus users get up to 720p and 5-second videos; Pro users up to 1080p and 20 seconds.',
    },
  },
  {
    slug: 'google-gemini-2-0',
    day: '2024-12-11',
    tags: ['Google', 'agents', 'model-release'],
    products: ['gemini'],
    sources: src('Google', 'https://blog.google/technology/google-deepmind/google-gemini-ai-update-december-2024/'),
    zh: {
      title: 'Google 发布 Gemini 2.0，面向智能体时代',
      summary: 'Gemini 2.0 Flash 支持原生图像和语音输出、原生工具调用，速度是 1.5 Pro 的两倍。',
      body: 'Google 发布 **Gemini 2.0**，首个模型 **Gemini 2.0 Flash** 以实验版形式上线，速度是 1.5 Pro 的两倍，支持多模态输出（原生图像生成和多语言语音）以及原生调用搜索、代码执行等工具。\n\nGoogle 同时展示了基于 2.0 的智能体原型：Project Astra 更新版、浏览器智能体 Project Mariner 和编程智能体 Jules。',
    },
    en: {
      title: 'Google introduces Gemini 2.0 for the agentic era',
      summary: 'Gemini 2.0 Flash adds native image and audio output and native tool use, at twice the speed of 1.5 Pro.',
      body: 'Google announced **Gemini 2.0**, starting with an experimental **Gemini 2.0 Flash** — twice as fast as 1.5 Pro, with multimodal output (native image generation and multilingual speech) and native use of tools such as Search and code execution.\n\nIt also showed agent prototypes built on 2.0: an updated Project Astra, the browser agent Project Mariner, and the coding agent Jules.',
    },
  },
  {
    slug: 'deepseek-v3',
    day: '2024-12-26',
    tags: ['DeepSeek', 'open-models', 'china'],
    products: ['deepseek', 'deepseek-v3'],
    sources: src('DeepSeek API Docs', 'https://api-docs.deepseek.com/news/news1226'),
    zh: {
      title: 'DeepSeek-V3 发布并开源',
      summary: 'DeepSeek-V3 为 6710 亿参数的 MoE 模型，每 token 激活 370 亿参数，生成速度提升到每秒 60 token，权重开源。',
      body: '深度求索发布并开源 **DeepSeek-V3**：总参数 671B、每个 token 激活 37B 的混合专家模型，在 14.8T token 上预训练。官方称其在多项评测中超过其他开源模型，并与领先的闭源模型相当。\n\n生成速度从 V2.5 的每秒 20 token 提升到 60 token。技术报告称完整训练仅用约 278.8 万 H800 GPU 小时。',
    },
    en: {
      title: 'DeepSeek-V3 released with open weights',
      summary: 'DeepSeek-V3 is a 671B-parameter MoE model with 37B active per token, generating 60 tokens per second, with open weights.',
      body: 'DeepSeek released and open-sourced **DeepSeek-V3**, a mixture-of-experts model with 671B parameters in total and 37B active per token, pretrained on 14.8T tokens. DeepSeek reported it ahead of other open models and on par with leading closed ones.\n\nGeneration speed rose from 20 to 60 tokens per second. The technical report put full training at about 2.788 million H800 GPU hours.',
    },
  },
  {
    slug: 'deepseek-r1',
    day: '2025-01-20',
    tags: ['DeepSeek', 'reasoning', 'open-models', 'china'],
    products: ['deepseek'],
    sources: src('DeepSeek API Docs', 'https://api-docs.deepseek.com/news/news250120'),
    zh: {
      title: 'DeepSeek-R1 发布：开源推理模型比肩 o1',
      summary: 'DeepSeek-R1 在数学、代码和推理任务上与 OpenAI o1 正式版相当，以 MIT 许可开源，并发布六个蒸馏小模型。',
      body: '深度求索发布推理模型 **DeepSeek-R1**，官方称其在数学、代码和自然语言推理任务上的表现与 OpenAI o1 正式版相当。模型在后训练阶段大规模使用强化学习，仅需极少标注数据。\n\n模型权重以 **MIT 许可** 开源，允许商用和蒸馏；同时开源基于 Qwen 和 Llama 的 1.5B 至 70B 六个蒸馏模型。[DeepSeek](/details/deepseek) 应用随即登上多国应用商店榜首。',
    },
    en: {
      title: 'DeepSeek-R1: an open reasoning model on par with o1',
      summary: 'DeepSeek-R1 matches OpenAI o1 on maths, code and reasoning, is open under the MIT licence, and comes with six distilled small models.',
      body: 'DeepSeek released **DeepSeek-R1**, a reasoning model it reports on par with the full OpenAI o1 on maths, code and natural-language reasoning. Post-training relies on large-scale reinforcement learning with very little labelled data.\n\nThe weights are open under the **MIT licence**, allowing commercial use and distillation, along with six distilled models from 1.5B to 70B based on Qwen and Llama. The [DeepSeek](/details/deepseek) app soon topped app-store charts in many countries.',
    },
  },
  {
    slug: 'kimi-k1-5',
    day: '2025-01-20',
    tags: ['Moonshot', 'reasoning', 'china'],
    products: ['kimi'],
    sources: src('Moonshot AI (GitHub)', 'https://github.com/MoonshotAI/Kimi-k1.5'),
    zh: {
      title: '月之暗面发布 Kimi k1.5 多模态思考模型',
      summary: 'Kimi k1.5 同时提供长思维链与短思维链模式，官方称在数学、代码和多模态推理上达到 o1 水平。',
      body: '月之暗面发布 **Kimi k1.5** 多模态思考模型，并公开技术报告。模型通过强化学习训练，提供 long-CoT 与 short-CoT 两种模式。\n\n官方称 long-CoT 模式在数学、代码和多模态推理上达到 OpenAI o1 的水平，short-CoT 模式则明显超过 GPT-4o 和 Claude 3.5 Sonnet。[Kimi](/details/kimi) 同步上线该模型。',
    },
    en: {
      title: 'Moonshot AI releases Kimi k1.5, a multimodal thinking model',
      summary: 'Kimi k1.5 offers long and short chain-of-thought modes; Moonshot reports o1-level maths, code and multimodal reasoning.',
      body: 'Moonshot AI released **Kimi k1.5**, a multimodal thinking model trained with reinforcement learning, with a technical report, in long-CoT and short-CoT modes.\n\nMoonshot reported the long-CoT mode matching OpenAI o1 on maths, code and multimodal reasoning, and the short-CoT mode well ahead of GPT-4o and Claude 3.5 Sonnet. It went live in [Kimi](/details/kimi).',
    },
  },
  {
    slug: 'openai-operator',
    day: '2025-01-23',
    tags: ['OpenAI', 'agents'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-operator/'),
    zh: {
      title: 'OpenAI 推出浏览器智能体 Operator',
      summary: 'Operator 能用自己的浏览器替用户完成订餐、填表等网页任务，先向美国 Pro 用户开放研究预览。',
      body: 'OpenAI 推出 **Operator**，一个能用自己的浏览器执行任务的智能体：输入、点击、滚动网页，替用户完成填写表单、下单购物等操作。\n\nOperator 由新模型 **Computer-Using Agent（CUA）** 驱动，它结合了 GPT-4o 的视觉能力和强化学习训练的推理能力。首先以研究预览形式向美国 Pro 用户开放。',
    },
    en: {
      title: 'OpenAI introduces Operator, a browser agent',
      summary: 'Operator uses its own browser to do web tasks such as ordering and filling in forms, as a research preview for Pro users in the US.',
      body: 'OpenAI introduced **Operator**, an agent that uses its own browser to do tasks for people — typing, clicking and scrolling to fill in forms or order groceries.\n\nIt runs on a new model, **Computer-Using Agent (CUA)**, combining GPT-4o\'s vision with reasoning trained by reinforcement learning. It launched as a research preview for Pro users in the US.',
    },
  },
  {
    slug: 'openai-o3-mini',
    day: '2025-01-31',
    tags: ['OpenAI', 'reasoning'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/openai-o3-mini/'),
    zh: {
      title: 'OpenAI 发布 o3-mini，免费用户也能用推理模型',
      summary: 'o3-mini 提供低、中、高三档推理强度，在科学、数学和编程上表现出色，ChatGPT 免费用户可通过"推理"按钮试用。',
      body: 'OpenAI 发布 **o3-mini**，这是一个高性价比的推理模型，开发者可选择低、中、高三档推理强度，并支持函数调用、结构化输出等功能。\n\n这是 OpenAI 首次让 [ChatGPT](/details/chatgpt) 免费用户通过"推理"按钮使用推理模型；Plus、Team 和 Pro 用户当天可用。',
    },
    en: {
      title: 'OpenAI releases o3-mini, a reasoning model for free users too',
      summary: 'o3-mini offers low, medium and high reasoning effort and is strong in science, maths and coding; free ChatGPT users can try it with "Reason".',
      body: 'OpenAI released **o3-mini**, a cost-efficient reasoning model with low, medium and high reasoning effort, function calling and structured outputs.\n\nFor the first time free [ChatGPT](/details/chatgpt) users could try a reasoning model, with the "Reason" button; Plus, Team and Pro users had it the same day.',
    },
  },
  {
    slug: 'openai-deep-research',
    day: '2025-02-02',
    tags: ['OpenAI', 'agents', 'search'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-deep-research/'),
    zh: {
      title: 'ChatGPT 推出深度研究（Deep Research）',
      summary: '深度研究智能体可在 5 到 30 分钟内搜索、分析大量网页并写出附带引用的研究报告。',
      body: 'OpenAI 在 [ChatGPT](/details/chatgpt) 中推出 **深度研究**（deep research）智能体。它使用针对网页浏览和数据分析优化的 o3 版本，自主查找、阅读并综合数百个在线来源，在 5 到 30 分钟内写出附带引用的报告。\n\n功能首先向 Pro 用户开放。',
    },
    en: {
      title: 'ChatGPT introduces deep research',
      summary: 'The deep research agent searches and analyses many web sources and writes a cited report in 5 to 30 minutes.',
      body: 'OpenAI launched **deep research** in [ChatGPT](/details/chatgpt), an agent powered by a version of o3 optimised for web browsing and data analysis. It finds, reads and synthesises hundreds of online sources and produces a cited report in 5 to 30 minutes.\n\nPro users got it first.',
    },
  },
  {
    slug: 'xai-grok-3',
    day: '2025-02-17',
    tags: ['xAI', 'model-release', 'reasoning'],
    products: ['grok'],
    sources: src('xAI', 'https://x.ai/news/grok-3'),
    zh: {
      title: 'xAI 发布 Grok 3',
      summary: 'Grok 3 在 Colossus 超算集群上训练，推出思考模式（Think）与 DeepSearch 搜索智能体。',
      body: 'xAI 发布 **[Grok](/details/grok) 3**，在其 Colossus 超算集群上训练，训练算力约为上一代的十倍。\n\nGrok 3 提供推理模式 **Think**，以及联网检索并整理信息的智能体 **DeepSearch**，首先向 X Premium+ 订阅用户开放。',
    },
    en: {
      title: 'xAI releases Grok 3',
      summary: 'Grok 3, trained on the Colossus supercluster, comes with a Think reasoning mode and the DeepSearch agent.',
      body: 'xAI released **[Grok](/details/grok) 3**, trained on its Colossus supercluster with about ten times the compute of its predecessor.\n\nIt adds a reasoning mode, **Think**, and **DeepSearch**, an agent that searches the web and synthesises what it finds, first for X Premium+ subscribers.',
    },
  },
  {
    slug: 'claude-3-7-sonnet-and-claude-code',
    day: '2025-02-24',
    tags: ['Anthropic', 'reasoning', 'coding'],
    products: ['claude', 'claude-code'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/claude-3-7-sonnet'),
    zh: {
      title: 'Claude 3.7 Sonnet 与 Claude Code 发布',
      summary: 'Claude 3.7 Sonnet 是首个混合推理模型，可在快速回答与扩展思考之间切换；命令行编程智能体 Claude Code 以研究预览形式推出。',
      body: 'Anthropic 发布 **Claude 3.7 Sonnet**，称其为市场上首个 **混合推理模型**：同一个模型既能快速回答，也能进入"扩展思考"模式逐步推理，API 用户还可以设定思考预算。\n\n同时以有限研究预览形式推出 **[Claude Code](/details/claude-code)**，一个在终端中运行的智能编程工具，可以搜索和阅读代码、编辑文件、运行测试并提交到 GitHub。',
    },
    en: {
      title: 'Claude 3.7 Sonnet and Claude Code',
      summary: 'Claude 3.7 Sonnet is the first hybrid reasoning model, answering quickly or thinking at length; Claude Code, an agentic command-line tool, arrives as a research preview.',
      body: 'Anthropic released **Claude 3.7 Sonnet**, which it called the first **hybrid reasoning model** on the market: one model that answers near-instantly or uses extended, step-by-step thinking, with a thinking budget API users can set.\n\nIt also introduced **[Claude Code](/details/claude-code)** as a limited research preview: an agentic coding tool in the terminal that searches and reads code, edits files, runs tests and commits to GitHub.',
    },
  },
  {
    slug: 'openai-gpt-4-5',
    day: '2025-02-27',
    tags: ['OpenAI', 'model-release'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-gpt-4-5/'),
    zh: {
      title: 'OpenAI 发布 GPT-4.5 研究预览版',
      summary: 'GPT-4.5 是 OpenAI 当时最大的对话模型，通过扩大无监督学习规模提升知识面和情商，幻觉更少。',
      body: 'OpenAI 以研究预览形式发布 **GPT-4.5**，这是其当时规模最大、知识最广的对话模型。OpenAI 表示，它通过扩大无监督学习规模，提高了识别模式、建立联系和产生创意的能力，幻觉也更少。\n\nGPT-4.5 首先向 Pro 用户和 API 开发者开放。',
    },
    en: {
      title: 'OpenAI releases a research preview of GPT-4.5',
      summary: 'GPT-4.5, then OpenAI\'s largest chat model, scales unsupervised learning for broader knowledge, better EQ and fewer hallucinations.',
      body: 'OpenAI released **GPT-4.5** as a research preview, its largest and most knowledgeable chat model at the time. OpenAI said scaling unsupervised learning improved its ability to recognise patterns, draw connections and generate creative ideas, with fewer hallucinations.\n\nPro users and API developers got it first.',
    },
  },
  {
    slug: 'manus-general-agent',
    day: '2025-03-06',
    tags: ['agents', 'startups'],
    products: ['manus'],
    sources: src('Manus', 'https://manus.im/'),
    zh: {
      title: '通用智能体 Manus 发布',
      summary: 'Manus 能独立规划并执行多步骤任务，在云端虚拟机中浏览网页、写代码并交付结果，以邀请码形式内测。',
      body: '**[Manus](/details/manus)** 发布，定位为"通用 AI 智能体"：用户给出目标后，它在云端的虚拟计算机中自行规划步骤、浏览网页、编写和运行代码，最后交付报告、表格或网站等成果。\n\n团队公布的 GAIA 基准测试成绩超过了同期其他智能体。产品以邀请码形式内测，发布后迅速引发关注，开源社区随后出现了 OpenManus 等复刻项目。',
    },
    en: {
      title: 'Manus, a general AI agent, launches',
      summary: 'Manus plans and carries out multi-step tasks on its own in a cloud computer — browsing, writing code, delivering results — in an invitation-only beta.',
      body: '**[Manus](/details/manus)** launched as a "general AI agent": given a goal, it plans the steps, browses the web and writes and runs code in a cloud virtual computer, then delivers a report, a spreadsheet or a website.\n\nThe team published GAIA benchmark results ahead of other agents at the time. Access was by invitation; open-source replicas such as OpenManus followed within days.',
    },
  },
  {
    slug: 'google-gemma-3',
    day: '2025-03-12',
    tags: ['Google', 'open-models'],
    products: ['gemma'],
    sources: src('Google', 'https://blog.google/technology/developers/gemma-3/'),
    zh: {
      title: 'Google 发布 Gemma 3，单卡可运行',
      summary: 'Gemma 3 提供 1B、4B、12B、27B 四种规模，支持 128K 上下文、140 多种语言和图像输入。',
      body: 'Google 发布 **[Gemma](/details/gemma) 3** 开放模型，共 **1B、4B、12B、27B** 四种规模，可在单张 GPU 或 TPU 上运行。\n\n4B 及以上规模支持图像与文本输入和 **128K** 上下文，预训练覆盖 140 多种语言，并支持函数调用。',
    },
    en: {
      title: 'Google releases Gemma 3, built to run on one GPU',
      summary: 'Gemma 3 comes in 1B, 4B, 12B and 27B sizes with a 128K context, over 140 languages and image input.',
      body: 'Google released **[Gemma](/details/gemma) 3** open models in **1B, 4B, 12B and 27B** sizes, designed to run on a single GPU or TPU.\n\nThe 4B and larger models take images and text with a **128K** context; pretraining covers over 140 languages, and function calling is supported.',
    },
  },
  {
    slug: 'google-gemini-2-5-pro',
    day: '2025-03-25',
    tags: ['Google', 'reasoning', 'model-release'],
    products: ['gemini'],
    sources: src('Google', 'https://blog.google/technology/google-deepmind/gemini-model-thinking-updates-march-2025/'),
    zh: {
      title: 'Google 发布 Gemini 2.5 Pro 思考模型',
      summary: 'Gemini 2.5 Pro 会在回答前推理，发布时登上 LMArena 榜首，支持 100 万 token 上下文。',
      body: 'Google 发布 **Gemini 2.5**，首个模型为实验版 **Gemini 2.5 Pro**。Gemini 2.5 系列是"思考模型"，会在回答前先进行推理。\n\n发布时 2.5 Pro 以明显优势登上 LMArena 排行榜第一，在数学、科学和编程基准上表现突出，支持 100 万 token 上下文。[Gemini](/details/gemini) Advanced 用户和 Google AI Studio 当天可用。',
    },
    en: {
      title: 'Google releases Gemini 2.5 Pro, a thinking model',
      summary: 'Gemini 2.5 Pro reasons before it answers, debuted at the top of LMArena and has a one-million-token context.',
      body: 'Google introduced **Gemini 2.5**, starting with an experimental **Gemini 2.5 Pro**. The 2.5 models are thinking models that reason before responding.\n\n2.5 Pro debuted at number one on LMArena by a wide margin, led on maths, science and coding benchmarks, and ships with a one-million-token context. It came to [Gemini](/details/gemini) Advanced and Google AI Studio that day.',
    },
  },
  {
    slug: 'gpt-4o-image-generation',
    day: '2025-03-25',
    tags: ['OpenAI', 'image'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-4o-image-generation/'),
    zh: {
      title: 'ChatGPT 推出 GPT-4o 原生图像生成',
      summary: 'GPT-4o 直接生成图像，能准确渲染文字、遵循复杂指令，并在多轮对话中修改图片，取代 DALL·E 成为 ChatGPT 默认图像生成方式。',
      body: 'OpenAI 将 **图像生成** 直接内置到 GPT-4o 中。新能力擅长在图片中准确渲染文字，能遵循包含多个对象的复杂指令，并可在多轮对话中根据上下文修改图片。\n\n它取代 DALL·E 3 成为 [ChatGPT](/details/chatgpt) 的默认图像生成方式，当天向 Plus、Pro、Team 和免费用户推出，随后因吉卜力风格图片在社交网络上走红。',
    },
    en: {
      title: 'ChatGPT gets native image generation in GPT-4o',
      summary: 'GPT-4o generates images itself, renders text accurately, follows complex prompts and edits over several turns; it replaces DALL·E as ChatGPT\'s default.',
      body: 'OpenAI built **image generation** into GPT-4o. It is good at rendering text inside images, follows prompts with many objects, and refines images over a conversation using its context.\n\nIt replaced DALL·E 3 as the default in [ChatGPT](/details/chatgpt), rolling out to Plus, Pro, Team and free users that day, and soon went viral with Ghibli-style pictures.',
    },
  },
  {
    slug: 'meta-llama-4',
    day: '2025-04-05',
    tags: ['Meta', 'open-models', 'multimodal'],
    products: ['llama'],
    sources: src('Meta AI', 'https://ai.meta.com/blog/llama-4-multimodal-intelligence/'),
    zh: {
      title: 'Meta 发布 Llama 4 Scout 与 Maverick',
      summary: 'Llama 4 是 Meta 首批原生多模态的混合专家模型，Scout 支持 1000 万 token 上下文。',
      body: 'Meta 发布 **Llama 4** 的首批模型：**Llama 4 Scout**（170 亿激活参数、16 个专家，支持 **1000 万 token** 上下文，可在单张 H100 上运行）和 **Llama 4 Maverick**（170 亿激活参数、128 个专家）。\n\n这是 Meta 首批采用混合专家架构、原生多模态的模型。Meta 同时预告了仍在训练的教师模型 Llama 4 Behemoth。',
    },
    en: {
      title: 'Meta releases Llama 4 Scout and Maverick',
      summary: 'Llama 4 brings Meta\'s first natively multimodal mixture-of-experts models; Scout has a ten-million-token context.',
      body: 'Meta released the first **Llama 4** models: **Llama 4 Scout** (17B active parameters, 16 experts, a **ten-million-token** context, fits on one H100) and **Llama 4 Maverick** (17B active, 128 experts).\n\nThey are Meta\'s first natively multimodal models built on mixture of experts. Meta also previewed Llama 4 Behemoth, a teacher model still in training.',
    },
  },
  {
    slug: 'openai-gpt-4-1',
    day: '2025-04-14',
    tags: ['OpenAI', 'developers', 'model-release'],
    products: [],
    sources: src('OpenAI', 'https://openai.com/index/gpt-4-1/'),
    zh: {
      title: 'OpenAI 在 API 中发布 GPT-4.1 系列',
      summary: 'GPT-4.1、GPT-4.1 mini 和 GPT-4.1 nano 支持 100 万 token 上下文，编程与指令遵循能力大幅提升。',
      body: 'OpenAI 在 API 中发布 **GPT-4.1**、**GPT-4.1 mini** 和 **GPT-4.1 nano** 三个模型，上下文窗口均达到 **100 万 token**。\n\nGPT-4.1 在 SWE-bench Verified 上得分 54.6%，比 GPT-4o 高 21.4 个百分点，指令遵循也明显改进，价格比 GPT-4o 更低。',
    },
    en: {
      title: 'OpenAI launches the GPT-4.1 family in the API',
      summary: 'GPT-4.1, GPT-4.1 mini and GPT-4.1 nano have one-million-token contexts and much better coding and instruction following.',
      body: 'OpenAI released **GPT-4.1**, **GPT-4.1 mini** and **GPT-4.1 nano** in the API, all with a context of up to **one million tokens**.\n\nGPT-4.1 scores 54.6% on SWE-bench Verified, 21.4 points above GPT-4o, follows instructions more reliably, and costs less than GPT-4o.',
    },
  },
  {
    slug: 'openai-o3-and-o4-mini',
    day: '2025-04-16',
    tags: ['OpenAI', 'reasoning', 'coding'],
    products: ['chatgpt', 'openai-codex'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-o3-and-o4-mini/'),
    zh: {
      title: 'OpenAI 发布 o3 与 o4-mini，并开源 Codex CLI',
      summary: 'o3 和 o4-mini 能在推理中自主调用 ChatGPT 的全部工具，并能"用图像思考"；同时开源终端编程智能体 Codex CLI。',
      body: 'OpenAI 发布 **o3** 和 **o4-mini**。这是 OpenAI 首批能在推理过程中自主使用并组合 [ChatGPT](/details/chatgpt) 全部工具（网页搜索、Python、图像分析与生成等）的推理模型，还能把图像纳入思维链，"用图像思考"。\n\n同时开源了在终端中运行的轻量编程智能体 **Codex CLI**。',
    },
    en: {
      title: 'OpenAI releases o3 and o4-mini and open-sources Codex CLI',
      summary: 'o3 and o4-mini can use every ChatGPT tool while reasoning and "think with images"; Codex CLI, a terminal coding agent, is open source.',
      body: 'OpenAI released **o3** and **o4-mini**, its first reasoning models that can agentically use and combine every tool in [ChatGPT](/details/chatgpt) — web search, Python, image analysis and generation — and bring images into their chain of thought.\n\nIt also open-sourced **Codex CLI**, a lightweight coding agent that runs in the terminal.',
    },
  },
  {
    slug: 'qwen3',
    day: '2025-04-29',
    tags: ['Alibaba', 'open-models', 'china'],
    products: ['qwen'],
    sources: src('Qwen', 'https://qwenlm.github.io/blog/qwen3/'),
    zh: {
      title: '阿里开源 Qwen3，支持思考与非思考模式切换',
      summary: 'Qwen3 包括 6 个稠密模型和 2 个 MoE 模型，旗舰 Qwen3-235B-A22B，支持 119 种语言，以 Apache 2.0 开源。',
      body: '阿里巴巴发布并开源 **Qwen3** 系列，包括 0.6B 到 32B 的六个稠密模型，以及 **Qwen3-30B-A3B** 和旗舰 **Qwen3-235B-A22B** 两个混合专家模型。\n\nQwen3 可以在"思考模式"和"非思考模式"之间切换，支持 119 种语言和方言，预训练数据约 36T token，全部以 Apache 2.0 许可开源。',
    },
    en: {
      title: 'Alibaba open-sources Qwen3 with switchable thinking',
      summary: 'Qwen3 has six dense and two MoE models, led by Qwen3-235B-A22B, supports 119 languages, and is open under Apache 2.0.',
      body: 'Alibaba released **Qwen3** with open weights: six dense models from 0.6B to 32B and two mixture-of-experts models, **Qwen3-30B-A3B** and the flagship **Qwen3-235B-A22B**.\n\nQwen3 switches between a thinking and a non-thinking mode, supports 119 languages and dialects, was pretrained on about 36T tokens, and is licensed under Apache 2.0.',
    },
  },
  {
    slug: 'google-io-2025-veo-3',
    day: '2025-05-20',
    tags: ['Google', 'video'],
    products: ['gemini', 'veo'],
    sources: src('Google', 'https://blog.google/technology/ai/google-io-2025-all-our-announcements/'),
    zh: {
      title: 'Google I/O 2025：Veo 3 生成带声音的视频',
      summary: 'Google 发布可同步生成音效和对白的 Veo 3、图像模型 Imagen 4 和 AI 电影制作工具 Flow，并在美国推出搜索 AI 模式。',
      body: 'Google I/O 2025 上，Google 发布视频模型 **[Veo](/details/veo) 3**，可以为生成的视频同步生成环境音、音效和人物对白。同时发布图像模型 **Imagen 4** 和 AI 影片制作工具 **Flow**。\n\nGoogle 还介绍了 Gemini 2.5 Pro 的 Deep Think 增强推理模式，并在美国向所有用户推出搜索中的 AI 模式。',
    },
    en: {
      title: 'Google I/O 2025: Veo 3 makes video with sound',
      summary: 'Google announced Veo 3 with native audio and dialogue, Imagen 4 and the Flow filmmaking tool, and rolled out AI Mode in US Search.',
      body: 'At Google I/O 2025 Google announced **[Veo](/details/veo) 3**, which generates video together with ambient sound, effects and dialogue, plus **Imagen 4** and **Flow**, an AI filmmaking tool.\n\nIt also showed Deep Think, an enhanced reasoning mode for Gemini 2.5 Pro, and rolled out AI Mode in Search to everyone in the US.',
    },
  },
  {
    slug: 'anthropic-claude-4',
    day: '2025-05-22',
    tags: ['Anthropic', 'model-release', 'coding'],
    products: ['claude', 'claude-code'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/claude-4'),
    zh: {
      title: 'Anthropic 发布 Claude Opus 4 与 Sonnet 4',
      summary: 'Claude Opus 4 在 SWE-bench 上得分 72.5%，可连续工作数小时；Claude Code 正式发布。',
      body: 'Anthropic 发布 **Claude Opus 4** 和 **Claude Sonnet 4**。Opus 4 在 SWE-bench Verified 上得分 72.5%，能在需要数千个步骤的长任务上持续工作数小时。两个模型都支持在扩展思考中使用工具（如网页搜索）。\n\n**[Claude Code](/details/claude-code)** 同时正式发布，新增 VS Code 与 JetBrains 集成及 GitHub Actions 支持。',
    },
    en: {
      title: 'Anthropic releases Claude Opus 4 and Sonnet 4',
      summary: 'Claude Opus 4 scores 72.5% on SWE-bench and can work for hours; Claude Code becomes generally available.',
      body: 'Anthropic released **Claude Opus 4** and **Claude Sonnet 4**. Opus 4 scores 72.5% on SWE-bench Verified and can work continuously for several hours on long tasks with thousands of steps. Both models can use tools such as web search during extended thinking.\n\n**[Claude Code](/details/claude-code)** became generally available, with VS Code and JetBrains integrations and GitHub Actions support.',
    },
  },
  {
    slug: 'google-gemini-cli',
    day: '2025-06-25',
    tags: ['Google', 'coding', 'open-source'],
    products: ['gemini-cli'],
    sources: src('Google', 'https://blog.google/technology/developers/introducing-gemini-cli-open-source-ai-agent/'),
    zh: {
      title: 'Google 开源终端智能体 Gemini CLI',
      summary: 'Gemini CLI 把 Gemini 2.5 Pro 带进终端，个人 Google 账号可免费每分钟 60 次、每天 1000 次请求。',
      body: 'Google 发布开源 AI 智能体 **[Gemini CLI](/details/gemini-cli)**，在终端中使用 Gemini 完成编程、内容生成、问题排查和任务管理，以 Apache 2.0 许可开源。\n\n使用个人 Google 账号登录即可免费使用 Gemini 2.5 Pro 和 100 万 token 上下文，额度为每分钟 60 次、每天 1000 次请求；它还支持 MCP 和 Google 搜索。',
    },
    en: {
      title: 'Google open-sources Gemini CLI, an agent in the terminal',
      summary: 'Gemini CLI brings Gemini 2.5 Pro to the terminal, free with a personal Google account for 60 requests a minute and 1,000 a day.',
      body: 'Google released **[Gemini CLI](/details/gemini-cli)**, an open-source AI agent that brings Gemini into the terminal for coding, content generation, problem solving and task management, under Apache 2.0.\n\nSigning in with a personal Google account gives free use of Gemini 2.5 Pro and its one-million-token context, at 60 requests a minute and 1,000 a day; it supports MCP and Google Search grounding.',
    },
  },
  {
    slug: 'moonshot-kimi-k2',
    day: '2025-07-11',
    tags: ['Moonshot', 'open-models', 'china', 'agents'],
    products: ['kimi', 'kimi-k2'],
    sources: src('Moonshot AI', 'https://moonshotai.github.io/Kimi-K2/'),
    zh: {
      title: '月之暗面开源万亿参数模型 Kimi K2',
      summary: 'Kimi K2 为总参数 1 万亿、激活 320 亿的 MoE 模型，面向智能体任务优化，开源权重。',
      body: '月之暗面发布并开源 **[Kimi K2](/details/kimi-k2)**：总参数 **1 万亿**、每个 token 激活 **320 亿** 参数的混合专家模型，在 15.5T token 上用 MuonClip 优化器预训练，训练过程稳定。\n\nK2 针对工具调用和智能体任务优化，在编程和工具使用基准上领先同期开源模型，提供基础模型 Kimi-K2-Base 和指令版 Kimi-K2-Instruct。',
    },
    en: {
      title: 'Moonshot AI open-sources Kimi K2, a trillion-parameter model',
      summary: 'Kimi K2 is a mixture-of-experts model with 1 trillion parameters and 32B active, tuned for agentic tasks, with open weights.',
      body: 'Moonshot AI released **[Kimi K2](/details/kimi-k2)** with open weights: a mixture-of-experts model with **1 trillion** parameters in total and **32B** active per token, pretrained on 15.5T tokens with the MuonClip optimizer without training instability.\n\nK2 is tuned for tool use and agentic tasks, leading open models on coding and tool-use benchmarks at release, in Kimi-K2-Base and Kimi-K2-Instruct versions.',
    },
  },
  {
    slug: 'zhipu-glm-4-5',
    day: '2025-07-28',
    tags: ['Zhipu', 'open-models', 'china'],
    products: ['chatglm'],
    sources: src('Z.ai', 'https://z.ai/blog/glm-4.5'),
    zh: {
      title: '智谱发布并开源 GLM-4.5',
      summary: 'GLM-4.5 总参数 3550 亿、激活 320 亿，GLM-4.5-Air 总参数 1060 亿，融合推理、编程与智能体能力，以 MIT 许可开源。',
      body: '智谱发布 **GLM-4.5** 系列：GLM-4.5 总参数 355B、激活 32B，GLM-4.5-Air 总参数 106B、激活 12B。两者都是混合推理模型，提供思考模式和直接回答模式。\n\n模型面向智能体应用，将推理、编程和智能体能力统一到一个模型中，权重以 **MIT 许可** 开源。',
    },
    en: {
      title: 'Zhipu releases GLM-4.5 with open weights',
      summary: 'GLM-4.5 (355B total, 32B active) and GLM-4.5-Air (106B total) unify reasoning, coding and agent abilities, open under MIT.',
      body: 'Zhipu (Z.ai) released **GLM-4.5**, with 355B parameters in total and 32B active, and **GLM-4.5-Air**, with 106B and 12B. Both are hybrid reasoning models with a thinking mode and a direct-answer mode.\n\nBuilt for agentic applications, they unify reasoning, coding and agent capabilities in one model; the weights are open under the **MIT licence**.',
    },
  },
  {
    slug: 'openai-gpt-oss',
    day: '2025-08-05',
    tags: ['OpenAI', 'open-models'],
    products: ['gpt-oss'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-gpt-oss/'),
    zh: {
      title: 'OpenAI 发布开放权重模型 gpt-oss',
      summary: 'gpt-oss-120b 和 gpt-oss-20b 以 Apache 2.0 许可开放权重，前者可在单张 80GB GPU 上运行，后者只需 16GB 内存。',
      body: 'OpenAI 发布 **[gpt-oss](/details/gpt-oss)-120b** 和 **gpt-oss-20b**，这是自 GPT-2 以来 OpenAI 首批开放权重的语言模型，以 **Apache 2.0** 许可发布。\n\ngpt-oss-120b 在核心推理基准上接近 o4-mini，可在单张 80GB GPU 上运行；gpt-oss-20b 接近 o3-mini，可在 16GB 内存的设备上运行。两者都支持工具调用和可调推理强度。',
    },
    en: {
      title: 'OpenAI releases open-weight models gpt-oss',
      summary: 'gpt-oss-120b and gpt-oss-20b are open under Apache 2.0; the first runs on one 80 GB GPU, the second in 16 GB of memory.',
      body: 'OpenAI released **[gpt-oss](/details/gpt-oss)-120b** and **gpt-oss-20b**, its first open-weight language models since GPT-2, under the **Apache 2.0** licence.\n\ngpt-oss-120b nears o4-mini on core reasoning benchmarks and runs on a single 80 GB GPU; gpt-oss-20b is close to o3-mini and runs on devices with 16 GB of memory. Both support tool use and adjustable reasoning effort.',
    },
  },
  {
    slug: 'anthropic-claude-opus-4-1',
    day: '2025-08-05',
    tags: ['Anthropic', 'coding'],
    products: ['claude'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/claude-opus-4-1'),
    zh: {
      title: 'Claude Opus 4.1 发布，编程能力再提升',
      summary: 'Claude Opus 4.1 在 SWE-bench Verified 上得分 74.5%，提升了智能体任务、真实编程和推理能力。',
      body: 'Anthropic 发布 **Claude Opus 4.1**，作为 Opus 4 的升级版，在智能体任务、真实世界编程和推理上都有改进，SWE-bench Verified 得分从 72.5% 提升到 **74.5%**。\n\n付费 [Claude](/details/claude) 用户、Claude Code、API、Amazon Bedrock 和 Google Cloud Vertex AI 当天可用，价格与 Opus 4 相同。',
    },
    en: {
      title: 'Claude Opus 4.1 improves coding again',
      summary: 'Claude Opus 4.1 scores 74.5% on SWE-bench Verified, with better agentic tasks, real-world coding and reasoning.',
      body: 'Anthropic released **Claude Opus 4.1**, an upgrade to Opus 4 on agentic tasks, real-world coding and reasoning; its SWE-bench Verified score rose from 72.5% to **74.5%**.\n\nIt came to paid [Claude](/details/claude) users, Claude Code, the API, Amazon Bedrock and Google Cloud Vertex AI the same day, at Opus 4\'s price.',
    },
  },
  {
    slug: 'openai-gpt-5',
    day: '2025-08-07',
    tags: ['OpenAI', 'model-release', 'reasoning'],
    products: ['chatgpt'],
    sources: src('OpenAI', 'https://openai.com/index/introducing-gpt-5/'),
    zh: {
      title: 'OpenAI 发布 GPT-5',
      summary: 'GPT-5 是一个统一系统，由实时路由器在快速模型和深度推理模型之间选择，向包括免费用户在内的所有 ChatGPT 用户开放。',
      body: 'OpenAI 发布 **GPT-5**。它是一个统一系统：一个用于多数问题的快速模型、一个用于难题的深度推理模型（GPT-5 thinking），以及根据对话类型、复杂度和用户意图实时选择模型的路由器。\n\nOpenAI 称 GPT-5 在编程、写作、健康问答等方面都有提升，幻觉更少。GPT-5 当天向所有 [ChatGPT](/details/chatgpt) 用户开放，免费用户也可使用；API 同时提供 gpt-5、gpt-5-mini 和 gpt-5-nano。',
    },
    en: {
      title: 'OpenAI launches GPT-5',
      summary: 'GPT-5 is a unified system whose real-time router picks between a fast model and deeper reasoning; it reaches every ChatGPT user, including free ones.',
      body: 'OpenAI launched **GPT-5**, a unified system: a fast model for most questions, a deeper reasoning model (GPT-5 thinking) for harder ones, and a real-time router that chooses based on the conversation, its complexity and the user\'s intent.\n\nOpenAI reported gains in coding, writing and health questions, with fewer hallucinations. It became available to all [ChatGPT](/details/chatgpt) users, free users included; the API offers gpt-5, gpt-5-mini and gpt-5-nano.',
    },
  },
  {
    slug: 'anthropic-claude-sonnet-4-5',
    day: '2025-09-29',
    tags: ['Anthropic', 'coding', 'agents'],
    products: ['claude', 'claude-code'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/claude-sonnet-4-5'),
    zh: {
      title: 'Anthropic 发布 Claude Sonnet 4.5',
      summary: 'Claude Sonnet 4.5 在 SWE-bench Verified 上得分 77.2%，可在复杂任务上连续工作 30 小时以上，并推出 Claude Agent SDK。',
      body: 'Anthropic 发布 **Claude Sonnet 4.5**，称其为当时最好的编程模型，SWE-bench Verified 得分 **77.2%**，在 OSWorld 电脑操作基准上得分 61.4%，可在复杂多步任务上保持专注 30 小时以上。\n\n同时推出 **Claude Agent SDK**，并为 [Claude Code](/details/claude-code) 加入检查点、VS Code 扩展等功能。价格与 Sonnet 4 相同。',
    },
    en: {
      title: 'Anthropic releases Claude Sonnet 4.5',
      summary: 'Claude Sonnet 4.5 scores 77.2% on SWE-bench Verified, stays on complex tasks for over 30 hours, and comes with the Claude Agent SDK.',
      body: 'Anthropic released **Claude Sonnet 4.5**, which it called the best coding model at the time: **77.2%** on SWE-bench Verified and 61.4% on the OSWorld computer-use benchmark, staying focused on complex multi-step tasks for more than 30 hours.\n\nIt also launched the **Claude Agent SDK** and added checkpoints and a VS Code extension to [Claude Code](/details/claude-code). The price is the same as Sonnet 4.',
    },
  },
  {
    slug: 'deepseek-v3-2-exp',
    day: '2025-09-29',
    tags: ['DeepSeek', 'china', 'open-models'],
    products: ['deepseek'],
    sources: src('DeepSeek API Docs', 'https://api-docs.deepseek.com/news/news250929'),
    zh: {
      title: 'DeepSeek-V3.2-Exp 发布，API 价格降低一半以上',
      summary: 'DeepSeek-V3.2-Exp 引入 DeepSeek 稀疏注意力（DSA），提升长文本训练和推理效率，API 价格随之下调 50% 以上。',
      body: '深度求索发布实验版模型 **DeepSeek-V3.2-Exp**，在 V3.1-Terminus 基础上引入 **DeepSeek Sparse Attention（DSA）** 稀疏注意力机制，在输出质量基本不变的前提下提升长上下文的训练和推理效率。\n\n[DeepSeek](/details/deepseek) API 价格同步下调 50% 以上，模型权重开源。',
    },
    en: {
      title: 'DeepSeek-V3.2-Exp arrives, and API prices fall by over half',
      summary: 'DeepSeek-V3.2-Exp introduces DeepSeek Sparse Attention for efficient long-context training and inference; API prices drop by more than 50%.',
      body: 'DeepSeek released the experimental **DeepSeek-V3.2-Exp**, built on V3.1-Terminus with **DeepSeek Sparse Attention (DSA)**, which makes long-context training and inference more efficient with output quality essentially unchanged.\n\n[DeepSeek](/details/deepseek) API prices were cut by more than 50%, and the weights are open.',
    },
  },
  {
    slug: 'openai-sora-2',
    day: '2025-09-30',
    tags: ['OpenAI', 'video'],
    products: ['sora'],
    sources: src('OpenAI', 'https://openai.com/index/sora-2/'),
    zh: {
      title: 'OpenAI 发布 Sora 2 与 Sora 应用',
      summary: 'Sora 2 能生成带同步对白和音效的视频，物理表现更真实；新的 Sora iOS 应用支持"客串"功能，先在美国和加拿大开放。',
      body: 'OpenAI 发布视频与音频生成模型 **Sora 2**，物理表现更准确、更可控，并能生成与画面同步的对白和音效。\n\n同时推出社交应用 **[Sora](/details/sora)**（iOS），用户可以创作、重混视频，并通过"客串"（cameos）功能在经过验证后把自己放进视频里。应用以邀请制先在美国和加拿大上线。',
    },
    en: {
      title: 'OpenAI launches Sora 2 and the Sora app',
      summary: 'Sora 2 generates video with synchronised dialogue and sound and more realistic physics; the new Sora iOS app adds cameos, first in the US and Canada.',
      body: 'OpenAI released **Sora 2**, a video and audio generation model with more accurate physics, more control, and synchronised dialogue and sound effects.\n\nIt came with a new social iOS app, **[Sora](/details/sora)**, for creating and remixing videos, where verified users can drop themselves into scenes with cameos. It launched by invitation in the US and Canada.',
    },
  },
  {
    slug: 'anthropic-claude-haiku-4-5',
    day: '2025-10-15',
    tags: ['Anthropic', 'model-release'],
    products: ['claude'],
    sources: src('Anthropic', 'https://www.anthropic.com/news/claude-haiku-4-5'),
    zh: {
      title: 'Claude Haiku 4.5 发布：Sonnet 4 级编程能力，成本三分之一',
      summary: 'Claude Haiku 4.5 的编程表现接近 Claude Sonnet 4，价格为三分之一、速度快一倍以上，每百万 token 输入 1 美元、输出 5 美元。',
      body: 'Anthropic 发布小模型 **Claude Haiku 4.5**。官方称其编程表现与五个月前的前沿模型 Claude Sonnet 4 相近，而成本只有三分之一、速度快一倍以上。\n\nAPI 价格为每百万输入 token 1 美元、输出 5 美元，适合多智能体协作中的子任务和实时应用。',
    },
    en: {
      title: 'Claude Haiku 4.5: Sonnet 4-level coding at a third of the cost',
      summary: 'Claude Haiku 4.5 codes about as well as Claude Sonnet 4 at one third of the cost and more than twice the speed, at $1/$5 per million tokens.',
      body: 'Anthropic released **Claude Haiku 4.5**, a small model it says matches Claude Sonnet 4 — the frontier five months earlier — on coding, at one third of the cost and more than twice the speed.\n\nIt costs $1 per million input tokens and $5 per million output tokens, suited to sub-agents in multi-agent systems and real-time applications.',
    },
  },
];

export const DIGEST_SEED: NewsSeedDigest[] = [
  {
    day: '2023-03-14',
    zh: { title: 'GPT-4 发布日：三家巨头同日出招', intro: '同一天，OpenAI 发布 GPT-4，Anthropic 推出 Claude，Google 开放 PaLM API。大模型竞争从这一天开始进入白热化。' },
    en: { title: 'GPT-4 day: three labs ship at once', intro: 'On one day OpenAI released GPT-4, Anthropic launched Claude and Google opened the PaLM API — the large-model race went into high gear.' },
  },
  {
    day: '2023-03-16',
    zh: { title: '文心一言亮相，Copilot 进入办公软件', intro: '百度发布文心一言，微软把 Copilot 带进 Microsoft 365：生成式 AI 走向中文市场和日常办公。' },
    en: { title: 'ERNIE Bot debuts, Copilot comes to Office', intro: 'Baidu presented ERNIE Bot and Microsoft brought Copilot to Microsoft 365: generative AI heads for the Chinese market and everyday office work.' },
  },
  {
    day: '2023-11-06',
    zh: { title: 'OpenAI 首届开发者大会', intro: 'GPT-4 Turbo 降价并把上下文扩展到 128K，Assistants API 和 GPTs 让开发者和普通用户都能打造自己的助手。' },
    en: { title: "OpenAI's first DevDay", intro: 'GPT-4 Turbo got cheaper with a 128K context, while the Assistants API and GPTs let developers and everyone else build their own assistants.' },
  },
  {
    day: '2024-02-15',
    zh: { title: 'Sora 与 Gemini 1.5 同日登场', intro: 'OpenAI 展示一分钟长的文生视频，Google 把上下文推到百万 token：视频生成和长上下文成为新焦点。' },
    en: { title: 'Sora and Gemini 1.5 on the same day', intro: 'OpenAI showed minute-long text-to-video and Google pushed context to a million tokens: video generation and long context take centre stage.' },
  },
  {
    day: '2024-03-04',
    zh: { title: 'Claude 3 家族发布', intro: 'Haiku、Sonnet、Opus 三档模型一次到齐，都支持图像输入和 200K 上下文。' },
    en: { title: 'The Claude 3 family', intro: 'Haiku, Sonnet and Opus arrived together, all with image input and a 200K context.' },
  },
  {
    day: '2024-05-13',
    zh: { title: 'GPT-4o：实时语音对话的开始', intro: 'OpenAI 发布端到端多模态的 GPT-4o，并把它开放给免费用户。' },
    en: { title: 'GPT-4o: real-time voice conversations begin', intro: 'OpenAI released the end-to-end multimodal GPT-4o and opened it to free users.' },
  },
  {
    day: '2024-06-20',
    zh: { title: 'Claude 3.5 Sonnet 与 Artifacts', intro: '中档价格的 Claude 3.5 Sonnet 超过了 Claude 3 Opus，Artifacts 让生成的代码和文档在对话旁实时呈现。' },
    en: { title: 'Claude 3.5 Sonnet and Artifacts', intro: 'The mid-priced Claude 3.5 Sonnet beat Claude 3 Opus, and Artifacts put generated code and documents beside the conversation.' },
  },
  {
    day: '2024-12-26',
    zh: { title: 'DeepSeek-V3 开源', intro: '671B 参数的 MoE 模型以极低的训练成本达到一流水平，开源模型再进一步。' },
    en: { title: 'DeepSeek-V3 goes open', intro: 'A 671B-parameter MoE model reached the top tier at a strikingly low training cost — open models take another step.' },
  },
  {
    day: '2025-01-20',
    zh: { title: '中国推理模型之日：DeepSeek-R1 与 Kimi k1.5', intro: '同一天，深度求索开源 DeepSeek-R1，月之暗面发布 Kimi k1.5，两家都宣称达到 o1 水平。' },
    en: { title: 'A day of Chinese reasoning models: DeepSeek-R1 and Kimi k1.5', intro: 'DeepSeek open-sourced R1 and Moonshot AI released Kimi k1.5 on the same day, both claiming o1-level reasoning.' },
  },
  {
    day: '2025-02-24',
    zh: { title: 'Claude 3.7 Sonnet 与 Claude Code', intro: '首个混合推理模型和终端编程智能体同日发布。' },
    en: { title: 'Claude 3.7 Sonnet and Claude Code', intro: 'The first hybrid reasoning model and a terminal coding agent, released together.' },
  },
  {
    day: '2025-03-25',
    zh: { title: 'Gemini 2.5 Pro 与 GPT-4o 图像生成', intro: 'Google 发布登顶 LMArena 的思考模型，OpenAI 把图像生成直接放进 GPT-4o。' },
    en: { title: 'Gemini 2.5 Pro and GPT-4o image generation', intro: 'Google released a thinking model that topped LMArena, and OpenAI built image generation straight into GPT-4o.' },
  },
  {
    day: '2025-05-22',
    zh: { title: 'Claude 4 发布', intro: 'Claude Opus 4 与 Sonnet 4 面向长时间编程和智能体任务，Claude Code 正式发布。' },
    en: { title: 'Claude 4 arrives', intro: 'Claude Opus 4 and Sonnet 4 target long coding and agent tasks, and Claude Code became generally available.' },
  },
  {
    day: '2025-08-05',
    zh: { title: 'OpenAI 开放权重，Claude Opus 4.1 上线', intro: 'OpenAI 发布 GPT-2 之后首批开放权重模型 gpt-oss，Anthropic 同日发布 Claude Opus 4.1。' },
    en: { title: 'OpenAI opens weights, Claude Opus 4.1 ships', intro: 'OpenAI released gpt-oss, its first open-weight models since GPT-2, and Anthropic released Claude Opus 4.1 the same day.' },
  },
  {
    day: '2025-08-07',
    zh: { title: 'GPT-5 发布', intro: 'OpenAI 用一个带路由器的统一系统取代了模型选择菜单，并向所有 ChatGPT 用户开放。' },
    en: { title: 'GPT-5 launches', intro: 'OpenAI replaced the model picker with one routed system and opened it to every ChatGPT user.' },
  },
  {
    day: '2025-09-29',
    zh: { title: 'Claude Sonnet 4.5 与 DeepSeek-V3.2-Exp', intro: 'Anthropic 发布编程能力再创新高的 Sonnet 4.5，深度求索用稀疏注意力把 API 价格砍掉一半以上。' },
    en: { title: 'Claude Sonnet 4.5 and DeepSeek-V3.2-Exp', intro: 'Anthropic released Sonnet 4.5 with new coding highs, and DeepSeek cut API prices by more than half with sparse attention.' },
  },
];
