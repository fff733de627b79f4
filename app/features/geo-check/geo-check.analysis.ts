// The brand analysis of an AI answer (docs/decisions/024): whether and where the brand is named, its place in a
// list of options, whether it is recommended, how often it appears, the addresses cited and the tone around it.
// Pure and dependency-free, so the GEO check and the brand tracker share it.
import type { TBrandAnalysis, TSentiment } from './geo-check.constants';

interface Match {
  start: number;
  end: number;
}

const LATIN_EDGE = /[\p{Script=Latin}\p{N}_]/u;

/**
 * Every occurrence of `keyword`, case-insensitive. A keyword that begins or ends with a Latin letter or a digit must
 * not be part of a longer word there ("Atlas" is not in "Atlassian"); Chinese and Japanese words have no spaces, so
 * they match anywhere.
 */
export function findKeyword(text: string, keyword: string): Match[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [];
  const haystack = text.toLowerCase();
  const checkStart = LATIN_EDGE.test(needle[0]!);
  const checkEnd = LATIN_EDGE.test(needle.at(-1)!);
  const found: Match[] = [];
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) break;
    const end = at + needle.length;
    const before = at > 0 ? haystack[at - 1]! : '';
    const after = end < haystack.length ? haystack[end]! : '';
    if ((!checkStart || !LATIN_EDGE.test(before)) && (!checkEnd || !LATIN_EDGE.test(after))) {
      found.push({ start: at, end });
      from = end;
    } else from = at + 1;
  }
  return found;
}

/** All keywords' occurrences without overlaps ("AI Atlas" and "Atlas" in one place count once), in text order. */
function mentions(text: string, keywords: readonly string[]): Match[] {
  const all = keywords.flatMap((k) => findKeyword(text, k)).sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Match[] = [];
  for (const m of all) if (!kept.length || m.start >= kept.at(-1)!.end) kept.push(m);
  return kept;
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`()[\]{}（）【】「」，。、；！？]+/giu;

/** Addresses cited in the answer (Markdown links and bare), trailing punctuation removed, first occurrence order. */
export function citedUrls(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.match(URL_PATTERN) ?? []) {
    const url = raw.replace(/[.,;:!?*_~]+$/u, '');
    try {
      const parsed = new URL(url);
      if (!parsed.hostname.includes('.') && parsed.hostname !== 'localhost') continue;
    } catch {
      continue;
    }
    seen.add(url);
  }
  return [...seen];
}

interface ListItem {
  start: number;
  end: number;
}

const ITEM = /^(\s*)(?:\d{1,3}[.)、]|[-*+•])\s+\S/u;
const NUMBERED_HEADING = /^#{1,6}\s+(?:\*\*)?\d{1,3}[.)、]\s*\S/u;
const HEADING = /^#{1,6}\s/u;

/**
 * The lists of an answer, each as its items' character ranges: Markdown bullets and numbered items (nested items
 * and indented lines belong to their item; blank lines do not end a list), and numbered headings
 * (`### 1. Name`), whose paragraphs belong to them until a heading without a number.
 */
export function findLists(text: string): ListItem[][] {
  const lists: ListItem[][] = [];
  let current: ListItem[] | null = null;
  let kind: 'items' | 'headings' | null = null;
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    const end = offset + line.length;
    offset = end + 1;
    const item = ITEM.exec(line);
    if (NUMBERED_HEADING.test(line)) {
      if (kind !== 'headings') lists.push((current = []));
      kind = 'headings';
      current!.push({ start, end });
      continue;
    }
    if (kind === 'headings') {
      if (HEADING.test(line)) {
        current = null;
        kind = null;
      } else {
        current!.at(-1)!.end = end;
        continue;
      }
    }
    if (item && item[1]!.length < 2) {
      if (kind !== 'items') lists.push((current = []));
      kind = 'items';
      current!.push({ start, end });
    } else if (kind === 'items' && (!line.trim() || /^\s/.test(line))) {
      if (line.trim()) current!.at(-1)!.end = end;
    } else {
      current = null;
      kind = null;
    }
  }
  return lists.filter((l) => l.length >= 2);
}

