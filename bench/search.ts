// `npm run bench:search`: the embedded product search at 10k, 100k and 1M generated products (Chinese, English and
// Japanese text): index build time, memory, and query latency p50/p95 for CJK words, English words, prefixes
// of the word being typed, and one-typo words — each query with the four facets and a page of 20, as
// /api/products/search runs it. Figures, never pass/fail. Run with `node --expose-gc --import tsx`.
import {
  createProductIndex,
  productSearchDoc,
  type ProductSearchRow,
} from '../app/features/catalogue/catalogue.search.server';
import { seededRandom } from '../app/features/catalogue/catalogue.sample.server';
import { createReport } from './report';

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 200);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

const EN = (
  'ai assistant chatbot writing writer video image generator editor photo design music voice speech translation ' +
  'translate code coding developer agent agents automation workflow marketing seo content copy copywriting email ' +
  'sales customer support research paper summary summarize meeting notes transcription presentation slides ' +
  'spreadsheet data analysis analytics chart dashboard avatar animation 3d model models open source local search ' +
  'knowledge document pdf resume interview learning education tutor language math legal finance health fitness ' +
  'game story novel poem lyrics podcast audio sound dubbing subtitle caption logo brand illustration anime art ' +
  'painting sketch upscale enhance remove background face swap clone detection plagiarism grammar rewrite ' +
  'paraphrase prompt library platform api enterprise team free premium fast simple smart creative professional'
).split(' ');
const ZH = (
  '视频 写作 图片 生成 编辑 翻译 办公 智能 助手 设计 音乐 配音 客服 营销 教育 编程 代码 数据 分析 表格 文档 ' +
  '演示 会议 纪要 总结 论文 简历 面试 学习 数学 法律 金融 健康 游戏 小说 诗歌 歌词 播客 音频 字幕 标志 品牌 ' +
  '插画 动漫 绘画 素描 高清 修复 抠图 换脸 克隆 检测 降重 语法 改写 提示 平台 企业 团队 免费 快速 简单 创意 ' +
  '专业 模型 开源 本地 搜索 知识 电商 短视频 直播 文案 海报 头像 数字人 语音 识别 合成 对话 聊天 机器人 工具'
).split(' ');
const JA = (
  '画像 生成 動画 編集 翻訳 文章 作成 会話 音声 音楽 デザイン ツール チャット アシスタント 要約 議事録 資料 ' +
  '検索 学習 翻訳機 イラスト アニメ 写真 高画質 背景 削除 字幕 吹き替え 無料 企業 開発 コード 分析 自動化 ' +
  'マーケティング ライティング プレゼン 表計算 データ モデル ローカル オープンソース 顔 変換 作曲 歌詞 小説'
).split(' ');
const SYLLABLES =
  'ka ri zo lu vex mi no ta ra pi qu el on ax be ly sy neo bo dra fin gro hal jin kor lum mar nex or pel quin rex sol tur ul vor wyn xen yor zen'.split(
    ' ',
  );

/** Products made on the fly, so the 1M run holds only the index, never the whole generated catalogue. */
function* generate(count: number): Generator<ProductSearchRow> {
  const rnd = seededRandom(`bench:${count}`);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const words = (list: readonly string[], n: number, sep: string) =>
    Array.from({ length: n }, () => pick(list)).join(sep);
  const categories = Array.from({ length: 45 }, (_, i) => ({
    slug: `category-${i}`,
    name: { zh: `AI${pick(ZH)}`, tw: `AI${pick(ZH)}`, en: `AI ${pick(EN)}`, ja: `AI${pick(JA)}` },
  }));
  const tags = Array.from({ length: 400 }, (_, i) => ({
    slug: `tag-${i}`,
    name: { zh: pick(ZH), tw: pick(ZH), en: pick(EN), ja: pick(JA) },
  }));
  for (let id = 1; id <= count; id++) {
    const brand = Array.from({ length: 2 + Math.floor(rnd() * 2) }, () => pick(SYLLABLES)).join('');
    const name = `${brand[0]!.toUpperCase()}${brand.slice(1)}${rnd() < 0.5 ? ` ${pick(EN)}` : ''}`;
    const zhName = rnd() < 0.2 ? `${pick(ZH)}${pick(ZH)}` : name;
    const ja = rnd() < 0.3;
    yield {
      id,
      slug: `${brand}-${id}`,
      name: { zh: zhName, tw: zhName, en: name, ja: name },
      tagline: {
        zh: `${words(ZH, 3 + Math.floor(rnd() * 4), '')}的${pick(ZH)}工具`,
        en: words(EN, 6 + Math.floor(rnd() * 6), ' '),
        ...(ja ? { ja: `${words(JA, 3 + Math.floor(rnd() * 3), '')}ができる${pick(JA)}ツール` } : {}),
      },
      description:
        rnd() < 0.25
          ? { zh: words(ZH, 25, ''), en: words(EN, 40, ' '), ...(ja ? { ja: words(JA, 20, '') } : {}) }
          : null,
      company: rnd() < 0.3 ? `${pick(SYLLABLES)}${pick(SYLLABLES)} Inc` : null,
      type: rnd() < 0.1 ? 'open_source' : 'commercial',
      pricing: pick(['free', 'freemium', 'paid', 'open_source']),
      contentLanguage: pick(['en', 'en', 'en', 'zh', 'ja']),
      recommendation: pick(['ordinary', 'ordinary', 'ordinary', 'cn_pick', 'overseas_pick', 'quality_new']),
      popularity: 1 + Math.floor(rnd() ** 3 * 99),
      category: pick(categories),
      tags: Array.from({ length: 2 + Math.floor(rnd() * 4) }, () => pick(tags)),
    };
  }
}

