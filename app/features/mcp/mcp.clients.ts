// MCP clients as facts: who makes them, where they run, which transports they can use, and where their server list
// lives (checked against each client's documentation, 2026-11). Descriptions are the project's own; tw is converted
// from zh on the server (mcp.content.server.ts).
import type { TMcpTransport, TSnippetClient } from './mcp.constants';

export interface TMcpClientFacts {
  slug: string;
  name: string;
  vendor: string;
  url: string;
  platforms: string[];
  transports: TMcpTransport[];
  /** Where its MCP servers are configured. */
  configFile: string;
  /** The snippet the server pages write for it, when there is one. */
  snippet?: TSnippetClient;
  zh: string;
  en: string;
  ja: string;
}

export const MCP_CLIENTS: TMcpClientFacts[] = [
  {
    slug: 'claude-desktop',
    name: 'Claude Desktop',
    vendor: 'Anthropic',
    url: 'https://claude.ai/download',
    platforms: ['macOS', 'Windows'],
    transports: ['stdio', 'streamable-http', 'sse'],
    configFile: 'claude_desktop_config.json',
    snippet: 'claude-desktop',
    zh: 'Anthropic 的桌面客户端，最早支持 MCP 的应用之一。本地服务器写在配置文件里以 stdio 启动，远程服务器通过“连接器”添加。',
    en: 'Anthropic\'s desktop app and one of the first MCP clients. Local servers are listed in its config file and started over stdio; remote servers are added as connectors.',
    ja: 'AnthropicのデスクトップアプリでMCP対応の先駆け。ローカルサーバーは設定ファイルに書いてstdioで起動し、リモートはコネクタとして追加します。',
  },
  {
    slug: 'claude-code',
    name: 'Claude Code',
    vendor: 'Anthropic',
    url: 'https://docs.anthropic.com/en/docs/claude-code',
    platforms: ['macOS', 'Linux', 'Windows'],
    transports: ['stdio', 'streamable-http', 'sse'],
    configFile: '.mcp.json / claude mcp add',
    zh: '终端里的编程智能体。用 claude mcp add 命令或项目中的 .mcp.json 添加服务器，本地与远程服务器都支持。',
    en: 'A coding agent in the terminal. Servers are added with `claude mcp add` or a project\'s .mcp.json, local and remote alike.',
    ja: 'ターミナルで動くコーディングエージェント。claude mcp add かプロジェクトの .mcp.json でローカル・リモートのサーバーを追加します。',
  },
  {
    slug: 'cursor',
    name: 'Cursor',
    vendor: 'Anysphere',
    url: 'https://cursor.com',
    platforms: ['macOS', 'Windows', 'Linux'],
    transports: ['stdio', 'streamable-http', 'sse'],
    configFile: '~/.cursor/mcp.json / .cursor/mcp.json',
    snippet: 'cursor',
    zh: 'AI 代码编辑器，智能体模式可调用 MCP 工具。全局或项目级的 mcp.json 中既可写启动命令，也可直接写远程地址。',
    en: 'An AI code editor whose agent calls MCP tools. Its global or per-project mcp.json takes either a command to start or a remote URL.',
    ja: 'AIコードエディター。エージェントがMCPツールを呼び出します。グローバルまたはプロジェクトの mcp.json に起動コマンドかリモートURLを書きます。',
  },
  {
    slug: 'vscode',
    name: 'Visual Studio Code (GitHub Copilot)',
    vendor: 'Microsoft',
    url: 'https://code.visualstudio.com/docs/copilot/chat/mcp-servers',
    platforms: ['macOS', 'Windows', 'Linux'],
    transports: ['stdio', 'streamable-http', 'sse'],
    configFile: '.vscode/mcp.json',
    snippet: 'vscode',
    zh: 'Copilot 的智能体模式使用 MCP 服务器。工作区的 .vscode/mcp.json 可声明输入项，密钥在首次使用时询问，不写进文件。',
    en: 'Copilot\'s agent mode uses MCP servers. A workspace\'s .vscode/mcp.json can declare inputs, so keys are asked for on first use instead of being written into the file.',
    ja: 'Copilotのエージェントモードで MCP サーバーを使います。.vscode/mcp.json で入力項目を宣言でき、キーは初回に尋ねられファイルに残りません。',
  },
  {
    slug: 'cline',
    name: 'Cline',
    vendor: 'Cline',
    url: 'https://cline.bot',
    platforms: ['VS Code', 'JetBrains'],
    transports: ['stdio', 'streamable-http', 'sse'],
    configFile: 'cline_mcp_settings.json',
    snippet: 'cline',
    zh: '开源的编辑器编程智能体插件，自带 MCP 市场，可逐个工具设置自动批准。',
    en: 'An open-source coding agent for the editor with its own MCP marketplace and per-tool auto-approval.',
    ja: 'オープンソースのエディター用コーディングエージェント。MCPマーケットを備え、ツールごとに自動承認を設定できます。',
  },
  {
    slug: 'windsurf',
    name: 'Windsurf',
    vendor: 'Windsurf',
    url: 'https://windsurf.com',
    platforms: ['macOS', 'Windows', 'Linux'],
    transports: ['stdio', 'streamable-http', 'sse'],
    configFile: '~/.codeium/windsurf/mcp_config.json',
    zh: 'AI 编辑器，其 Cascade 智能体可调用 MCP 工具；配置文件写法与 Claude Desktop 相同，远程服务器使用 serverUrl。',
    en: 'An AI editor whose Cascade agent calls MCP tools; the config file follows Claude Desktop\'s format, with serverUrl for remote servers.',
    ja: 'AIエディター。Cascadeエージェントが MCP ツールを使います。設定は Claude Desktop と同じ形式で、リモートは serverUrl を使います。',
  },
  {
    slug: 'zed',
    name: 'Zed',
    vendor: 'Zed Industries',
    url: 'https://zed.dev',
    platforms: ['macOS', 'Linux', 'Windows'],
    transports: ['stdio'],
    configFile: 'settings.json (context_servers)',
    zh: '高性能开源编辑器，在 settings.json 的 context_servers 中配置 MCP 服务器，也可通过扩展安装。',
    en: 'A fast open-source editor that configures MCP servers under context_servers in settings.json, or installs them as extensions.',
    ja: '高速なオープンソースエディター。settings.json の context_servers で MCP サーバーを設定するか、拡張として導入します。',
  },
  {
    slug: 'continue',
    name: 'Continue',
    vendor: 'Continue',
    url: 'https://continue.dev',
    platforms: ['VS Code', 'JetBrains'],
    transports: ['stdio', 'streamable-http', 'sse'],
    configFile: '.continue/mcpServers/*.yaml',
    zh: '开源的编程助手插件，在智能体模式下使用 MCP 工具，服务器以 YAML 文件配置。',
    en: 'An open-source coding assistant whose agent mode uses MCP tools; servers are configured in YAML files.',
    ja: 'オープンソースのコーディングアシスタント。エージェントモードで MCP ツールを使い、サーバーは YAML で設定します。',
  },
  {
    slug: 'chatgpt',
    name: 'ChatGPT',
    vendor: 'OpenAI',
    url: 'https://chatgpt.com',
    platforms: ['Web', 'macOS', 'Windows'],
    transports: ['streamable-http', 'sse'],
    configFile: 'Settings → Connectors',
    zh: '在设置的连接器（开发者模式）中添加远程 MCP 服务器；只连接远程服务器，不启动本地进程。',
    en: 'Adds remote MCP servers as connectors in its settings (developer mode); it reaches remote servers only and starts no local process.',
    ja: '設定のコネクタ（開発者モード）でリモート MCP サーバーを追加します。ローカルのプロセスは起動しません。',
  },
  {
    slug: 'gemini-cli',
    name: 'Gemini CLI',
    vendor: 'Google',
    url: 'https://github.com/google-gemini/gemini-cli',
    platforms: ['macOS', 'Linux', 'Windows'],
    transports: ['stdio', 'streamable-http', 'sse'],
    configFile: '~/.gemini/settings.json (mcpServers)',
    zh: '谷歌开源的命令行智能体，在 settings.json 的 mcpServers 中配置本地命令或远程地址。',
    en: 'Google\'s open-source command-line agent; local commands or remote URLs go under mcpServers in settings.json.',
    ja: 'Googleのオープンソースのコマンドラインエージェント。settings.json の mcpServers にローカルコマンドかリモートURLを書きます。',
  },
  {
    slug: 'cherry-studio',
    name: 'Cherry Studio',
    vendor: 'CherryHQ',
    url: 'https://cherry-ai.com',
    platforms: ['macOS', 'Windows', 'Linux'],
    transports: ['stdio', 'streamable-http', 'sse'],
    configFile: 'Settings → MCP Servers',
    zh: '开源的多模型桌面客户端，国内用户常用；在设置中添加 MCP 服务器，可一键安装所需的 uv 与 bun 运行环境。',
    en: 'An open-source multi-model desktop client popular in China; MCP servers are added in its settings, and it can install the uv and bun runtimes they need.',
    ja: '中国で人気のオープンソースのマルチモデル・デスクトップクライアント。設定から MCP サーバーを追加し、uv や bun の導入も行えます。',
  },
];
