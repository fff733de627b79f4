// How-to write-ups (the MCP area's "cases"): tasks done with servers from the library, written by the project in
// zh and en (tw is converted from zh; ja readers get the English text). Each names the servers it uses by slug.
export interface TMcpCase {
  slug: string;
  /** Server slugs, linked from the page in this order. */
  servers: string[];
  title: { zh: string; en: string };
  summary: { zh: string; en: string };
  steps: { zh: string[]; en: string[] };
}

export const MCP_CASES: TMcpCase[] = [
  {
    slug: 'research-brief-with-web-search',
    servers: ['tavily-ai-tavily-mcp', 'mendableai-firecrawl-mcp-server', 'basicmachines-co-basic-memory'],
    title: { zh: '用联网搜索写一份带出处的调研简报', en: 'Write a sourced research brief with web search' },
    summary: {
      zh: '让智能体先搜索、再抓取原文、最后把要点记进本地笔记，得到一份每条结论都有来源的简报。',
      en: 'Have the agent search, read the original pages, then file the key points in local notes: a brief where every claim has a source.',
    },
    steps: {
      zh: [
        '在客户端中安装 Tavily 与 Firecrawl 两个服务器，并在各自的环境变量里填入 API 密钥。',
        '给出调研题目和范围，例如“2026 年国内向量数据库的主要选择”，要求智能体先用 Tavily 搜索并列出候选来源。',
        '挑出可信的来源后，让智能体用 Firecrawl 把这些页面转成 Markdown 全文，再从原文中摘取数据，避免只依赖搜索摘要。',
        '最后用 Basic Memory 把结论与链接写成本地 Markdown 笔记，下次继续同一主题时可以直接读取。',
      ],
      en: [
        'Install the Tavily and Firecrawl servers in your client and put each API key in its environment variable.',
        'State the topic and scope, for example “the main vector database choices in 2026”, and ask the agent to search with Tavily first and list candidate sources.',
        'Pick the trustworthy sources and have the agent turn those pages into full Markdown with Firecrawl, taking figures from the originals rather than from search snippets.',
        'Finally let Basic Memory write the findings and links into local Markdown notes, so the next session on the topic can pick them up.',
      ],
    },
  },
  {
    slug: 'query-your-database-safely',
    servers: ['googleapis-genai-toolbox', 'neondatabase-mcp-server-neon', 'benborla-mcp-server-mysql'],
    title: { zh: '让智能体安全地查询业务数据库', en: 'Let an agent query your database safely' },
    summary: {
      zh: '只读账号、预先定义的查询和分支数据库，三种办法把数据库开放给智能体而不冒误删数据的风险。',
      en: 'Read-only accounts, predefined queries and branch databases: three ways to open a database to an agent without risking your data.',
    },
    steps: {
      zh: [
        '先为智能体单独建一个只读数据库账号；MySQL 服务器默认就是只读的，不要轻易开启写权限。',
        '生产环境更推荐 MCP Toolbox for Databases：在配置文件中把允许的查询逐条定义为工具，智能体只能调用这些查询，参数也会被校验。',
        '需要改表时，用 Neon 服务器先创建一个分支，在分支上执行迁移并验证，确认无误后再应用到主分支。',
        '让智能体在回答里附上执行过的 SQL，便于人工复核。',
      ],
      en: [
        'Create a separate read-only database account for the agent; the MySQL server is read-only by default, so leave writes off unless you need them.',
        'In production, prefer MCP Toolbox for Databases: define each allowed query as a tool in its config file, so the agent can only call those queries with checked parameters.',
        'When the schema must change, use the Neon server to create a branch, run and check the migration there, and only then apply it to the main branch.',
        'Ask the agent to show the SQL it ran with every answer, so a person can review it.',
      ],
    },
  },
  {
    slug: 'design-to-code-with-figma',
    servers: ['glips-figma-context-mcp', '21st-dev-magic-mcp', 'executeautomation-mcp-playwright'],
    title: { zh: '从 Figma 设计稿到可运行的页面', en: 'From a Figma design to a working page' },
    summary: {
      zh: '读取设计稿结构、生成组件代码、再用浏览器截图对照检查，减少手工还原设计的往返。',
      en: 'Read the design\'s structure, generate component code, then compare browser screenshots with the design, with fewer rounds of manual fixes.',
    },
    steps: {
      zh: [
        '在 Figma 中生成个人访问令牌，配置 Figma Context 服务器，然后把设计稿中某个画板的链接交给编程助手。',
        '智能体读取精简后的布局、间距和颜色信息，生成页面结构；需要常见组件时，可用 21st.dev Magic 按描述生成 React 组件。',
        '启动本地开发服务器后，让智能体用 Playwright 打开页面并截图，与设计稿逐项比对间距、字号和颜色。',
        '把差异列成清单逐条修正，最后在手机宽度下再截一次图检查响应式布局。',
      ],
      en: [
        'Create a personal access token in Figma, configure the Figma Context server and give your coding assistant the link to a frame.',
        'The agent reads the trimmed layout, spacing and colours and builds the page structure; for common components, 21st.dev Magic can generate React components from a description.',
        'With the dev server running, have the agent open the page with Playwright and take screenshots to compare spacing, type sizes and colours with the design.',
        'List the differences and fix them one by one, then take one more screenshot at phone width to check the responsive layout.',
      ],
    },
  },
  {
    slug: 'triage-production-errors',
    servers: ['grafana-mcp-grafana', 'pydantic-logfire-mcp', 'circleci-public-mcp-server-circleci'],
    title: { zh: '用监控数据排查线上故障', en: 'Triage a production incident from monitoring data' },
    summary: {
      zh: '把监控、链路追踪和 CI 接进同一个对话，从告警一路追到出问题的提交。',
      en: 'Bring monitoring, tracing and CI into one conversation and follow an alert all the way to the commit that caused it.',
    },
    steps: {
      zh: [
        '配置 Grafana 服务器（服务账号令牌只给查看权限），让智能体列出正在触发的告警和相关仪表盘。',
        '按告警的时间窗口查询 Prometheus 指标与 Loki 日志，确定受影响的服务和开始时间。',
        '如果服务接入了 Logfire，让智能体查询同一时段的异常链路，定位到具体的函数和文件。',
        '最后用 CircleCI 服务器查看那段时间部署的流水线和失败的测试，确认是否由最近的提交引起，并起草修复说明。',
      ],
      en: [
        'Configure the Grafana server with a view-only service account token and ask the agent for the firing alerts and their dashboards.',
        'Query Prometheus metrics and Loki logs over the alert\'s time window to find the affected service and when it started.',
        'If the service reports to Logfire, have the agent look up failing traces in the same window to pin down the function and file.',
        'Finally use the CircleCI server to see which pipelines deployed then and which tests failed, confirm whether a recent commit caused it, and draft the fix notes.',
      ],
    },
  },
  {
    slug: 'team-knowledge-from-notion-and-slack',
    servers: ['suekou-mcp-notion-server', 'korotovsky-slack-mcp-server', 'sooperset-mcp-atlassian'],
    title: { zh: '从 Notion、Slack 和 Jira 中找回团队决定', en: 'Find team decisions across Notion, Slack and Jira' },
    summary: {
      zh: '“当初为什么这么定？”让智能体同时查文档、聊天记录和工单，给出带链接的答案。',
      en: '“Why did we decide that?” Let the agent search docs, chat history and tickets together and answer with links.',
    },
    steps: {
      zh: [
        '为 Notion 创建一个只授权给相关页面的集成，为 Slack 准备只读令牌，为 Jira 使用个人 API 令牌。',
        '提问时说明主题和时间范围，例如“第三季度为什么把支付改成异步回调”。',
        '智能体分别在 Notion 中搜索设计文档、在 Slack 中搜索讨论串、在 Jira 中查找相关工单，然后交叉比对。',
        '要求回答按时间线列出每一步决定及其来源链接，并把结论追加到 Notion 的决策记录页。',
      ],
      en: [
        'Create a Notion integration shared only with the relevant pages, a read-only Slack token, and a personal API token for Jira.',
        'Ask with a topic and a time range, for example “why did payments move to asynchronous callbacks in Q3”.',
        'The agent searches design docs in Notion, threads in Slack and tickets in Jira, then cross-checks them.',
        'Ask for a timeline of each decision with its source links, and have the conclusion appended to the decision log page in Notion.',
      ],
    },
  },
  {
    slug: 'semantic-memory-for-coding',
    servers: ['qdrant-mcp-server-qdrant', 'mem0ai-mem0-mcp', 'chroma-core-chroma-mcp'],
    title: { zh: '给编程助手加上长期记忆', en: 'Give your coding assistant a long-term memory' },
    summary: {
      zh: '把项目约定、常用代码片段和踩过的坑存进向量库，下次对话时按语义自动找回。',
      en: 'Store project conventions, useful snippets and past pitfalls in a vector store and have them found by meaning in later sessions.',
    },
    steps: {
      zh: [
        '选一个记忆后端：本地试用可以用 Chroma 的持久化模式；团队共享可用 Qdrant 或 Mem0 的托管服务。',
        '在客户端的规则或系统提示中写明：完成一项任务后，把新的约定和解决方案存入记忆；开始新任务前，先检索相关记忆。',
        '存入时带上项目名和主题等元数据，检索时按项目过滤，避免不同项目的记忆互相干扰。',
        '定期让智能体列出记忆内容，删除过时的条目。',
      ],
      en: [
        'Pick a memory back end: Chroma\'s persistent mode for local trials, Qdrant or Mem0\'s hosted service for a team.',
        'In your client\'s rules or system prompt, say: after finishing a task, store new conventions and solutions; before starting one, search the memory first.',
        'Store entries with metadata such as project and topic, and filter by project when searching so projects do not mix.',
        'Now and then ask the agent to list the memory and delete entries that are out of date.',
      ],
    },
  },
  {
    slug: 'cloud-ops-in-conversation',
    servers: ['flux159-mcp-server-kubernetes', 'ckreiling-mcp-server-docker', 'aliyun-alibaba-cloud-ops-mcp-server'],
    title: { zh: '用对话完成日常云运维', en: 'Routine cloud operations in conversation' },
    summary: {
      zh: '查看容器状态、读取日志、扩缩容，让智能体做重复的运维查询，关键操作仍由人确认。',
      en: 'Check containers, read logs and scale services: the agent does the repetitive queries, and people still confirm the risky steps.',
    },
    steps: {
      zh: [
        '本地开发环境用 Docker 服务器管理容器；集群用 Kubernetes 服务器，kubeconfig 中的账号建议只给所需命名空间的权限。',
        '阿里云资源用官方运维服务器，为它创建一个权限最小的 RAM 子账号 AccessKey。',
        '在客户端中关闭删除、重启类工具的自动批准，让智能体每次执行前都先说明要做什么。',
        '常见用法：“列出重启次数最多的 Pod 并给出最近的错误日志”“把测试环境的副本数减到 1”。',
      ],
      en: [
        'Use the Docker server for containers on your machine and the Kubernetes server for clusters, with a kubeconfig account limited to the namespaces it needs.',
        'For Alibaba Cloud resources, use the official operations server with the AccessKey of a RAM sub-account that has the least rights possible.',
        'In your client, turn off auto-approval for tools that delete or restart, so the agent explains every such step before running it.',
        'Typical requests: “list the pods that restart most and show their latest errors”, “scale the test environment down to one replica”.',
      ],
    },
  },
  {
    slug: 'payments-and-billing-assistant',
    servers: ['stripe-agent-toolkit', 'paddlehq-paddle-mcp-server', 'xeroapi-xero-mcp-server'],
    title: { zh: '收款与记账助手', en: 'A payments and bookkeeping assistant' },
    summary: {
      zh: '生成支付链接、查询订阅、核对发票与账目，用受限密钥把财务杂务交给智能体。',
      en: 'Create payment links, check subscriptions and reconcile invoices with the books, handing finance chores to an agent with restricted keys.',
    },
    steps: {
      zh: [
        '在 Stripe 后台创建受限密钥，只开放需要的资源（例如支付链接和客户的读写）；Paddle 先在沙盒环境中试用。',
        '让智能体按描述创建商品、价格和支付链接，并在回答中列出它创建的每个对象编号。',
        '每月末让智能体从 Stripe 或 Paddle 导出当月交易，再用 Xero 服务器查询对应发票，列出金额不一致的条目。',
        '退款和删除类操作保持人工确认。',
      ],
      en: [
        'Create a restricted key in the Stripe dashboard that opens only what is needed (payment links and customers, say); try Paddle in its sandbox first.',
        'Have the agent create products, prices and payment links from a description and list the id of every object it creates.',
        'At month end, have the agent pull the month\'s transactions from Stripe or Paddle, look up the matching invoices with the Xero server and list any amounts that differ.',
        'Keep refunds and deletions under human confirmation.',
      ],
    },
  },
];
