// The project's how-to guides (docs/decisions/031): long-form articles on getting work done with AI products in the
// catalogue, written here in zh and en; tw is converted from zh by the seed, ja falls back to en. Facts (commands,
// file locations, limits, dates) come from the sources listed with each guide; prices in worked examples are
// labelled as examples. `day` is the day of the last revision; `products` are catalogue slugs (a slug the
// catalogue does not have is skipped).

export interface GuideSeedText {
  title: string;
  summary: string;
  body: string;
}

export interface GuideSeed {
  slug: string;
  day: string;
  tags: string[];
  products: string[];
  sources: { name: string; url: string }[];
  zh: GuideSeedText;
  en: GuideSeedText;
}

export const GUIDES_SEED: GuideSeed[] = [
  {
    slug: 'write-prompts-for-image-models',
    day: '2025-06-12',
    tags: ['prompting', 'image'],
    products: ['midjourney', 'dall-e', 'stable-diffusion', 'flux', 'ideogram'],
    sources: [
      { name: 'Midjourney Docs: Parameter List', url: 'https://docs.midjourney.com/docs/parameter-list' },
      { name: 'OpenAI: Image generation guide', url: 'https://platform.openai.com/docs/guides/images' },
      { name: 'AUTOMATIC1111 wiki: Negative prompt', url: 'https://github.com/AUTOMATIC1111/stable-diffusion-webui/wiki/Negative-prompt' },
    ],
    zh: {
      title: '给图像模型写提示词：从一句话到可复现的画面',
      summary: '图像模型听得懂的不是"好看"，而是主体、风格、构图、光线和参数。本文用同一个例子走完 Midjourney、DALL·E 和 Stable Diffusion 的写法。',
      body: `图像模型把提示词拆成一个个概念再去"画"。提示词越具体，模型需要猜的就越少。下面用同一个需求——"给一篇咖啡评测配一张头图"——演示怎样一步步写好它。

## 先写清楚五件事

一条好用的图像提示词，通常按顺序回答五个问题：

1. **主体**：画的是什么？"一杯手冲咖啡，旁边是玻璃分享壶"。
2. **环境**：在哪里？"清晨的木质吧台，窗外是城市街道"。
3. **风格**：像什么？"商业产品摄影"、"水彩插画"、"等距 3D 渲染"。
4. **光线与色调**：侧逆光、暖色、低饱和……
5. **构图与镜头**：俯拍、特写、浅景深、留出左侧空白放标题。

把它们连起来就是：*一杯手冲咖啡和玻璃分享壶，放在清晨的木质吧台上，窗外是模糊的城市街道，商业产品摄影，侧逆光，暖色调，浅景深，左侧留白。*

## Midjourney：用参数控制画幅和风格强度

[Midjourney](/details/midjourney) 的提示词末尾可以加参数。常用的几个（见官方参数列表）：

- \`--ar 16:9\`：画面比例，头图常用 16:9，手机海报用 9:16。
- \`--stylize\`（简写 \`--s\`）：Midjourney 自身审美的强度，取值 0–1000，默认 100。想忠实于文字就调低。
- \`--no\`：不想出现的元素，例如 \`--no text, people\`。
- \`--seed\`：固定随机种子，方便微调时对比。

~~~text
hand-pour coffee and a glass server on a wooden bar at dawn, blurred city street outside, commercial product photography, warm backlight, shallow depth of field, empty space on the left --ar 16:9 --s 80 --no text
~~~

## DALL·E：写成完整的句子

[DALL·E](/details/dall-e) 对自然语言理解更好，适合写成一段描述。OpenAI 的文档说明，DALL·E 3 会为了安全和补充细节**自动改写**你给的提示词；如果你需要画面严格照字面来，就在提示词里写明"不要添加额外元素"，并检查接口返回的改写后提示词。

## Stable Diffusion：正向与反向提示词

本地运行的 [Stable Diffusion](/details/stable-diffusion) 界面一般有两个输入框：正向提示词描述想要的，**反向提示词**（negative prompt）列出不想要的，比如"模糊、多余的手指、水印"。反向提示词对去掉常见瑕疵很有效，但不要堆几十个词，否则会压制画面本身。

## 迭代：一次只改一处

- 先用短提示词出四张图，挑出方向对的一张。
- 固定种子，每次只改一个变量（光线、风格或构图），对比效果。
- 需要文字的海报，试试对文字渲染更擅长的 [Ideogram](/details/ideogram) 或 [FLUX](/details/flux)。

## 检查清单

- 主体、环境、风格、光线、构图五项都写了吗？
- 比例参数和用途一致吗？
- 有没有写清楚不要的东西？
- 商用前确认该产品对生成图像的使用条款。`,
    },
    en: {
      title: 'Writing prompts for image models: from one line to a repeatable picture',
      summary: 'Image models do not understand "make it nice"; they understand subject, style, composition, light and parameters. This guide takes one brief through Midjourney, DALL-E and Stable Diffusion.',
      body: `An image model splits a prompt into concepts and then draws them. The more specific the prompt, the less the model has to guess. We will use one brief throughout: a header image for a coffee review.

## Answer five questions first

A prompt that works usually answers five questions, in this order:

1. **Subject**: what is in the picture? "A cup of pour-over coffee next to a glass server."
2. **Setting**: where? "A wooden bar at dawn, a city street outside the window."
3. **Style**: what should it look like? "Commercial product photography", "watercolour illustration", "isometric 3D render".
4. **Light and colour**: backlight, warm tones, muted colours...
5. **Composition and lens**: top-down, close-up, shallow depth of field, empty space on the left for a headline.

Joined together: *a cup of pour-over coffee and a glass server on a wooden bar at dawn, blurred city street outside, commercial product photography, warm backlight, shallow depth of field, empty space on the left.*

## Midjourney: parameters for shape and style strength

[Midjourney](/details/midjourney) takes parameters at the end of the prompt. The ones you will use most (from its parameter list):

- \`--ar 16:9\`: the aspect ratio; 16:9 for headers, 9:16 for phone posters.
- \`--stylize\` (or \`--s\`): how strongly Midjourney's own aesthetic applies, 0 to 1000, default 100. Lower it to stay closer to your words.
- \`--no\`: things you do not want, such as \`--no text, people\`.
- \`--seed\`: fixes the random seed so you can compare small changes.

~~~text
hand-pour coffee and a glass server on a wooden bar at dawn, blurred city street outside, commercial product photography, warm backlight, shallow depth of field, empty space on the left --ar 16:9 --s 80 --no text
~~~

## DALL-E: write full sentences

[DALL-E](/details/dall-e) follows natural language well, so describe the scene in a short paragraph. OpenAI's documentation says DALL-E 3 **rewrites the prompt you send** for safety and to add detail. If you need the picture to follow your words literally, say so ("do not add other objects") and check the revised prompt the API returns.

## Stable Diffusion: positive and negative prompts

Interfaces for [Stable Diffusion](/details/stable-diffusion) running locally usually have two boxes: the prompt describes what you want, and the **negative prompt** lists what you do not want, such as "blurry, extra fingers, watermark". Negative prompts remove common defects well, but a list of dozens of words starts to suppress the picture itself.

## Iterate one change at a time

- Start with a short prompt, generate four images and keep the one closest to what you want.
- Fix the seed and change one thing at a time (light, style or composition) so you can see what each change does.
- For posters with lettering, try [Ideogram](/details/ideogram) or [FLUX](/details/flux), which render text better.

## Checklist

- Are subject, setting, style, light and composition all there?
- Does the aspect ratio match where the image will be used?
- Did you say what you do not want?
- Before commercial use, read the product's terms for generated images.`,
    },
  },
  {
    slug: 'choose-an-ai-coding-assistant',
    day: '2025-07-08',
    tags: ['coding', 'developers'],
    products: ['github-copilot', 'cursor', 'windsurf', 'claude-code', 'cline', 'tabnine'],
    sources: [
      { name: 'GitHub Blog: GitHub Copilot Free in VS Code', url: 'https://github.blog/news-insights/product-news/github-copilot-in-vscode-free/' },
      { name: 'Anthropic: Claude Code overview', url: 'https://docs.anthropic.com/en/docs/claude-code/overview' },
      { name: 'Cline on GitHub', url: 'https://github.com/cline/cline' },
      { name: 'Cursor Docs', url: 'https://docs.cursor.com/' },
    ],
    zh: {
      title: '怎样选 AI 编程助手：补全、对话、编辑器还是终端代理',
      summary: 'AI 编程工具分成四种用法：行内补全、侧栏对话、AI 原生编辑器和终端里的代理。按你的语言、仓库大小、隐私要求和预算来选，并用一个真实任务试一周。',
      body: `"哪个 AI 编程助手最好"没有统一答案。先弄清楚你需要哪一种用法，再在同类产品里比较。

## 四种用法

### 行内补全

在你打字时给出下一行或下一段代码，按 Tab 接受。[GitHub Copilot](/details/github-copilot) 和 [Tabnine](/details/tabnine) 都从这里起家。适合日常编码提速，对工作流改动最小。

### 编辑器里的对话

在侧栏里问"这段代码做什么"、"帮我写测试"，AI 能读当前文件或选中的代码。现在大多数插件都有。

### AI 原生编辑器

[Cursor](/details/cursor) 和 [Windsurf](/details/windsurf) 是基于 VS Code 的编辑器，把多文件修改、代码库检索和代理模式做进了编辑器本身。Cursor 可以导入 VS Code 的扩展和设置，迁移成本低。

### 终端里的代理

[Claude Code](/details/claude-code) 是 Anthropic 的命令行工具，按官方文档，它在终端里读代码库、改文件、运行命令，用 npm 安装：

~~~bash
npm install -g @anthropic-ai/claude-code
cd your-project && claude
~~~

开源的 [Cline](/details/cline) 则是 VS Code 扩展形式的代理，使用你自己的模型 API Key，每一步修改和命令都请你确认。

## 选型要看的五件事

1. **语言和框架**：用你的主力语言写一个真实的小功能来试，而不是看演示。
2. **代码库规模**：大仓库要看它怎样检索上下文——能否引用整个目录、能否读取文档。
3. **隐私与合规**：代码会不会被用于训练？有没有企业版、私有部署或自带 Key 的选项？
4. **价格**：GitHub 在 2024 年 12 月推出了 Copilot Free，每月含 2,000 次代码补全和 50 条对话消息；重度使用一般需要付费档。自带 Key 的工具按模型调用量计费。
5. **团队习惯**：团队都在 JetBrains 里，就优先看支持 JetBrains 的插件。

## 一周试用法

- 第 1–2 天：只用补全，记录接受率。
- 第 3–4 天：让它写单元测试、解释陌生代码。
- 第 5 天：交给它一个跨多个文件的小需求，看它计划是否合理、改动能否通过测试。
- 全程：每次合并前自己读一遍 diff。AI 写的代码和同事写的代码一样需要评审。

## 常见误区

- **只看模型排名**：同一个模型在不同工具里表现差别很大，差别来自上下文检索和交互设计。
- **一次给太大的任务**：把需求拆成能在一次评审里读完的改动。
- **忽略密钥安全**：别把 \`.env\` 等文件交给代理读取，必要时在工具设置里排除。`,
    },
    en: {
      title: 'Choosing an AI coding assistant: completion, chat, editor or terminal agent',
      summary: 'AI coding tools come in four shapes: inline completion, chat in the editor, AI-first editors and agents in the terminal. Choose by language, repository size, privacy and budget, then try one on a real task for a week.',
      body: `There is no single "best AI coding assistant". First decide which way of working you need, then compare products of that kind.

## Four ways of working

### Inline completion

Suggestions for the next line or block as you type, accepted with Tab. [GitHub Copilot](/details/github-copilot) and [Tabnine](/details/tabnine) started here. It speeds up everyday coding and changes your workflow the least.

### Chat in the editor

Ask "what does this do?" or "write tests for this" in a side panel; the assistant reads the current file or selection. Most plugins now have it.

### AI-first editors

[Cursor](/details/cursor) and [Windsurf](/details/windsurf) are editors built on VS Code that put multi-file edits, codebase search and agent modes into the editor itself. Cursor can import VS Code extensions and settings, so moving over is cheap.

### Agents in the terminal

[Claude Code](/details/claude-code) is Anthropic's command-line tool. Its documentation describes it reading your codebase, editing files and running commands from the terminal; it installs with npm:

~~~bash
npm install -g @anthropic-ai/claude-code
cd your-project && claude
~~~

The open-source [Cline](/details/cline) is an agent in a VS Code extension that uses your own model API key and asks you to approve each edit and command.

## Five things to compare

1. **Languages and frameworks**: build a small real feature in your main language instead of watching demos.
2. **Repository size**: in a large repository, look at how it finds context: can you point it at a folder, can it read your docs?
3. **Privacy and compliance**: is your code used for training? Is there a business plan, self-hosting, or bring-your-own-key?
4. **Price**: in December 2024 GitHub launched Copilot Free with 2,000 code completions and 50 chat messages a month; heavy use usually needs a paid plan. Bring-your-own-key tools cost whatever the model calls cost.
5. **Team habits**: if the team lives in JetBrains IDEs, start with assistants that support them.

## A one-week trial

- Days 1-2: completion only; note how often you accept suggestions.
- Days 3-4: ask it to write unit tests and explain unfamiliar code.
- Day 5: give it a small change that spans several files; check whether its plan makes sense and whether the result passes the tests.
- Throughout: read every diff before merging. Code from an assistant needs review like code from a colleague.

## Common mistakes

- **Choosing by model rankings alone**: the same model performs very differently in different tools; the difference is context retrieval and interaction design.
- **Handing over huge tasks**: split work into changes you can review in one sitting.
- **Leaking secrets**: keep files such as \`.env\` away from agents; exclude them in the tool's settings if needed.`,
    },
  },
  {
    slug: 'set-up-an-mcp-server-in-claude-desktop-and-cursor',
    day: '2025-05-20',
    tags: ['mcp', 'developers'],
    products: ['claude', 'cursor'],
    sources: [
      { name: 'Model Context Protocol: For Claude Desktop users', url: 'https://modelcontextprotocol.io/quickstart/user' },
      { name: 'Cursor Docs: Model Context Protocol', url: 'https://docs.cursor.com/context/model-context-protocol' },
      { name: 'Anthropic: Introducing the Model Context Protocol', url: 'https://www.anthropic.com/news/model-context-protocol' },
    ],
    zh: {
      title: '在 Claude Desktop 和 Cursor 里配置 MCP 服务器',
      summary: 'MCP 让 AI 应用以统一方式连接文件、数据库和各种服务。本文以官方的文件系统服务器为例，讲清楚配置文件在哪里、怎么写、怎么排错。',
      body: `MCP（Model Context Protocol，模型上下文协议）由 Anthropic 在 2024 年 11 月开源，定义了 AI 应用（客户端）和外部工具（服务器）之间的通信方式。配置一次，模型就能在对话中调用服务器提供的工具。

## 准备工作

- 安装 Node.js（很多服务器用 \`npx\` 启动）；Python 写的服务器常用 \`uvx\`。
- 在本站的 [MCP 服务器库](/mcp) 里找到要用的服务器，详情页有可复制的配置。
- 只安装你信任的服务器：它们在你的电脑上以你的权限运行。

## Claude Desktop

按 MCP 官方的用户快速入门，在 [Claude](/details/claude) 桌面版的"设置 → 开发者"里点"编辑配置"，会打开 \`claude_desktop_config.json\`：

- macOS：\`~/Library/Application Support/Claude/claude_desktop_config.json\`
- Windows：\`%APPDATA%\\Claude\\claude_desktop_config.json\`

加入文件系统服务器，允许它访问两个目录：

~~~json
{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": [
        "-y",
        "@modelcontextprotocol/server-filesystem",
        "/Users/you/Desktop",
        "/Users/you/Downloads"
      ]
    }
  }
}
~~~

保存后**完全退出并重启** Claude Desktop。对话框里出现工具图标，就说明服务器已连接。模型每次调用工具前都会请你确认。

## Cursor

[Cursor](/details/cursor) 的文档说明了两个位置：

- 项目级：项目根目录下的 \`.cursor/mcp.json\`，只对这个项目生效，适合提交给团队；
- 全局：主目录下的 \`~/.cursor/mcp.json\`，对所有项目生效。

文件格式同样是 \`mcpServers\` 对象。需要密钥的服务器用 \`env\` 传入：

~~~json
{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "<your token>" }
    }
  }
}
~~~

不要把真实令牌提交进仓库：项目级文件里的密钥请改用环境变量或只放在全局配置里。

## 排错

- **工具没出现**：检查 JSON 语法（多一个逗号就会失败），并确认已完全重启客户端。
- **命令找不到**：图形界面程序可能读不到你终端里的 PATH，把 \`npx\` 换成绝对路径试试。
- **看日志**：Claude Desktop 在 macOS 上的日志位于 \`~/Library/Logs/Claude\`，文件名以 \`mcp\` 开头。
- **先单独调试**：用本站的 [MCP 调试台](/mcp/playground) 连一下远程服务器，确认它本身能列出工具。

## 下一步

连上文件系统后，可以试试数据库、浏览器自动化或搜索类服务器；[MCP 案例](/mcp/cases) 里有把几个服务器组合起来完成任务的例子。`,
    },
    en: {
      title: 'Setting up an MCP server in Claude Desktop and Cursor',
      summary: 'MCP lets AI applications connect to files, databases and services in one standard way. Using the official filesystem server, this guide shows where the config files are, what goes in them and how to debug them.',
      body: `MCP (the Model Context Protocol) was open-sourced by Anthropic in November 2024. It defines how AI applications (clients) talk to external tools (servers). Configure a server once and the model can call its tools during a conversation.

## Before you start

- Install Node.js (many servers start with \`npx\`); servers written in Python often use \`uvx\`.
- Find the server you want in this site's [MCP server library](/mcp); its page has configs to copy.
- Install only servers you trust: they run on your computer with your permissions.

## Claude Desktop

Following the MCP user quickstart, open Settings, then Developer, then "Edit Config" in the [Claude](/details/claude) desktop app. That opens \`claude_desktop_config.json\`:

- macOS: \`~/Library/Application Support/Claude/claude_desktop_config.json\`
- Windows: \`%APPDATA%\\Claude\\claude_desktop_config.json\`

Add the filesystem server and allow it two folders:

~~~json
{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": [
        "-y",
        "@modelcontextprotocol/server-filesystem",
        "/Users/you/Desktop",
        "/Users/you/Downloads"
      ]
    }
  }
}
~~~

Save, then **quit Claude Desktop completely and start it again**. A tools icon in the chat box means the server is connected. The model asks for your approval before each tool call.

## Cursor

[Cursor](/details/cursor)'s documentation names two places:

- per project: \`.cursor/mcp.json\` in the project root, for that project only and easy to share with a team;
- global: \`~/.cursor/mcp.json\` in your home folder, for every project.

The format is the same \`mcpServers\` object. Servers that need a key take it through \`env\`:

~~~json
{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "<your token>" }
    }
  }
}
~~~

Never commit a real token: keep keys out of project files and put them in the global config or your environment.

## Troubleshooting

- **No tools appear**: check the JSON (one extra comma breaks it) and make sure the client really restarted.
- **Command not found**: desktop apps may not see your shell's PATH; try the absolute path of \`npx\`.
- **Read the logs**: on macOS Claude Desktop writes them to \`~/Library/Logs/Claude\`, in files whose names start with \`mcp\`.
- **Test the server alone**: connect a remote server in this site's [MCP playground](/mcp/playground) to check that it lists its tools.

## Next steps

Once the filesystem works, try database, browser automation or search servers; the [MCP use cases](/mcp/cases) show several servers combined to finish a task.`,
    },
  },
  {
    slug: 'run-an-open-weights-model-locally-with-ollama',
    day: '2025-04-16',
    tags: ['local-models', 'open-models'],
    products: ['ollama', 'open-webui', 'lm-studio', 'jan'],
    sources: [
      { name: 'Ollama on GitHub (README)', url: 'https://github.com/ollama/ollama' },
      { name: 'Ollama API documentation', url: 'https://github.com/ollama/ollama/blob/main/docs/api.md' },
      { name: 'Ollama Blog: OpenAI compatibility', url: 'https://ollama.com/blog/openai-compatibility' },
    ],
    zh: {
      title: '用 Ollama 在自己的电脑上运行开源权重模型',
      summary: '不联网、不按 token 付费，也能用上大模型。本文讲 Ollama 的安装、选模型与内存、命令行与 API 调用，以及给它接一个聊天界面。',
      body: `[Ollama](/details/ollama) 是一个在本机下载和运行开源权重模型的工具，支持 macOS、Windows 和 Linux。模型在你的电脑上运行，数据不出本机。

## 安装

macOS 和 Windows 从官网下载安装包；Linux 用官方脚本：

~~~bash
curl -fsSL https://ollama.com/install.sh | sh
~~~

安装后 Ollama 会在后台运行一个服务，默认监听 \`127.0.0.1:11434\`。

## 选模型：先看内存

Ollama 的 README 给了一个经验值：运行 7B 模型至少需要 8 GB 可用内存，13B 需要 16 GB，33B 需要 32 GB。有独立显卡时，显存够放下模型会快很多。第一次尝试，建议从 3B–8B 的模型开始。

~~~bash
ollama run llama3.2        # 下载并开始对话
ollama pull qwen2.5:7b     # 只下载
ollama list                # 已下载的模型
ollama rm llama3.2         # 删除
~~~

输入 \`/bye\` 退出对话。

## 通过 API 调用

本地服务提供 REST API，例如：

~~~bash
curl http://localhost:11434/api/chat -d '{
  "model": "llama3.2",
  "messages": [{ "role": "user", "content": "用一句话解释什么是向量数据库" }],
  "stream": false
}'
~~~

Ollama 还提供与 OpenAI 兼容的接口（\`http://localhost:11434/v1\`），很多支持 OpenAI SDK 的程序把 base URL 改过来、API Key 随便填一个值，就能用本地模型。

## 加一个聊天界面

命令行不方便时，可以用 [Open WebUI](/details/open-webui) 连接本机的 Ollama，得到类似 ChatGPT 的网页界面，还能上传文档问答。如果更喜欢桌面应用，[LM Studio](/details/lm-studio) 和 [Jan](/details/jan) 也能下载和运行本地模型。

## 本地模型适合做什么

- 处理不能外传的文档：摘要、分类、信息抽取。
- 离线环境下的编程辅助和翻译。
- 开发阶段的低成本测试。

需要最强推理能力或超长上下文时，云端大模型通常仍然更合适。可以在本站 [模型库](/models) 对比各模型的规格。

## 常见问题

- **太慢**：换更小的模型或量化程度更高的版本（如 4-bit），关闭占内存的程序。
- **局域网访问**：服务默认只监听本机；开放到局域网前先想清楚谁能访问它，它没有自带登录。`,
    },
    en: {
      title: 'Running an open-weights model locally with Ollama',
      summary: 'Use a large language model with no network and no per-token bill. This guide covers installing Ollama, choosing a model for your memory, the command line and the API, and adding a chat interface.',
      body: `[Ollama](/details/ollama) downloads and runs open-weights models on your own computer, on macOS, Windows and Linux. The model runs locally and your data stays on the machine.

## Install

On macOS and Windows, download the installer from the website; on Linux use the official script:

~~~bash
curl -fsSL https://ollama.com/install.sh | sh
~~~

Ollama then runs a background service that listens on \`127.0.0.1:11434\` by default.

## Choose a model by memory

Ollama's README gives a rule of thumb: at least 8 GB of RAM for 7B models, 16 GB for 13B and 32 GB for 33B. With a graphics card whose memory holds the whole model, it is much faster. For a first try, start with a model of 3B to 8B parameters.

~~~bash
ollama run llama3.2        # download and start chatting
ollama pull qwen2.5:7b     # download only
ollama list                # models on this machine
ollama rm llama3.2         # delete
~~~

Type \`/bye\` to leave the chat.

## Call it through the API

The local service has a REST API:

~~~bash
curl http://localhost:11434/api/chat -d '{
  "model": "llama3.2",
  "messages": [{ "role": "user", "content": "Explain a vector database in one sentence" }],
  "stream": false
}'
~~~

Ollama also offers an OpenAI-compatible endpoint at \`http://localhost:11434/v1\`: many programs built on the OpenAI SDK work with a local model once you change the base URL and set any value as the API key.

## Add a chat interface

When the command line gets in the way, [Open WebUI](/details/open-webui) connects to your local Ollama and gives you a ChatGPT-like web interface, including questions over uploaded documents. If you prefer a desktop app, [LM Studio](/details/lm-studio) and [Jan](/details/jan) also download and run local models.

## What local models are good for

- Documents that must not leave the building: summaries, classification, extraction.
- Coding help and translation offline.
- Cheap testing while you develop.

For the strongest reasoning or very long contexts, large hosted models are usually still the better choice; compare specs in this site's [model library](/models).

## Common problems

- **Too slow**: use a smaller model or a more heavily quantised variant (such as 4-bit) and close memory-hungry programs.
- **Access from the local network**: the service listens on this machine only by default. Before opening it up, decide who may reach it: it has no login of its own.`,
    },
  },
  {
    slug: 'estimate-llm-api-costs',
    day: '2025-08-02',
    tags: ['api-costs', 'developers'],
    products: ['chatgpt', 'claude', 'deepseek'],
    sources: [
      { name: 'OpenAI Help: What are tokens and how to count them?', url: 'https://help.openai.com/en/articles/4936856-what-are-tokens-and-how-to-count-them' },
      { name: 'DeepSeek API Docs: Token & Token Usage', url: 'https://api-docs.deepseek.com/quick_start/token_usage' },
      { name: 'OpenAI: Batch API guide', url: 'https://platform.openai.com/docs/guides/batch' },
      { name: 'Anthropic: Prompt caching', url: 'https://docs.anthropic.com/en/docs/build-with-claude/prompt-caching' },
    ],
    zh: {
      title: '估算大模型 API 成本：token、单价与省钱的三个开关',
      summary: '大模型 API 按 token 计费，输入和输出单价不同。本文给出估算 token 的经验值、一个可套用的月成本公式，以及批处理和提示缓存两种官方降价方式。',
      body: `上线一个调用大模型 API 的功能之前，最好先算一笔账。算法不复杂：**请求次数 ×（输入 token × 输入单价 + 输出 token × 输出单价）**。

## 第一步：估算 token

token 是模型处理文本的单位，不等于字数。两个来自官方文档的经验值：

- OpenAI：英文里 1 个 token 约等于 4 个字符，约 3/4 个单词。
- DeepSeek：1 个英文字符约 0.3 个 token，1 个中文字符约 0.6 个 token。

不同模型的分词器不同，经验值只用于估算；上线后以接口返回的 \`usage\` 字段为准。

## 第二步：拆开输入和输出

- **输入**包括系统提示词、历史对话、检索到的资料和用户的问题。多轮对话里，历史会在每一轮重复计费。
- **输出**是模型生成的内容。输出单价通常是输入的数倍，所以限制输出长度很有效。

## 第三步：套公式

下面是一个客服问答的例子。**单价是为演示设定的示例值，不是任何厂商的报价**，请到本站 [模型库](/models) 或厂商定价页查当前价格。

| 项目 | 数值 |
| --- | --- |
| 每天请求 | 5,000 次 |
| 每次输入 | 1,500 token |
| 每次输出 | 300 token |
| 示例输入单价 | 每百万 token 2 元 |
| 示例输出单价 | 每百万 token 8 元 |

每天成本 = 5,000 ×（1,500 × 2 + 300 × 8）÷ 1,000,000 = 27 元，一个月约 810 元。

本站的 [模型成本计算器](/models/calculator) 可以直接代入不同模型的单价比较。

## 三个省钱开关

1. **批处理**：不需要实时返回的任务（批量打标签、离线摘要）可以用批处理接口。OpenAI 的 Batch API 在 24 小时内返回结果，费用比同步调用低 50%。
2. **提示缓存**：很长且不变的系统提示词或资料放在开头，可以利用缓存。以 Anthropic 为例，命中缓存的读取按基础输入单价的 10% 计费（写入缓存另有加价）。
3. **选对模型**：分类、抽取这类简单任务用小模型；只在确实需要时调用最强的模型。可以先让小模型处理，低置信度时再升级。

## 别忘了的隐性成本

- 失败重试和超时重发。
- 检索增强（RAG）塞进提示词的资料。
- 开发测试阶段的调用量。

给每个 API Key 设置用量上限和告警，比事后看账单安心得多。`,
    },
    en: {
      title: 'Estimating LLM API costs: tokens, prices and three ways to pay less',
      summary: 'LLM APIs bill by token, with different prices for input and output. This guide gives rules of thumb for counting tokens, a monthly cost formula to reuse, and the two discounts providers document: batch processing and prompt caching.',
      body: `Before you ship a feature that calls an LLM API, do the sums. The formula is simple: **requests x (input tokens x input price + output tokens x output price)**.

## Step 1: estimate tokens

Tokens are the units a model reads and writes; they are not words. Two rules of thumb from providers' documentation:

- OpenAI: in English, 1 token is about 4 characters, or about 3/4 of a word.
- DeepSeek: 1 English character is about 0.3 tokens and 1 Chinese character about 0.6 tokens.

Tokenizers differ between models, so use these only for estimates; once live, trust the \`usage\` field the API returns.

## Step 2: separate input and output

- **Input** is the system prompt, the conversation so far, any retrieved documents and the user's question. In a multi-turn chat the history is billed again on every turn.
- **Output** is what the model writes. Output tokens usually cost several times more than input tokens, so capping the output length pays off.

## Step 3: apply the formula

A customer-support example follows. **The prices are example values chosen for the illustration, not any provider's price list**; look up current prices in this site's [model library](/models) or on the provider's pricing page.

| Item | Value |
| --- | --- |
| Requests per day | 5,000 |
| Input per request | 1,500 tokens |
| Output per request | 300 tokens |
| Example input price | $0.30 per million tokens |
| Example output price | $1.20 per million tokens |

Cost per day = 5,000 x (1,500 x 0.30 + 300 x 1.20) / 1,000,000 = $4.05, about $122 a month.

This site's [model cost calculator](/models/calculator) does the same sum with each model's prices.

## Three ways to pay less

1. **Batch processing**: work that does not need an answer right away (bulk labelling, overnight summaries) can go through a batch endpoint. OpenAI's Batch API returns results within 24 hours at 50% less than synchronous calls.
2. **Prompt caching**: put long, unchanging instructions or documents at the start of the prompt so they can be cached. At Anthropic, for example, cache reads cost 10% of the base input price (writing to the cache costs extra).
3. **The right model**: use small models for simple tasks such as classification and extraction, and call the strongest model only when needed. A small model can go first and hand over when it is unsure.

## Hidden costs

- Retries after failures and timeouts.
- Documents that retrieval (RAG) adds to each prompt.
- Calls made while developing and testing.

Set usage limits and alerts on every API key: it is calmer than reading the bill afterwards.`,
    },
  },
  {
    slug: 'build-a-rag-knowledge-base',
    day: '2025-06-28',
    tags: ['rag', 'agents'],
    products: ['dify', 'fastgpt', 'ragflow', 'maxkb', 'anythingllm', 'llamaindex'],
    sources: [
      { name: 'Lewis et al., Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks (arXiv:2005.11401)', url: 'https://arxiv.org/abs/2005.11401' },
      { name: 'Dify Docs: Knowledge', url: 'https://docs.dify.ai/guides/knowledge-base' },
      { name: 'LlamaIndex Docs: Introduction to RAG', url: 'https://docs.llamaindex.ai/en/stable/understanding/rag/' },
    ],
    zh: {
      title: '搭建 RAG 知识库：让大模型按你的资料回答',
      summary: '检索增强生成（RAG）先从你的文档里找出相关段落，再让模型据此作答并给出出处。本文讲清楚流程的五个环节、切分与检索的取舍，以及怎样评估效果。',
      body: `大模型不知道你公司的制度、产品手册和最新数据。把这些资料全部塞进提示词既贵又放不下。**检索增强生成**（Retrieval-Augmented Generation，RAG）的做法是：先检索，再生成。这个名字来自 Lewis 等人 2020 年的论文。

## 流程的五个环节

1. **导入**：收集 PDF、网页、Word、数据库导出等资料，先清理页眉页脚和重复内容。
2. **切分**：把长文档切成段落大小的片段（chunk）。
3. **向量化**：用嵌入模型把每个片段变成向量，存进向量数据库。
4. **检索**：用户提问时，找出与问题最相近的若干片段。
5. **生成**：把这些片段和问题一起交给大模型，要求它只依据资料回答并标注出处。

## 不写代码的做法

[Dify](/details/dify)、[FastGPT](/details/fastgpt)、[MaxKB](/details/maxkb) 和 [RAGFlow](/details/ragflow) 都提供"上传文档 → 自动切分与索引 → 配置问答应用"的界面，其中不少可以私有部署。个人使用可以试试桌面版的 [AnythingLLM](/details/anythingllm)。以 Dify 为例：创建知识库、上传文件、选择切分方式和索引方式，然后在应用里关联这个知识库即可。

## 写代码的做法

需要更多控制时，用 [LlamaIndex](/details/llamaindex) 这类框架，几十行代码就能完成加载、索引和问答：

~~~python
from llama_index.core import VectorStoreIndex, SimpleDirectoryReader

documents = SimpleDirectoryReader("./docs").load_data()
index = VectorStoreIndex.from_documents(documents)
print(index.as_query_engine().query("年假怎么计算？"))
~~~

## 效果好坏取决于这几处

- **切分大小**：太小会丢上下文，太大会混进无关内容。从几百字一段、相邻段落略有重叠开始试。
- **按结构切**：有标题的文档按章节切，表格单独处理。
- **混合检索**：关键词检索擅长型号、编号这类精确词，向量检索擅长意思相近的问法，两者结合通常更稳。
- **重排序**：先粗检索 20 段，再用重排序模型选出最相关的 3–5 段。
- **提示词约束**：要求"资料里没有就说不知道"，并引用片段来源。

## 怎样评估

准备 30–50 个真实问题和标准答案，每次调整后跑一遍，分别看两件事：**检索到的片段对不对**、**回答是否忠于片段**。多数问题出在检索，而不是生成。

## 上线前的检查

- 资料有权限区分吗？不同部门的人不应检索到彼此的机密文档。
- 资料更新后索引会同步吗？
- 回答里有可以点开的出处吗？`,
    },
    en: {
      title: 'Building a RAG knowledge base: answers from your own documents',
      summary: 'Retrieval-augmented generation (RAG) finds the relevant passages in your documents first, then has the model answer from them with citations. This guide covers the five stages, the trade-offs in chunking and retrieval, and how to measure quality.',
      body: `A language model does not know your company's policies, manuals or latest figures, and pasting all of them into every prompt is expensive and does not fit. **Retrieval-augmented generation** (RAG) retrieves first and generates second. The name comes from a 2020 paper by Lewis and colleagues.

## Five stages

1. **Ingest**: collect PDFs, web pages, Word files and database exports; strip headers, footers and duplicates.
2. **Chunk**: split long documents into paragraph-sized pieces.
3. **Embed**: turn each chunk into a vector with an embedding model and store it in a vector database.
4. **Retrieve**: when a question arrives, find the chunks closest to it.
5. **Generate**: give the model those chunks with the question and ask it to answer only from them, citing where each fact came from.

## Without code

[Dify](/details/dify), [FastGPT](/details/fastgpt), [MaxKB](/details/maxkb) and [RAGFlow](/details/ragflow) all offer "upload documents, chunk and index automatically, configure a Q&A app" in the browser, and several can be self-hosted. For personal use, try the desktop app [AnythingLLM](/details/anythingllm). In Dify, for example, you create a knowledge base, upload files, pick the chunking and indexing settings, then attach the knowledge base to an app.

## With code

For more control, a framework such as [LlamaIndex](/details/llamaindex) loads, indexes and answers in a few lines:

~~~python
from llama_index.core import VectorStoreIndex, SimpleDirectoryReader

documents = SimpleDirectoryReader("./docs").load_data()
index = VectorStoreIndex.from_documents(documents)
print(index.as_query_engine().query("How is annual leave calculated?"))
~~~

## What decides quality

- **Chunk size**: too small loses context, too large mixes in unrelated text. Start with a few hundred words per chunk and a little overlap between neighbours.
- **Chunk by structure**: split documents with headings by section and handle tables separately.
- **Hybrid search**: keyword search is good at exact terms such as model numbers, vector search at questions phrased differently; combining them is usually more robust.
- **Reranking**: retrieve 20 chunks roughly, then let a reranking model pick the 3 to 5 most relevant.
- **Prompt rules**: require "say you don't know if the documents don't say", and cite the source of each chunk.

## How to measure

Write down 30 to 50 real questions with correct answers and run them after every change. Check two things separately: **were the right chunks retrieved**, and **does the answer stay faithful to them**. Most problems are in retrieval, not generation.

## Before going live

- Are permissions respected? People in one department should not retrieve another's confidential documents.
- Does the index follow when documents change?
- Does every answer carry a source the reader can open?`,
    },
  },
  {
    slug: 'geo-basics-being-cited-by-ai-answers',
    day: '2025-09-10',
    tags: ['geo', 'search'],
    products: ['perplexity', 'chatgpt'],
    sources: [
      { name: 'Aggarwal et al., GEO: Generative Engine Optimization (arXiv:2311.09735)', url: 'https://arxiv.org/abs/2311.09735' },
      { name: 'llms.txt proposal', url: 'https://llmstxt.org/' },
      { name: 'OpenAI: Introducing ChatGPT search', url: 'https://openai.com/index/introducing-chatgpt-search/' },
    ],
    zh: {
      title: 'GEO 入门：让你的内容被 AI 回答引用',
      summary: '越来越多的人直接向 AI 提问，而不是翻搜索结果。生成式引擎优化（GEO）关心的是：AI 的回答会不会提到你、引用你。本文讲原理、研究结论和一份可执行的清单。',
      body: `[Perplexity](/details/perplexity)、[ChatGPT](/details/chatgpt) 搜索（OpenAI 于 2024 年 10 月推出）这类产品会先检索网页，再把多个来源综合成一段回答，并附上引用。**生成式引擎优化**（Generative Engine Optimization，GEO）研究的就是怎样提高内容在这类回答里的可见度。

## 研究说了什么

"GEO"一词来自 Aggarwal 等人 2023 年的论文。他们在自建的测试集上比较了多种改写方法，发现**加入引用来源、引语和统计数据**这类做法，能让内容在生成式引擎回答中的可见度提升最多约 40%，而堆砌关键词效果不佳。这说明 AI 更倾向引用"可验证、信息密度高"的内容。

## 可执行的清单

### 内容

- 每页回答一个明确的问题，开头两三句先给结论。
- 写具体的事实：数字、日期、版本、价格，并注明出处。
- 用清晰的小标题、列表和表格，方便被截取成片段。
- 保持更新，标出更新日期。

### 技术

- 让页面能被抓取：服务器端渲染正文，不要把关键内容藏在需要登录或脚本加载的地方。
- 提供结构化数据（schema.org），如 Article、Product、FAQPage。
- 维护站点地图，并在 \`robots.txt\` 中明确你对各类爬虫的态度。
- 可以提供 \`/llms.txt\`：2024 年 9 月提出的一个约定，用 Markdown 给语言模型一份网站导览。本站也提供了 [llms.txt](/llms.txt)。

### 品牌

- 在第三方可信来源（评测、百科、行业目录）里有准确的介绍。
- 品牌名、产品名在各处写法一致。

## 怎样衡量

GEO 的效果不像传统排名那样有一个位置数字。可行的办法是：列出用户会问的 20–50 个问题，定期在几款 AI 产品里提问，记录回答是否提到你、引用了哪个页面、描述是否准确。本站的 [GEO 检测](/tools/geo) 和 [品牌追踪](/tools/trackers) 可以帮你自动做这件事。

## 需要专业帮助

如果你想系统地做，可以看看本站的 [GEO 服务](/geo)。`,
    },
    en: {
      title: 'GEO basics: getting your content cited in AI answers',
      summary: 'More and more people ask an AI instead of scanning search results. Generative engine optimisation (GEO) asks whether AI answers mention and cite you. This guide covers how it works, what research found, and a checklist you can act on.',
      body: `Products such as [Perplexity](/details/perplexity) and [ChatGPT](/details/chatgpt) search (launched by OpenAI in October 2024) retrieve web pages first, then combine several sources into one answer with citations. **Generative engine optimisation** (GEO) is about making content more visible in those answers.

## What the research says

The term comes from a 2023 paper by Aggarwal and colleagues. On a benchmark they built, they compared ways of rewriting content and found that **adding citations, quotations and statistics** raised visibility in generative engine answers by up to about 40%, while keyword stuffing did poorly. AI answers favour content that is verifiable and dense with information.

## A checklist

### Content

- Answer one clear question per page, and give the answer in the first two or three sentences.
- State concrete facts (numbers, dates, versions, prices) and name their sources.
- Use clear headings, lists and tables, so passages can be quoted on their own.
- Keep pages current and show when they were updated.

### Technical

- Make pages crawlable: render the main text on the server, and do not hide key content behind logins or scripts.
- Add structured data (schema.org) such as Article, Product and FAQPage.
- Keep a sitemap, and state in \`robots.txt\` how you treat each kind of crawler.
- Consider \`/llms.txt\`: a convention proposed in September 2024 that gives language models a Markdown map of a site. This site has one at [llms.txt](/llms.txt).

### Brand

- Be described accurately in trusted third-party sources (reviews, encyclopaedias, industry directories).
- Spell brand and product names the same way everywhere.

## How to measure

GEO has no single ranking position to watch. What works: list 20 to 50 questions your users ask, ask them regularly in several AI products, and record whether the answer mentions you, which page it cites and whether the description is right. This site's [GEO check](/tools/geo) and [brand tracker](/tools/trackers) automate that.

## Professional help

To do it systematically, see this site's [GEO services](/geo).`,
    },
  },
  {
    slug: 'prompting-chat-assistants-for-better-answers',
    day: '2025-03-18',
    tags: ['prompting', 'chatbots'],
    products: ['chatgpt', 'claude', 'deepseek', 'kimi', 'doubao'],
    sources: [
      { name: 'OpenAI: Prompt engineering guide', url: 'https://platform.openai.com/docs/guides/prompt-engineering' },
      { name: 'Anthropic: Prompt engineering overview', url: 'https://docs.anthropic.com/en/docs/build-with-claude/prompt-engineering/overview' },
    ],
    zh: {
      title: '和 AI 助手说清楚：提示词的六个基本功',
      summary: '同一个模型，问法不同，回答质量差别很大。本文总结 OpenAI 和 Anthropic 官方提示词指南里反复出现的做法，配上可以直接改用的模板。',
      body: `[ChatGPT](/details/chatgpt)、[Claude](/details/claude)、[DeepSeek](/details/deepseek)、[Kimi](/details/kimi)、[豆包](/details/doubao) 这些助手背后的模型各不相同，但 OpenAI 和 Anthropic 的官方提示词指南给出的建议高度一致。

## 1. 把背景和目标说完整

模型不知道你是谁、要拿结果做什么。比较：

- 差："写个产品介绍。"
- 好："我在做一款面向小餐馆的排队小程序，要在应用商店上架。请写 150 字以内的介绍，突出免下载和叫号提醒，语气亲切。"

## 2. 给它一个角色

"你是一位有十年经验的劳动法律师"能让回答更贴近专业视角。角色不是魔法，但能帮模型选对用词和关注点。

## 3. 用分隔符区分指令和材料

把要处理的文本放在明确的边界里，避免模型把材料里的句子当成指令。Anthropic 的指南推荐用 XML 风格的标签：

~~~text
请把 <article> 里的文章总结成三条要点，每条不超过 30 字。

<article>
（粘贴文章）
</article>
~~~

## 4. 举例子

想要特定格式，直接给一两个例子（few-shot），比长篇描述格式更有效。

## 5. 让它先想再答

复杂的计算、推理或方案比较，要求"先列出步骤再给结论"。如果用的是推理模型（如 DeepSeek-R1），它本身就会先思考，提示词只需讲清楚问题。

## 6. 指定输出格式和长度

"用表格，列为方案、成本、风险"；"不超过 200 字"；"输出 JSON，字段为……"。格式越明确，越容易直接使用。

## 一个万能模板

~~~text
背景：……
任务：……
要求：
- 受众：……
- 长度：……
- 格式：……
参考材料：<material>……</material>
如果信息不足，先问我问题，不要编造。
~~~

## 迭代，而不是重来

第一版不满意时，指出具体问题（"第二段太笼统，补一个例子"），比整个重新提问更快。把好用的提示词存下来，逐步形成你自己的模板库。`,
    },
    en: {
      title: 'Prompting chat assistants: six habits for better answers',
      summary: 'The same model gives very different answers to differently worded requests. This guide collects the practices that OpenAI\'s and Anthropic\'s prompting guides both recommend, with templates to reuse.',
      body: `[ChatGPT](/details/chatgpt), [Claude](/details/claude), [DeepSeek](/details/deepseek), [Kimi](/details/kimi) and [Doubao](/details/doubao) run on different models, yet the official prompting guides from OpenAI and Anthropic give strikingly similar advice.

## 1. Give the full context and goal

The model does not know who you are or what the result is for. Compare:

- Weak: "Write a product description."
- Better: "I am building a queueing mini-app for small restaurants, to be listed in an app store. Write a description of at most 80 words that stresses no download and a text when your table is ready. Friendly tone."

## 2. Give it a role

"You are an employment lawyer with ten years of experience" pulls the answer towards a professional view. A role is not magic, but it helps the model choose vocabulary and focus.

## 3. Separate instructions from material

Put the text to work on inside clear boundaries so the model does not mistake sentences in it for instructions. Anthropic's guide recommends XML-style tags:

~~~text
Summarise the article in <article> as three bullet points of at most 15 words each.

<article>
(paste the article)
</article>
~~~

## 4. Show examples

For a particular format, one or two examples (few-shot) work better than a long description of the format.

## 5. Let it think first

For calculations, reasoning or comparing options, ask it to "list the steps, then give the conclusion". Reasoning models (such as DeepSeek-R1) think first anyway; there, just state the problem clearly.

## 6. Say what the output looks like

"A table with columns option, cost, risk"; "at most 100 words"; "JSON with the fields ...". The clearer the format, the more directly you can use the result.

## A template for most tasks

~~~text
Context: ...
Task: ...
Requirements:
- Audience: ...
- Length: ...
- Format: ...
Material: <material>...</material>
If information is missing, ask me first; do not make things up.
~~~

## Iterate instead of starting over

When the first answer misses, name the problem ("the second paragraph is vague, add an example"); it is faster than asking again from scratch. Save prompts that work and build your own library of templates.`,
    },
  },
  {
    slug: 'work-with-long-documents-in-ai-assistants',
    day: '2025-02-26',
    tags: ['long-context', 'chatbots'],
    products: ['claude', 'gemini', 'kimi', 'chatgpt'],
    sources: [
      { name: 'Anthropic: Context windows', url: 'https://docs.anthropic.com/en/docs/build-with-claude/context-windows' },
      { name: 'Google: Our next-generation model, Gemini 1.5', url: 'https://blog.google/technology/ai/google-gemini-next-generation-model-february-2024/' },
      { name: 'Anthropic: Long context prompting tips', url: 'https://docs.anthropic.com/en/docs/build-with-claude/prompt-engineering/long-context-tips' },
    ],
    zh: {
      title: '用 AI 读长文档：合同、论文和财报的正确打开方式',
      summary: '上下文窗口决定了模型一次能"看"多少内容。本文讲清楚窗口是什么、怎样把长文档交给模型、怎样提问才能得到可核对的答案。',
      body: `把一份 80 页的合同或财报交给 AI 助手，问"有什么风险"，常常得到一段正确但空泛的话。读长文档有方法。

## 上下文窗口是什么

上下文窗口是模型一次能处理的 token 总数，包括你上传的文件、对话历史和它的回答。Anthropic 的文档说明，[Claude](/details/claude) 的模型提供 20 万 token 的上下文窗口；Google 在 2024 年 2 月发布 Gemini 1.5 Pro 时，把 [Gemini](/details/gemini) 的窗口提到了 100 万 token。[Kimi](/details/kimi) 也以长文本阅读见长。

窗口大不等于读得细。文档越长，越需要你告诉模型看哪里、找什么。

## 上传前的准备

- **优先上传文字版**：扫描件要先做文字识别（OCR），否则模型可能只看到图片。
- **去掉无关部分**：封面、目录、大段附录如果用不到就删掉。
- **多份文件分别命名**："2024年报.pdf"、"2023年报.pdf"，提问时按名字引用。

## 提问的顺序

Anthropic 的长上下文提示建议：把长文档放在前面，问题放在最后；并要求模型先摘出相关原文再作答。照这个思路：

1. **先要目录**："列出这份合同的章节结构和每章一句话摘要。"
2. **再定位**："找出所有与违约责任、解除条件相关的条款，逐条引用原文和条款编号。"
3. **最后分析**："根据上面引用的条款，列出对乙方不利的三点，说明理由。"

## 让答案可核对

- 要求"引用原文并注明页码或条款号"。
- 对关键数字，回到原文核对一遍。模型可能把不同表格的数字混在一起。
- 问"文档里有没有提到……"时，补一句"如果没有，请直接说没有"。

## 多份文档的对比

把两年的财报一起上传，要求"用表格对比营收、毛利率、研发投入三项，注明各自出处页码"。表格比段落更容易发现错误。

## 注意保密

上传前确认文件是否允许交给第三方服务。敏感文件可以考虑在本机运行模型，参见[用 Ollama 在本机运行模型](/guide/run-an-open-weights-model-locally-with-ollama)。`,
    },
    en: {
      title: 'Working with long documents in AI assistants: contracts, papers and reports',
      summary: 'The context window decides how much a model can read at once. This guide explains what the window is, how to hand over long documents, and how to ask so that answers can be checked.',
      body: `Upload an 80-page contract or annual report, ask "what are the risks?", and you often get a paragraph that is correct but vague. Reading long documents takes method.

## What a context window is

The context window is the total number of tokens a model handles at once: your files, the conversation so far and its answer. Anthropic's documentation gives [Claude](/details/claude) models a 200,000-token context window; when Google announced Gemini 1.5 Pro in February 2024, it raised [Gemini](/details/gemini)'s window to 1 million tokens. [Kimi](/details/kimi) is also known for reading long texts.

A large window does not mean careful reading. The longer the document, the more you need to tell the model where to look and what to find.

## Before uploading

- **Prefer text**: scanned pages need text recognition (OCR) first, or the model may only see images.
- **Cut what you do not need**: covers, tables of contents and long appendices.
- **Name multiple files clearly**: "annual-report-2024.pdf", "annual-report-2023.pdf", and refer to them by name.

## The order of questions

Anthropic's long-context tips say to put long documents first and the question last, and to have the model quote the relevant passages before answering. Following that:

1. **Ask for the outline**: "List the sections of this contract with a one-sentence summary of each."
2. **Then locate**: "Find every clause about liability for breach and termination; quote each with its clause number."
3. **Then analyse**: "From the clauses quoted above, list three points unfavourable to the supplier and explain why."

## Make answers checkable

- Ask it to "quote the original text and give the page or clause number".
- Check key figures against the document: models can mix numbers from different tables.
- When asking "does the document mention ...", add "if it does not, say so".

## Comparing documents

Upload two years of reports and ask for "a table comparing revenue, gross margin and R&D spending, with the page each figure comes from". Mistakes are easier to spot in a table than in prose.

## Confidentiality

Before uploading, make sure the file may be shared with a third-party service. For sensitive files, consider running a model on your own machine: see [running a model locally with Ollama](/guide/run-an-open-weights-model-locally-with-ollama).`,
    },
  },
  {
    slug: 'build-an-ai-agent-without-code-in-coze-or-dify',
    day: '2025-05-06',
    tags: ['agents', 'no-code'],
    products: ['coze', 'dify'],
    sources: [
      { name: 'Coze documentation', url: 'https://www.coze.com/docs' },
      { name: 'Dify on GitHub (README)', url: 'https://github.com/langgenius/dify' },
      { name: 'Dify Docs', url: 'https://docs.dify.ai/' },
    ],
    zh: {
      title: '不写代码做一个 AI 智能体：用扣子或 Dify 搭建客服助手',
      summary: '智能体 = 模型 + 指令 + 知识 + 工具 + 流程。本文以"门店客服助手"为例，走一遍在扣子（Coze）或 Dify 里搭建、测试和发布的完整过程。',
      body: `"智能体"（Agent）听起来复杂，拆开来就是五样东西：**模型**负责理解和生成，**指令**规定它的身份和边界，**知识**提供它该知道的资料，**工具**让它能查询和操作外部系统，**流程**把多个步骤串起来。[扣子](/details/coze)和 [Dify](/details/dify) 都能在网页上把这五样东西拼起来。

## 选平台

- **扣子（Coze）**：字节跳动推出的智能体平台，插件丰富，可以发布到多个聊天渠道。
- **Dify**：开源的 LLM 应用开发平台，可以用 Docker Compose 在自己的服务器上部署，适合对数据位置有要求的团队：

~~~bash
git clone https://github.com/langgenius/dify.git
cd dify/docker
cp .env.example .env
docker compose up -d
~~~

## 第一步：写指令

指令（人设与回复逻辑）决定了助手的行为。示例：

~~~text
你是"小满咖啡"的门店客服。只回答与门店、菜单、会员和订单有关的问题。
- 营业时间、地址以知识库为准，不知道就说不知道，并给出人工客服电话。
- 不承诺退款，退款问题引导用户提交订单号。
- 回复不超过 100 字，语气亲切。
~~~

## 第二步：加知识

上传菜单、会员规则、常见问题文档。平台会自动切分和建立索引（原理见[搭建 RAG 知识库](/guide/build-a-rag-knowledge-base)）。上传后先用几个问题测试检索结果是否命中。

## 第三步：加工具

例如查询订单状态：接入一个 HTTP 接口，告诉模型这个工具的用途和参数。模型会在用户提供订单号时自动调用。工具越少、描述越清楚，调用越准确。

## 第四步：用流程处理固定步骤

有些步骤必须按顺序执行，比如"识别意图 → 查询订单 → 按状态选择回复模板"。这时用工作流（Workflow）比让模型自由发挥更可靠。

## 第五步：测试与发布

- 准备 20 个真实问题，包括刁钻的和无关的（"帮我写作业"），确认它会拒绝越界请求。
- 检查它会不会编造营业时间、价格。
- 发布到网页、小程序或聊天渠道，保留对话日志，每周回看答错的问题并补充知识。

## 成本与限制

平台通常按模型调用量或套餐计费。复杂流程每一步都可能调用一次模型，上线前估算一下单次对话的成本（参见[估算大模型 API 成本](/guide/estimate-llm-api-costs)）。`,
    },
    en: {
      title: 'Building an AI agent without code in Coze or Dify',
      summary: 'An agent is a model plus instructions, knowledge, tools and a flow. Using a shop customer-service assistant as the example, this guide builds, tests and publishes one in Coze or Dify.',
      body: `"Agent" sounds complicated, but it comes apart into five things: a **model** that understands and writes, **instructions** that set its role and limits, **knowledge** it needs, **tools** that let it query and act on other systems, and a **flow** that chains steps together. [Coze](/details/coze) and [Dify](/details/dify) both let you put these together in the browser.

## Choose a platform

- **Coze**: ByteDance's agent platform, with many plugins, publishing to several chat channels.
- **Dify**: an open-source platform for LLM applications that you can run on your own server with Docker Compose, for teams that care where data lives:

~~~bash
git clone https://github.com/langgenius/dify.git
cd dify/docker
cp .env.example .env
docker compose up -d
~~~

## Step 1: write the instructions

The instructions (persona and reply rules) decide how the assistant behaves. For example:

~~~text
You are the customer service of Xiaoman Coffee. Only answer questions about our shops, menu, membership and orders.
- Opening hours and addresses come from the knowledge base; if you do not know, say so and give the support phone number.
- Never promise refunds; ask the customer for the order number instead.
- Answer in at most 60 words, in a friendly tone.
~~~

## Step 2: add knowledge

Upload the menu, membership rules and FAQ. The platform chunks and indexes them automatically (how that works: [building a RAG knowledge base](/guide/build-a-rag-knowledge-base)). Then test a few questions to see whether retrieval finds the right passages.

## Step 3: add tools

For example, order status: connect an HTTP endpoint and describe to the model what the tool does and what parameters it takes. The model calls it when a customer gives an order number. Fewer tools with clearer descriptions get called more accurately.

## Step 4: use a flow for fixed steps

Some steps must happen in order, such as "detect intent, look up the order, choose the reply template by status". A workflow is more reliable there than leaving it to the model.

## Step 5: test and publish

- Prepare 20 real questions, including awkward and off-topic ones ("do my homework"), and check that it declines what is out of scope.
- Check that it never invents opening hours or prices.
- Publish to the web, a mini-app or a chat channel; keep conversation logs and review wrong answers every week, adding knowledge where it was missing.

## Cost and limits

Platforms bill by model usage or by plan. In a complex flow every step may call the model, so estimate the cost of one conversation before launch (see [estimating LLM API costs](/guide/estimate-llm-api-costs)).`,
    },
  },
  {
    slug: 'research-with-ai-search-engines',
    day: '2025-04-02',
    tags: ['search', 'research'],
    products: ['perplexity', 'chatgpt'],
    sources: [
      { name: 'Perplexity: How does Perplexity work?', url: 'https://www.perplexity.ai/hub/faq/how-does-perplexity-work' },
      { name: 'OpenAI: Introducing ChatGPT search', url: 'https://openai.com/index/introducing-chatgpt-search/' },
    ],
    zh: {
      title: '用 AI 搜索做调研：提问、追问和核对来源',
      summary: 'AI 搜索把"找网页、读网页、做摘要"合成了一步，但引用的来源仍需要你核对。本文给出调研类问题的提问方法、追问技巧和一套三分钟核查流程。',
      body: `[Perplexity](/details/perplexity) 会先在网上检索，再把找到的资料综合成一段带编号引用的回答；[ChatGPT](/details/chatgpt) 在 2024 年 10 月推出的搜索功能也会在回答旁列出来源链接。它们省下了大量翻网页的时间，但你仍然是最后的把关人。

## 适合与不适合

- **适合**：快速了解陌生领域、找最新动态、收集多方观点、找到原始资料的入口。
- **不适合**：需要权威结论的医疗、法律、财务决策；只存在于付费数据库或内部系统里的资料。

## 第一问：把范围说清楚

差："电动车电池怎么样？"
好："2024 年以来，磷酸铁锂和三元锂电池在乘用车上的装机占比和各自优缺点，优先引用行业协会和上市公司公告。"

时间范围、地区、对象、希望的来源类型，这四项写进问题里，结果会明显更聚焦。

## 追问：一次只推进一步

- "第 3 条引用的数据出自哪份报告的哪一页？"
- "有没有与这个结论相反的观点？"
- "把上面的信息整理成表格，列出数据、年份和来源。"

追问会沿用前面的上下文，比重新开一个问题更高效。

## 三分钟核查流程

1. **点开引用**：确认链接存在，且原文确实说了这句话。
2. **看来源类型**：一手来源（官方公告、论文、统计局）优先于转述的新闻和自媒体。
3. **看日期**：回答里的"最新"可能是两年前的资料。
4. **交叉验证关键数字**：至少找到两个独立来源。

如果引用的网页里找不到对应内容，就当这条信息不存在。

## 把结果变成成果

- 让它按"结论—证据—来源"的结构输出，方便直接放进报告。
- 保留原始链接，交付前再核一遍。
- 对经常要查的主题，把好的提问方式存成模板。`,
    },
    en: {
      title: 'Researching with AI search engines: asking, following up and checking sources',
      summary: 'AI search merges finding, reading and summarising web pages into one step, but the sources it cites still need checking. This guide covers how to ask research questions, how to follow up, and a three-minute verification routine.',
      body: `[Perplexity](/details/perplexity) searches the web first and then writes an answer from what it found, with numbered citations; the search feature [ChatGPT](/details/chatgpt) launched in October 2024 also lists source links beside its answers. They save a great deal of clicking through pages, but you are still the one who signs off.

## Good and poor uses

- **Good**: getting oriented in an unfamiliar field, finding recent developments, collecting several points of view, finding the way to original documents.
- **Poor**: medical, legal or financial decisions that need an authoritative answer; information that lives only in paid databases or internal systems.

## The first question: set the scope

Weak: "How are EV batteries doing?"
Better: "Since 2024, what shares of passenger-car installations do LFP and NMC batteries have, and what are the pros and cons of each? Prefer industry associations and listed companies' filings as sources."

Time range, region, subject and the kind of source you want: put those four in the question and the results get much more focused.

## Follow-ups: one step at a time

- "Which report, and which page, does the figure in citation 3 come from?"
- "Are there views that contradict this conclusion?"
- "Put the information above in a table with the figure, the year and the source."

Follow-ups keep the earlier context, which is more efficient than starting a new question.

## A three-minute check

1. **Open the citations**: the link exists and the page really says it.
2. **Look at the kind of source**: primary sources (official announcements, papers, statistics offices) beat news retellings and blogs.
3. **Look at the date**: "latest" in an answer may be two years old.
4. **Cross-check key figures**: find at least two independent sources.

If the cited page does not contain the claim, treat the claim as unsupported.

## From answers to work

- Ask for "conclusion, evidence, source" structure, ready to drop into a report.
- Keep the original links and check them again before you deliver.
- Save good questions on recurring topics as templates.`,
    },
  },
  {
    slug: 'use-reasoning-models-like-deepseek-r1',
    day: '2025-03-04',
    tags: ['reasoning', 'open-models', 'local-models'],
    products: ['deepseek', 'ollama', 'chatgpt'],
    sources: [
      { name: 'DeepSeek-R1 on GitHub (README)', url: 'https://github.com/deepseek-ai/DeepSeek-R1' },
      { name: 'Ollama library: deepseek-r1', url: 'https://ollama.com/library/deepseek-r1' },
      { name: 'OpenAI: Reasoning best practices', url: 'https://platform.openai.com/docs/guides/reasoning-best-practices' },
    ],
    zh: {
      title: '用好推理模型：DeepSeek-R1 的提问方式与本地部署',
      summary: '推理模型会先"想"再答，擅长数学、编程和多步分析，但慢且贵。本文讲什么时候该用它、官方建议的提问方式，以及用 Ollama 在本机运行蒸馏版。',
      body: `OpenAI 的 o1 系列和 [DeepSeek](/details/deepseek) 在 2025 年 1 月 20 日发布的 DeepSeek-R1 代表了一类新模型：**推理模型**。它们在回答前生成一段很长的思考过程，在数学、编程和复杂分析上明显更强。

## 什么时候用推理模型

- **用**：多步数学和逻辑题、写或调试复杂代码、在多个约束下做方案比较、审阅合同里相互引用的条款。
- **不用**：写文案、翻译、简单问答、闲聊。这些任务普通模型更快也更便宜，推理模型的长思考反而是浪费。

## 提问方式和普通模型不同

OpenAI 的推理模型最佳实践和 DeepSeek-R1 的 README 给出了相近的建议：

- **简洁直接**：说清楚问题和约束即可，不需要"请一步一步思考"，它本来就会。
- **少用示例**：few-shot 示例可能反而降低表现。
- **指令放进用户消息**：DeepSeek 建议不要使用系统提示词，把所有要求写在用户消息里。
- **温度**：DeepSeek 建议温度设在 0.5–0.7 之间（推荐 0.6），避免重复或不连贯。
- **数学题**：DeepSeek 建议加上"请逐步推理，并把最终答案写在 \\boxed{} 中"。

## 在本机运行蒸馏版

DeepSeek-R1 以 MIT 许可开源，同时发布了基于 Qwen 和 Llama 的蒸馏模型（1.5B 到 70B）。完整的 R1 需要服务器级硬件，但蒸馏版可以用 [Ollama](/details/ollama) 在个人电脑上运行：

~~~bash
ollama run deepseek-r1:7b
~~~

回答中 \`<think>\` 与 \`</think>\` 之间是思考过程，之后才是最终回答。小尺寸的蒸馏模型能力有限，适合体验和轻量任务。安装和硬件要求见[用 Ollama 在本机运行开源模型](/guide/run-an-open-weights-model-locally-with-ollama)。

## 成本要算上思考

通过 API 调用时，思考过程的 token 通常也按输出计费，一次回答的输出可能是普通模型的好几倍。先用少量请求测出平均消耗，再按[估算大模型 API 成本](/guide/estimate-llm-api-costs)里的方法算预算。

## 别全信思考过程

思考过程能帮你理解模型怎么得出结论，但它也可能包含错误的中间步骤。最终结论仍要验证：代码跑测试，数学题代入检查。`,
    },
    en: {
      title: 'Using reasoning models such as DeepSeek-R1: prompting and running them locally',
      summary: 'Reasoning models think before they answer and excel at maths, coding and multi-step analysis, but they are slower and cost more. This guide covers when to use one, how their makers say to prompt them, and running a distilled version with Ollama.',
      body: `OpenAI's o1 series and DeepSeek-R1, released by [DeepSeek](/details/deepseek) on 20 January 2025, represent a new kind of model: **reasoning models**. They write a long chain of thought before answering and are clearly stronger at maths, coding and complex analysis.

## When to use one

- **Use**: multi-step maths and logic, writing or debugging complex code, comparing options under several constraints, reviewing contract clauses that refer to each other.
- **Skip**: copywriting, translation, simple questions, small talk. Ordinary models do these faster and cheaper; the long thinking is wasted there.

## Prompt them differently

OpenAI's reasoning best practices and the DeepSeek-R1 README give similar advice:

- **Be brief and direct**: state the problem and constraints; there is no need to say "think step by step", they do it anyway.
- **Few examples**: few-shot examples can make results worse.
- **Instructions in the user message**: DeepSeek recommends no system prompt, with every instruction in the user message.
- **Temperature**: DeepSeek recommends 0.5 to 0.7 (0.6 suggested) to avoid repetition or incoherence.
- **Maths**: DeepSeek suggests adding "Please reason step by step, and put your final answer within \\boxed{}".

## Run a distilled version locally

DeepSeek-R1 is open source under the MIT licence, released with distilled models based on Qwen and Llama, from 1.5B to 70B parameters. The full R1 needs server hardware, but the distilled models run on a personal computer with [Ollama](/details/ollama):

~~~bash
ollama run deepseek-r1:7b
~~~

Between \`<think>\` and \`</think>\` in the answer is the reasoning; the final answer follows. Small distilled models are limited and suit trying things out and light tasks. For installation and hardware, see [running an open-weights model locally with Ollama](/guide/run-an-open-weights-model-locally-with-ollama).

## Count the thinking in the cost

Through an API, reasoning tokens are usually billed as output, so one answer may produce several times the output of an ordinary model. Measure the average on a few requests, then budget with the method in [estimating LLM API costs](/guide/estimate-llm-api-costs).

## Do not trust the reasoning blindly

The reasoning helps you see how the model reached its conclusion, but it can contain wrong steps. Verify the result: run the tests for code, substitute back for maths.`,
    },
  },
];
