// The navigation menu and route rules shipped with the site, for both editions (site 1 = China, 2 = international).
import type { LocalizedText } from '../schema/navigation';

export interface SeedMenuItem {
  name: LocalizedText;
  description?: LocalizedText;
  url: string;
  icon?: string;
  menuType?: 0 | 1;
  target?: '_blank';
  status?: 1 | 2;
  /** Only on this edition; both when absent. */
  site?: 1 | 2;
  children?: SeedMenuItem[];
}

const t = (zh: string, en: string, tw: string, ja: string): LocalizedText => ({ zh, en, tw, ja });

export const NAV_MENU_SEED: SeedMenuItem[] = [
  {
    name: t('AI产品库', 'AI Products', 'AI產品庫', 'AIプロダクト'),
    url: '/discover',
    icon: 'i-lucide-layout-grid',
    children: [
      { menuType: 1, url: '', name: t('浏览', 'Browse', '瀏覽', '閲覧') },
      {
        name: t('全部产品', 'All products', '全部產品', 'すべてのプロダクト'),
        description: t('商业与开源 AI 产品', 'Commercial and open-source AI products', '商業與開源 AI 產品', '商用・オープンソースの AI プロダクト'),
        url: '/discover',
        icon: 'i-lucide-boxes',
      },
      {
        name: t('分类浏览', 'Categories', '分類瀏覽', 'カテゴリ'),
        description: t('按用途查找 AI 工具', 'Find AI tools by what they do', '依用途尋找 AI 工具', '用途から AI ツールを探す'),
        url: '/class',
        icon: 'i-lucide-folder-tree',
      },
      {
        name: t('工具导航', 'Tools navigation', '工具導覽', 'ツールナビ'),
        description: t('产品、MCP、模型、资讯与指南', 'Products, MCP, models, news and guides', '產品、MCP、模型、資訊與指南', 'プロダクト、MCP、モデル、ニュース、ガイド'),
        url: '/tools',
        icon: 'i-lucide-compass',
      },
      { menuType: 1, url: '', name: t('服务', 'Services', '服務', 'サービス') },
      {
        name: t('场景推荐', 'Scenario finder', '場景推薦', 'シナリオ推薦'),
        description: t('描述你的场景，获得推荐工具', 'Describe a scenario, get recommended tools', '描述你的場景，取得推薦工具', 'シナリオからツールを推薦'),
        url: '/solutions',
        icon: 'i-lucide-sparkles',
      },
      {
        name: t('一键部署', 'One-click deploy', '一鍵部署', 'ワンクリックデプロイ'),
        description: t('开源 AI 产品一键上线', 'Put open-source AI products online in one click', '開源 AI 產品一鍵上線', 'オープンソース AI をワンクリックで公開'),
        url: '/deployment',
        icon: 'i-lucide-rocket',
      },
    ],
  },
  {
    name: t('AI排行榜', 'Rankings', 'AI排行榜', 'ランキング'),
    url: '/best-ai-tools',
    icon: 'i-lucide-trophy',
    children: [
      { name: t('AI工具周榜', 'Weekly AI tools', 'AI工具週榜', '週間 AI ツール'), url: '/best-ai-tools/weekly/top', icon: 'i-lucide-calendar-days' },
      { name: t('AI工具月榜', 'Monthly AI tools', 'AI工具月榜', '月間 AI ツール'), url: '/best-ai-tools/monthly/top', icon: 'i-lucide-calendar' },
      { name: t('AI工具季榜', 'Quarterly AI tools', 'AI工具季榜', '四半期 AI ツール'), url: '/best-ai-tools/quarterly/top', icon: 'i-lucide-calendar-range' },
      { name: t('安卓AI应用榜', 'Best Android AI apps', '安卓AI應用榜', 'Android AI アプリ'), url: '/best-ai-apps/android', icon: 'i-lucide-smartphone' },
      { name: t('iOS AI应用榜', 'Best iOS AI apps', 'iOS AI應用榜', 'iOS AI アプリ'), url: '/best-ai-apps/ios', icon: 'i-lucide-tablet-smartphone', site: 1 },
    ],
  },
  {
    name: t('模型与MCP', 'Models & MCP', '模型與MCP', 'モデルと MCP'),
    url: '/tools',
    icon: 'i-lucide-cpu',
    children: [
      { name: t('模型库', 'Model library', '模型庫', 'モデルライブラリ'), url: '/tools?tab=models', icon: 'i-lucide-brain' },
      { name: t('MCP服务库', 'MCP servers', 'MCP服務庫', 'MCP サーバー'), url: '/tools?tab=mcp', icon: 'i-lucide-plug' },
      { name: t('AI资讯', 'AI news', 'AI資訊', 'AI ニュース'), url: '/tools?tab=news', icon: 'i-lucide-newspaper' },
      { name: t('使用指南', 'Guides', '使用指南', 'ガイド'), url: '/guide', icon: 'i-lucide-book-open' },
      { name: t('算力市场', 'Compute market', '算力市場', 'コンピュート市場'), url: '/compute', icon: 'i-lucide-server', status: 2 },
    ],
  },
  {
    name: t('GEO优化', 'GEO', 'GEO優化', 'GEO 最適化'),
    url: '/geo',
    icon: 'i-lucide-radar',
    children: [
      {
        name: t('GEO服务', 'GEO services', 'GEO服務', 'GEO サービス'),
        description: t('让 AI 平台推荐你的品牌', 'Get your brand recommended by AI platforms', '讓 AI 平台推薦你的品牌', 'AI プラットフォームにブランドを推薦させる'),
        url: '/geo',
        icon: 'i-lucide-target',
      },
      {
        name: t('GEO排名检测', 'GEO ranking check', 'GEO排名檢測', 'GEO ランキングチェック'),
        description: t('查看品牌在 AI 回答中的排名', 'See where your brand ranks in AI answers', '查看品牌在 AI 回答中的排名', 'AI の回答でのブランド順位を確認'),
        url: '/tools/geo',
        icon: 'i-lucide-scan-search',
      },
      {
        name: t('品牌追踪', 'Brand tracker', '品牌追蹤', 'ブランドトラッカー'),
        description: t('持续监测品牌在 AI 中的可见度', 'Track your brand visibility inside AI', '持續監測品牌在 AI 中的能見度', 'AI 内のブランド可視性を継続監視'),
        url: '/tools/trackers',
        icon: 'i-lucide-activity',
      },
    ],
  },
  {
    name: t('提交产品', 'Submit', '提交產品', '掲載申請'),
    url: '/submission',
    icon: 'i-lucide-send',
  },
];

