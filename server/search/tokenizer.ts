// Turns text in any of the site languages into index terms, and queries into the atoms they must match.
// Latin script: lower-cased words without accents (plus the parts of CamelCase names). Chinese and Japanese:
// overlapping character pairs (bigrams), so every two-character word (视频, 写作, 画像) is a term without a
// dictionary; queries are cut into words with Intl.Segmenter so pairs that straddle two words are not required.

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const MARKS = /\p{M}+/gu;
const CAMEL_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** Words too common to help a search; not indexed and dropped from queries. */
export const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in into is it its of on or our that the their this to was we with you your'.split(
    ' ',
  ),
);

export interface IndexToken {
  term: string;
  /** 1 for the token as written; less for derived tokens such as CamelCase parts. */
  boost: number;
}

const OTHER = 0;
const WORD = 1;
const CJK = 2;

/** Han, kana (with ー 々 〆), Hangul: written without spaces, indexed by character pairs. */
function isCjkCodePoint(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3040 && cp <= 0x30ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0xac00 && cp <= 0xd7af) ||
    cp === 0x3005 ||
    cp === 0x3006 ||
    (cp >= 0x31f0 && cp <= 0x31ff) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x1100 && cp <= 0x11ff) ||
    (cp >= 0x20000 && cp <= 0x3134f)
  );
}

function kindOf(cp: number): number {
  if (cp < 0x80)
    return (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x30 && cp <= 0x39)
      ? WORD
      : OTHER;
  if (isCjkCodePoint(cp)) return CJK;
  return WORD_CHAR.test(String.fromCodePoint(cp)) ? WORD : OTHER;
}

export function isCjk(term: string): boolean {
  for (const ch of term) if (isCjkCodePoint(ch.codePointAt(0)!)) return true;
  return false;
}

/**
 * Calls `onRun` for every maximal run of word characters of one kind: Latin-like words (letters, digits)
 * and CJK runs. A hand-written scanner: the Unicode-property regular expressions it replaces were the
 * largest cost of building the index.
 */
function scanRuns(text: string, onRun: (cjk: boolean, piece: string) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff) cp = text.codePointAt(i)!;
    const kind = kindOf(cp);
    if (kind === OTHER) {
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const start = i;
    i += cp > 0xffff ? 2 : 1;
    while (i < n) {
      let next = text.charCodeAt(i);
      if (next >= 0xd800 && next <= 0xdbff) next = text.codePointAt(i)!;
      if (kindOf(next) !== kind) break;
      i += next > 0xffff ? 2 : 1;
    }
    onRun(kind === CJK, text.slice(start, i));
  }
}

function latinWord(raw: string): string {
  // Accents go only from Latin letters: stripping marks from kana would turn が into か.
  return /[^ -~]/.test(raw) ? raw.normalize('NFD').replace(MARKS, '').normalize('NFC') : raw;
}

/** NFKC folds full-width letters and half-width kana; plain ASCII needs no pass. */
function normalize(text: string): string {
  // eslint-disable-next-line no-control-regex -- a fast "is it all ASCII" test
  return /^[\u0000-\u007f]*$/.test(text) ? text : text.normalize('NFKC');
}

/** A pair of BMP characters as one int32 (a lone character has 0 as its second half). */
export function pairTerm(key: number): string {
  const second = key & 0xffff;
  return second
    ? String.fromCharCode((key >>> 16) & 0xffff, second)
    : String.fromCharCode((key >>> 16) & 0xffff);
}

function emitCjk(
  piece: string,
  emit: (term: string, boost: number) => void,
  emitPair?: (key: number) => void,
) {
  // Pairs as numbers spare the index a string per occurrence; characters beyond the BMP take the string path.
  if (emitPair && !/[\ud800-\udfff]/.test(piece)) {
    if (piece.length === 1) return emitPair(piece.charCodeAt(0) << 16);
    for (let i = 0; i + 1 < piece.length; i++)
      emitPair((piece.charCodeAt(i) << 16) | piece.charCodeAt(i + 1));
    return;
  }
  if (piece.length === 1) return emit(piece, 1);
  const chars = /[\ud800-\udfff]/.test(piece) ? Array.from(piece) : piece;
  if (chars.length === 1) return emit(chars[0]!, 1);
  for (let i = 0; i + 1 < chars.length; i++) emit(chars[i]! + chars[i + 1]!, 1);
}

/** Calls `emit` for every index token of `text`; the same term may be emitted more than once. */
export function tokenizeForIndex(
  text: string,
  emit: (term: string, boost: number) => void,
  emitPair?: (key: number) => void,
): void {
  if (!text) return;
  scanRuns(normalize(text), (cjk, piece) => {
    if (cjk) return emitCjk(piece, emit, emitPair);
    const lower = piece.toLowerCase();
    const word = latinWord(lower);
    if (word.length > 1 && !STOP_WORDS.has(word)) emit(word, 1);
    // "ChatGPT" is also found by "chat" and "gpt", "DeepSeek" by "seek", "GPT4o" by "gpt".
    if (lower === piece && !/\d/.test(piece)) return;
    const parts = piece.match(CAMEL_PARTS);
    if (parts && parts.length > 1) {
      for (const part of parts) {
        const p = latinWord(part.toLowerCase());
        if (p.length > 1 && p !== word && !STOP_WORDS.has(p)) emit(p, 0.6);
      }
    }
  });
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
  const runs: { cjk: boolean; piece: string }[] = [];
  const normalized = normalize(query).toLowerCase();
  scanRuns(normalized, (cjk, piece) => runs.push({ cjk, piece }));
  const endsInWord = runs.length > 0 && normalized.endsWith(runs[runs.length - 1]!.piece);
  const atoms: QueryAtom[] = [];
  const seen = new Set<string>();
  runs.forEach(({ cjk, piece }, index) => {
    if (cjk) {
      for (const term of cjkAtoms(piece)) {
        if (!seen.has(term)) atoms.push({ term, latin: false, prefix: Array.from(term).length === 1 });
        seen.add(term);
      }
      return;
    }
    const word = latinWord(piece);
    const last = endsInWord && index === runs.length - 1;
    if (STOP_WORDS.has(word) && !last) return;
    if (word.length < 2 && !last) return;
    if (seen.has(word)) return;
    seen.add(word);
    atoms.push({ term: word, latin: true, prefix: last });
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
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}