/** Sentences with their ranges: split after . ! ? 。！？；; and at line ends. */
function sentences(text: string): Match[] {
  const out: Match[] = [];
  const re = /[^\n.!?。！？；;]+(?:[.!?。！？；;]+|$)/gmu;
  for (const m of text.matchAll(re)) {
    // "Node.js" and "3.5": a dot inside a word is not a sentence end.
    out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

// Negative phrases are removed before positive words are counted, so "不推荐" and "not recommended" are not praise.
const NEGATIVE = [
  'not recommend', "don't recommend", 'do not recommend', 'not good', 'not great', 'avoid', 'bad', 'poor', 'weak', 'worse', 'worst',
  'expensive', 'overpriced', 'limited', 'slow', 'buggy', 'unreliable', 'unstable', 'lacks', 'lacking', 'drawback', 'downside',
  'issue', 'issues', 'problem', 'problems', 'complaint', 'complaints', 'outdated', 'difficult', 'confusing', 'risk', 'scam',
  '不推荐', '不建议', '不好', '较差', '很差', '差评', '昂贵', '太贵', '偏贵', '缺点', '不足', '问题', '避免', '有限', '较慢', '缓慢',
  '不稳定', '投诉', '风险', '落后', '难用', '复杂', '欠缺', '劣势',
];
const POSITIVE = [
  'recommend', 'recommended', 'excellent', 'great', 'good', 'best', 'leading', 'popular', 'powerful', 'reliable', 'easy',
  'strong', 'outstanding', 'top', 'favorite', 'favourite', 'trusted', 'innovative', 'efficient', 'fast', 'intuitive', 'well-known',
  'impressive', 'love', 'standout',
  '推荐', '首选', '优秀', '出色', '领先', '强大', '可靠', '易用', '便捷', '高效', '好用', '受欢迎', '知名', '值得', '优势', '不错',
  '专业', '稳定', '快速', '热门', '领先的', '口碑',
];
const RECOMMENDING = [
  'recommend', 'suggest', 'best', 'top', 'try', 'consider', 'go with', 'choose', 'first choice', 'worth',
  '推荐', '首选', '建议', '值得', '可以选择', '可以试试', '不妨', '优先',
];

function countWords(text: string, words: readonly string[]): { count: number; rest: string } {
  let rest = text;
  let count = 0;
  for (const word of words) {
    for (const m of findKeyword(rest, word).reverse()) {
      count++;
      rest = rest.slice(0, m.start) + ' '.repeat(m.end - m.start) + rest.slice(m.end);
    }
  }
  return { count, rest };
}

/** Tone of a piece of text: positive words minus negative ones (negations first, so they are not counted twice). */
export function sentimentOf(text: string): TSentiment {
  const negative = countWords(text, NEGATIVE);
  const positive = countWords(negative.rest, POSITIVE);
  const score = positive.count - negative.count;
  return score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';
}

function recommends(text: string): boolean {
  const negative = countWords(text, NEGATIVE.filter((w) => /recommend|推荐|建议|avoid|避免/.test(w)));
  return countWords(negative.rest, RECOMMENDING).count > 0;
}

export function analyzeAnswer(answer: string, keywords: readonly string[]): TBrandAnalysis {
  const found = mentions(answer, keywords);
  const perKeyword = keywords.map((keyword) => {
    const hits = findKeyword(answer, keyword);
    return { keyword, count: hits.length, firstIndex: hits[0]?.start ?? null };
  });
  const urls = citedUrls(answer);
  if (!found.length) {
    return { mentioned: false, exposureCount: 0, keywords: perKeyword, position: null, listPosition: null, recommended: false, citedUrls: urls, sentiment: null };
  }
  const first = found[0]!.start;
  const percent = answer.length ? Math.round((first / answer.length) * 100) : 0;
  const position = { index: first, percent, part: percent < 33.34 ? 'top' : percent < 66.67 ? 'middle' : 'bottom' } as const;

  let listPosition: TBrandAnalysis['listPosition'] = null;
  for (const list of findLists(answer)) {
    const rank = list.findIndex((item) => found.some((m) => m.start >= item.start && m.start < item.end));
    if (rank >= 0) {
      listPosition = { rank: rank + 1, of: list.length };
      break;
    }
  }

  const naming = sentences(answer).filter((s) => found.some((m) => m.start < s.end && m.end > s.start));
  const tone = naming.map((s) => sentimentOf(answer.slice(s.start, s.end)));
  const positives = tone.filter((t) => t === 'positive').length;
  const negatives = tone.filter((t) => t === 'negative').length;
  const sentiment: TSentiment = positives > negatives ? 'positive' : negatives > positives ? 'negative' : 'neutral';
  const recommended =
    sentiment !== 'negative' && (listPosition !== null || naming.some((s) => recommends(answer.slice(s.start, s.end))));

  return { mentioned: true, exposureCount: found.length, keywords: perKeyword, position, listPosition, recommended, citedUrls: urls, sentiment };
}