/** Added under each edition's GEO menu by the `navigation-v4-geo-tools` seed step, after "GEO services". */
export const GEO_TOOLS_MENU_ITEM: SeedMenuItem = {
  name: t('GEO工具', 'GEO tools', 'GEO工具', 'GEO ツール'),
  description: t('GEO 检测工具与咨询服务', 'GEO checking tools and consulting services', 'GEO 檢測工具與諮詢服務', 'GEO チェックツールとコンサルティング'),
  url: '/geo/tools',
  icon: 'i-lucide-wrench',
};

export const COMPUTE_MENU_ITEM: SeedMenuItem = {
  name: t('算力市场', 'Compute market', '算力市場', 'コンピュート市場'),
  description: t('GPU 服务器、算力租赁、一体机与选型助手', 'GPU servers, cloud GPU rental, appliances and a sizing assistant', 'GPU 伺服器、算力租賃、一體機與選型助手', 'GPU サーバー、GPU レンタル、アプライアンス、選定アシスタント'),
  url: '/compute',
  icon: 'i-lucide-server',
};

export const DATASETS_MENU_ITEM: SeedMenuItem = {
  name: t('AI数据集', 'AI datasets', 'AI資料集', 'AI データセット'),
  description: t('公开的训练与评测数据集', 'Public datasets for training and evaluation', '公開的訓練與評測資料集', '学習・評価用の公開データセット'),
  url: '/datasets',
  // An icon the menu already ships (every page carries the menu's icons).
  icon: 'i-lucide-boxes',
};

/**
 * Added under the "Services" heading of each edition's "AI Products" menu by the `navigation-v8-services` seed step
 * (docs/decisions/034): the AI services index, which leads to each service's page and to GEO.
 */
export const SERVICES_MENU_ITEM: SeedMenuItem = {
  name: t('AI服务', 'AI services', 'AI服務', 'AI サービス'),
  url: '/services',
  // No description and an icon the menu already ships: every page carries the menu, and the product page's HTML
  // budget (45 KB) has almost no room left.
  icon: 'i-lucide-wrench',
};

/** Added to each edition's "AI Products" menu after "Categories" by the `navigation-v9-agents` seed step. */
export const AGENTS_MENU_ITEM: SeedMenuItem = {
  name: t('AI智能体', 'AI agents', 'AI智慧代理', 'AI エージェント'),
  // No description: every page carries the menu, and the product page's HTML budget has no room for one.
  url: '/agent',
  // An icon the menu already ships (every page carries the menu's icons).
  icon: 'i-lucide-sparkles',
};

export interface SeedRouteRule {
  siteId: 1 | 2 | null;
  matchKind: 'exact' | 'prefix' | 'contains' | 'glob';
  pattern: string;
  jumpUrl: string | null;
  note: string;
}

export const ROUTE_RULES_SEED: SeedRouteRule[] = [
  {
    siteId: 2,
    matchKind: 'prefix',
    pattern: '/best-ai-apps/ios',
    jumpUrl: null,
    note: 'SPEC §2.1: iOS app ranking exists only in the China edition',
  },
  {
    siteId: null,
    matchKind: 'prefix',
    pattern: '/best-ai-apps/android/com',
    jumpUrl: null,
    note: 'SPEC §2.1: Android ranking answers not found when the path contains /com',
  },
];

/**
 * The second version of the Android rule: SPEC-NOTES reads "contains /com" as anywhere after /best-ai-apps/android
 * (`/best-ai-apps/android/top/com.tencent` too), which a prefix cannot say. Seed step navigation-v2 replaces the
 * first version's prefix rule with this one in stores that have it.
 */
export const ANDROID_COM_RULE: SeedRouteRule = {
  siteId: null,
  matchKind: 'glob',
  pattern: '/best-ai-apps/android*/com*',
  jumpUrl: null,
  note: 'SPEC §2.1: Android ranking answers not found when the path contains /com anywhere after /best-ai-apps/android',
};