function typo(word: string, rnd: () => number): string {
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  switch (Math.floor(rnd() * 3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1); // deletion
    case 1:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // swap
    default:
      return word.slice(0, i) + (word[i] === 'x' ? 'q' : 'x') + word.slice(i + 1); // substitution
  }
}

function querySets(seed: string) {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const n = QUERIES;
  const long = EN.filter((w) => w.length >= 6);
  return {
    'CJK word (视频, 画像…)': Array.from({ length: n }, () => (rnd() < 0.6 ? pick(ZH) : pick(JA))),
    'CJK two words (视频编辑…)': Array.from({ length: n }, () => pick(ZH) + pick(ZH)),
    'English word(s)': Array.from({ length: n }, () => (rnd() < 0.5 ? pick(EN) : `${pick(EN)} ${pick(EN)}`)),
    'prefix of last word (chatb…)': Array.from({ length: n }, () => {
      const w = pick(long);
      return w.slice(0, 3 + Math.floor(rnd() * (w.length - 3)));
    }),
    'one typo (chatbto…)': Array.from({ length: n }, () => typo(pick(long), rnd)),
    'empty query, filtered by category': Array.from({ length: n }, () => ''),
  };
}

/** Full collections, with a pause between them so freed array buffers are really released. */
async function settle() {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const memory = () => {
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.arrayBuffers, rss: m.rss };
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const report = createReport();
const record = report.record;

for (const size of SIZES) {
  await settle();
  const before = memory();
  const index = createProductIndex();
  const started = performance.now();
  await index.replaceAll(
    (function* () {
      for (const row of generate(size)) yield productSearchDoc(row);
    })(),
  );
  const buildMs = performance.now() - started;
  // A first query allocates the per-query scratch arrays; count them as part of the index.
  await index.search({ q: 'x' });
  await settle();
  const after = memory();
  const stats = index.stats();
  record(
    `${size.toLocaleString('en')} products: index build`,
    `${Math.round(buildMs)} ms (${stats.terms.toLocaleString('en')} terms, ${stats.postings.toLocaleString('en')} postings)`,
  );
  record(
    `${size.toLocaleString('en')} products: index memory`,
    `${mb(after.heap - before.heap)} heap + buffers (${mb(stats.arrayBytes)} in typed arrays), RSS +${mb(after.rss - before.rss)}`,
  );

  const rnd = seededRandom(`filters:${size}`);
  for (const [label, queries] of Object.entries(querySets(`queries:${size}`))) {
    const run = async (q: string) =>
      index.search({
        q,
        filters: q ? {} : { category: `category-${Math.floor(rnd() * 45)}` },
        facets: ['category', 'type', 'pricing', 'language'],
        offset: 0,
        limit: 20,
      });
    for (const q of queries.slice(0, 50)) await run(q); // warm-up
    const times: number[] = [];
    let found = 0;
    let matched = 0;
    for (const q of queries) {
      const t0 = performance.now();
      const result = await run(q);
      times.push(performance.now() - t0);
      if (result.total > 0) found++;
      matched += result.total;
    }
    times.sort((a, b) => a - b);
    record(
      `${size.toLocaleString('en')} products: ${label}`,
      `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(1)} ms; ${Math.round((found / queries.length) * 100)}% found something, ${Math.round(matched / queries.length).toLocaleString('en')} matches on average`,
    );
  }
  // Keep the index alive until its figures are taken, then let it go before the next size.
  void index.size;
}

report.finish('search.json', `${QUERIES} queries per set, facets and a page of 20 each`);
