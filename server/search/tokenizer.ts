// Turns text in any of the site languages into index terms, and queries into the atoms they must match.
// Latin script: lower-cased words without accents (plus the parts of CamelCase names). Chinese and Japanese:
// overlapping character pairs (bigrams), so every two-character word (视频, 写作, 画像) is a term without a
// dictionary; queries are cut into words with Intl.Segmenter so pairs that straddle two words are not required.

/** Han, kana, Hangul and the marks that live inside Japanese words. */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005\u3006]/u;
const WORD_RUN = /[\p{L}\p{N}\u30fc\u3005\u3006]+/gu;
const CJK_SPLIT = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005\u3006]+)/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const MARKS = /\p{M}+/gu;
const CAMEL_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

/** Words too common to help a search; not indexed and dropped from queries. */
export const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in into is it its of on or our that the their this to was we with you your'.split(' '),
);

export interface IndexToken {
  term: string;
  /** 1 for the token as written; less for derived tokens such as CamelCase parts. */
  boost: number;
}

export function isCjk(term: string): boolean {
  return CJK_CHAR.test(term);
}

function latinWord(raw: string): string {
  // Accents go only from Latin letters: stripping marks from kana would turn が into か.
  return /[^ -~]/.test(raw) ? raw.normalize('NFD').replace(MARKS, '').normalize('NFC') : raw;
}

/** Calls `emit` for every index token of `text`; the same term may be emitted more than once. */
export function tokenizeForIndex(text: string, emit: (term: string, boost: number) => void): void {
  if (!text) return;
  const normalized = text.normalize('NFKC');
  for (const match of normalized.matchAll(WORD_RUN)) {
    for (const piece of match[0].split(CJK_SPLIT)) {
      if (!piece) continue;
      if (CJK_CHAR.test(piece)) {
        const chars = Array.from(piece.toLowerCase());
        if (chars.length === 1) emit(chars[0]!, 1);
        for (let i = 0; i + 1 < chars.length; i++) emit(chars[i]! + chars[i + 1]!, 1);
        continue;
      }
      const word = latinWord(piece.toLowerCase());
      if (word.length > 1 && !STOP_WORDS.has(word)) emit(word, 1);
      // "ChatGPT" is also found by "chat" and "gpt", "DeepSeek" by "seek".
      const parts = piece.match(CAMEL_PARTS);
      if (parts && parts.length > 1) {
        for (const part of parts) {
          const p = latinWord(part.toLowerCase());
          if (p.length > 1 && p !== word && !STOP_WORDS.has(p)) emit(p, 0.6);
        }
      }
    }
  }
}

export function tokensOf(text: string): IndexToken[] {
  const out: IndexToken[] = [];
  tokenizeForIndex(text, (term, boost) => out.push({ term, boost }));
  return out;
}

/** One thing a query asks for: a term, and for the last Latin word whether it may be a prefix. */
export interface QueryAtom {
  term: string;
  latin: boolean;
  /** The last word of the query as typed: also matches terms that start with it. */
  prefix: boolean;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: 'zh' | 'ja'): Intl.Segmenter {
  let found = segmenters.get(locale);
  if (!found) {
    found = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, found);
  }
  return found;
}

/** Character-pair atoms of one run of CJK text, cut into words first. */
function cjkAtoms(run: string): string[] {
  const words = Array.from(segmenter(KANA.test(run) ? 'ja' : 'zh').segment(run), (s) => s.segment);
  // The segmenter cuts unknown words into single characters (剪辑 → 剪|辑): glue such neighbours back.
  const chunks: string[] = [];
  let glue = '';
  for (const word of words) {
    if (Array.from(word).length === 1) {
      glue += word;
      continue;
    }
    if (glue) chunks.push(glue);
    glue = '';
    chunks.push(word);
  }
  if (glue) chunks.push(glue);
  const hasLong = chunks.some((c) => Array.from(c).length > 1);
  const atoms: string[] = [];
  for (const chunk of chunks) {
    const chars = Array.from(chunk);
    if (chars.length === 1) {
      // A lone particle (的, を) next to real words only narrows the search to nothing.
      if (!hasLong) atoms.push(chars[0]!);
      continue;
    }
    for (let i = 0; i + 1 < chars.length; i++) atoms.push(chars[i]! + chars[i + 1]!);
  }
  return atoms;
}

/** The atoms of a query, de-duplicated, in query order. */
export function tokenizeQuery(query: string): QueryAtom[] {
  const normalized = query.normalize('NFKC').toLowerCase();
  const atoms: QueryAtom[] = [];
  const seen = new Set<string>();
  const runs = Array.from(normalized.matchAll(WORD_RUN), (m) => m[0]);
  const endsInWord = /[\p{L}\p{N}]$/u.test(normalized);
  runs.forEach((run, runIndex) => {
    const pieces = run.split(CJK_SPLIT).filter(Boolean);
    pieces.forEach((piece, pieceIndex) => {
      if (CJK_CHAR.test(piece)) {
        for (const term of cjkAtoms(piece)) {
          if (!seen.has(term)) atoms.push({ term, latin: false, prefix: Array.from(term).length === 1 });
          seen.add(term);
        }
        return;
      }
      const word = latinWord(piece);
      const last = endsInWord && runIndex === runs.length - 1 && pieceIndex === pieces.length - 1;
      if (STOP_WORDS.has(word) && !last) return;
      if (word.length < 2 && !last) return;
      if (seen.has(word)) return;
      seen.add(word);
      atoms.push({ term: word, latin: true, prefix: last });
    });
  });
  // A query of nothing but stop words still searches for them rather than for everything.
  if (atoms.length > 1) {
    const useful = atoms.filter((a) => !(a.latin && STOP_WORDS.has(a.term)));
    if (useful.length) return useful;
  }
  return atoms;
}

/** Optimal-string-alignment distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}
