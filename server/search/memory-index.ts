// The embedded search engine: an inverted index in typed arrays, with prefix matching on the last word,
// one-edit typo tolerance on Latin words, disjunctive facet counts and top-k ranking by relevance then popularity.
//
// Layout: every document gets a slot; a term's postings are `slot * 256 + fieldWeight` in one growable
// Uint32Array, in slot order. Replacing a document kills its slot and appends a new one, so writes never
// rewrite posting lists; dead slots are squeezed out once they are a fifth of the index.
import { pairTerm, tokenizeForIndex, tokenizeQuery, type QueryAtom } from './tokenizer';
import type {
  SearchDoc,
  SearchHit,
  SearchIndex,
  SearchIndexStats,
  SearchQuery,
  SearchResult,
  Suggestion,
} from './search-index';

export interface FacetSpec {
  name: string;
  /** Documents carry a list of values (tags) rather than one. */
  multi?: boolean;
}

export interface MemoryIndexOptions {
  facets: readonly FacetSpec[];
}

const MAX_SLOTS = 1 << 24;
const MAX_ATOMS = 16;
/** Terms a prefix may expand to (the most frequent win), and terms all typo variants may add. */
const PREFIX_EXPANSION = 48;
const TYPO_EXPANSION = 64;
const MIN_TYPO_LENGTH = 4;
/** Longer words are not real words (and their variants would cost thousands of look-ups). */
const MAX_TYPO_LENGTH = 24;
const MIN_FUZZY_PREFIX_LENGTH = 5;
/** Relevance within a factor of 1.25 counts as a tie, broken by popularity. */
const LOG_BUCKET = Math.log(1.25);
const FACTOR = { exact: 1, prefix: 0.7, typo: 0.6, typoPrefix: 0.45 } as const;
const TYPO_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

interface Postings {
  data: Uint32Array;
  len: number;
}

interface FacetStore {
  spec: FacetSpec;
  codes: Map<string, number>;
  values: string[];
  single: Int32Array;
  /** Many-valued facets: the codes of slot s are multiData[multiOff[s] .. multiOff[s] + multiLen[s]). */
  multiOff: Int32Array;
  multiLen: Uint8Array;
  multiData: Int32Array;
  multiUsed: number;
}

function grow<T extends Uint8Array | Int32Array | Float32Array | Float64Array | Uint32Array>(
  arr: T,
  min: number,
): T {
  if (arr.length >= min) return arr;
  let size = Math.max(16, arr.length * 2);
  while (size < min) size *= 2;
  const next = new (arr.constructor as new (n: number) => T)(size);
  next.set(arr);
  return next;
}

export class MemorySearchIndex<S = unknown> implements SearchIndex<S> {
  private readonly facetStores: FacetStore[];
  private termIds = new Map<string, number>();
  private termText: string[] = [];
  private postings: Postings[] = [];
  /** Term ids in code-unit order of their text, for prefix ranges. */
  private sorted: number[] = [];

  private slotCount = 0;
  private deleted = 0;
  private slotOf = new Map<number, number>();
  private docId = new Int32Array(0);
  private alive = new Uint8Array(0);
  private popularity = new Float32Array(0);
  private stored: (S | undefined)[] = [];

  // Per-query scratch space, indexed by slot; cleared through the touched list, never by a full fill.
  private acc = new Float64Array(0);
  private hits = new Uint8Array(0);
  private atomBest = new Float32Array(0);
  private atomMark = new Int32Array(0);
  private stamp = 0;
  // Per-query lists of slots (touched, candidates, passing) and their scores.
  private touched = new Int32Array(0);
  private atomSlots = new Int32Array(0);
  private cand = new Int32Array(0);
  private candScore = new Float64Array(0);
  private pass = new Int32Array(0);
  private passScore = new Float64Array(0);

  // Indexing scratch: the best weight of each term in the document being added.
  private termWeight = new Uint8Array(0);
  private docTerms: number[] = [];
  /** Open-addressing table: CJK pair key (see pairTerm) → term id; rebuilt lazily after a reset. */
  private pairKeys = new Int32Array(1 << 12);
  private pairIds = new Int32Array(1 << 12);
  private pairCount = 0;
  /** Tokens of shared field texts (tag and category names), computed once. */
  private sharedTokens = new Map<string, { terms: string[]; boosts: number[] }>();

  constructor(options: MemoryIndexOptions) {
    this.facetStores = options.facets.map((spec) => ({
      spec,
      codes: new Map(),
      values: [],
      single: new Int32Array(0),
      multiOff: new Int32Array(0),
      multiLen: new Uint8Array(0),
      multiData: new Int32Array(0),
      multiUsed: 0,
    }));
  }

  get size(): number {
    return this.slotCount - this.deleted;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  stats(): SearchIndexStats {
    let postings = 0;
    let arrayBytes = 0;
    for (const p of this.postings) {
      postings += p.len;
      arrayBytes += p.data.byteLength;
    }
    for (const arr of [
      this.docId,
      this.alive,
      this.popularity,
      this.acc,
      this.hits,
      this.atomBest,
      this.atomMark,
      this.touched,
      this.atomSlots,
      this.cand,
      this.candScore,
      this.pass,
      this.passScore,
      this.termWeight,
    ]) {
      arrayBytes += arr.byteLength;
    }
    for (const store of this.facetStores) {
      arrayBytes += store.single.byteLength;
      arrayBytes += store.multiOff.byteLength + store.multiLen.byteLength + store.multiData.byteLength;
    }
    return { docs: this.size, deleted: this.deleted, terms: this.termText.length, postings, arrayBytes };
  }

  async replaceAll(docs: Iterable<SearchDoc<S>> | AsyncIterable<SearchDoc<S>>): Promise<void> {
    if (!(Symbol.asyncIterator in docs)) return this.replaceAllSync(docs);
    this.clear();
    for await (const doc of docs) this.add(doc);
    this.finishBuild();
  }

  replaceAllSync(docs: Iterable<SearchDoc<S>>): void {
    this.clear();
    for (const doc of docs) this.add(doc);
    this.finishBuild();
  }

  private clear() {
    this.termIds = new Map();
    this.termText = [];
    this.postings = [];
    this.sorted = [];
    this.slotCount = 0;
    this.deleted = 0;
    this.alive.fill(0);
    this.slotOf = new Map();
    this.stored = [];
    this.sharedTokens = new Map();
    this.clearPairs();
    for (const store of this.facetStores) {
      store.codes = new Map();
      store.values = [];
      store.multiUsed = 0;
    }
  }

  private finishBuild() {
    this.packPostings();
    this.resortTerms();
  }

  /**
   * Moves every postings list into one buffer, each list a view of exactly its length. Growth by doubling leaves
   * up to half of each list unused, and a typed array per term costs a backing store and its bookkeeping on top
   * of the data (at 20k products that doubled the index). A list that grows later moves to its own array.
   */
  private packPostings() {
    let total = 0;
    for (const p of this.postings) total += p.len;
    const all = new Uint32Array(total);
    let offset = 0;
    for (const p of this.postings) {
      all.set(p.data.subarray(0, p.len), offset);
      p.data = all.subarray(offset, offset + p.len);
      offset += p.len;
    }
  }

  async upsert(docs: readonly SearchDoc<S>[]): Promise<void> {
    this.upsertSync(docs);
  }

  upsertSync(docs: readonly SearchDoc<S>[]): void {
    const termsBefore = this.termText.length;
    for (const doc of docs) {
      const old = this.slotOf.get(doc.id);
      if (old !== undefined) this.kill(old);
      this.add(doc);
    }
    this.mergeNewTerms(termsBefore);
    this.maybeCompact();
  }

  async remove(ids: readonly number[]): Promise<void> {
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) this.kill(slot);
    }
    this.maybeCompact();
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    return this.searchSync(query);
  }

  async suggest(q: string, limit: number): Promise<Suggestion<S>[]> {
    const { hits } = this.searchSync({ q, limit });
    return hits.map((h) => ({ id: h.id, stored: this.stored[this.slotOf.get(h.id)!] }));
  }

  // ---- writing -------------------------------------------------------------------------------------------

  private ensureCapacity(slots: number) {
    if (slots > MAX_SLOTS) throw new Error('search index full');
    this.docId = grow(this.docId, slots);
    this.alive = grow(this.alive, slots);
    this.popularity = grow(this.popularity, slots);
    for (const store of this.facetStores) {
      if (!store.spec.multi) store.single = grow(store.single, slots);
      else {
        store.multiOff = grow(store.multiOff, slots);
        store.multiLen = grow(store.multiLen, slots);
      }
    }
  }

  private code(store: FacetStore, value: string): number {
    let code = store.codes.get(value);
    if (code === undefined) {
      code = store.values.length;
      store.codes.set(value, code);
      store.values.push(value);
    }
    return code;
  }

  private add(doc: SearchDoc<S>) {
    const slot = this.slotCount++;
    this.ensureCapacity(this.slotCount);
    this.docId[slot] = doc.id;
    this.alive[slot] = 1;
    this.popularity[slot] = doc.popularity;
    this.stored[slot] = doc.stored;
    this.slotOf.set(doc.id, slot);
    for (const store of this.facetStores) {
      const value = doc.facets[store.spec.name];
      if (store.spec.multi) {
        const list = value == null ? [] : typeof value === 'string' ? [value] : value;
        const n = Math.min(255, list.length);
        store.multiData = grow(store.multiData, store.multiUsed + n);
        store.multiOff[slot] = store.multiUsed;
        store.multiLen[slot] = n;
        for (let i = 0; i < n; i++) store.multiData[store.multiUsed++] = this.code(store, list[i]!);
      } else {
        store.single[slot] = typeof value === 'string' ? this.code(store, value) : -1;
      }
    }
    // One posting per term and document, carrying the weight of the best field the term occurs in.
    const docTerms = this.docTerms;
    docTerms.length = 0;
    for (const field of doc.fields) {
      if (!field.text) continue;
      if (field.shared && field.text.length <= 200) {
        let tokens = this.sharedTokens.get(field.text);
        if (!tokens) {
          tokens = { terms: [], boosts: [] };
          const t = tokens;
          tokenizeForIndex(field.text, (term, boost) => {
            t.terms.push(term);
            t.boosts.push(boost);
          });
          if (this.sharedTokens.size > 100_000) this.sharedTokens.clear();
          this.sharedTokens.set(field.text, tokens);
        }
        for (let i = 0; i < tokens.terms.length; i++)
          this.noteTerm(tokens.terms[i]!, field.weight * tokens.boosts[i]!);
      } else {
        const weight = field.weight;
        tokenizeForIndex(
          field.text,
          (term, boost) => this.noteTerm(term, weight * boost),
          (key) => this.noteTermId(this.pairId(key), weight),
        );
      }
    }
    const weights = this.termWeight;
    for (const id of docTerms) {
      const p = this.postings[id]!;
      if (p.len === p.data.length) p.data = grow(p.data, p.len + 1);
      p.data[p.len++] = slot * 256 + weights[id]!;
      weights[id] = 0;
    }
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termText.length;
      this.termIds.set(term, id);
      this.termText.push(term);
      this.postings.push({ data: new Uint32Array(2), len: 0 });
      if (this.termWeight.length <= id) this.termWeight = grow(this.termWeight, id + 1);
    }
    return id;
  }

  private clearPairs() {
    this.pairKeys = new Int32Array(1 << 12);
    this.pairIds = new Int32Array(1 << 12);
    this.pairCount = 0;
  }

  /** The term id of a CJK pair key, through the pair table (no string is made unless the pair is new to it). */
  private pairId(key: number): number {
    let keys = this.pairKeys;
    let mask = keys.length - 1;
    let h = (Math.imul(key, 0x9e3779b1) >>> 0) & mask;
    while (keys[h] !== 0) {
      if (keys[h] === key) return this.pairIds[h]!;
      h = (h + 1) & mask;
    }
    const id = this.termId(pairTerm(key));
    if ((this.pairCount + 1) * 2 > keys.length) {
      const oldKeys = keys;
      const oldIds = this.pairIds;
      keys = this.pairKeys = new Int32Array(oldKeys.length * 2);
      this.pairIds = new Int32Array(oldKeys.length * 2);
      mask = keys.length - 1;
      for (let i = 0; i < oldKeys.length; i++) {
        if (oldKeys[i] === 0) continue;
        let j = (Math.imul(oldKeys[i]!, 0x9e3779b1) >>> 0) & mask;
        while (keys[j] !== 0) j = (j + 1) & mask;
        keys[j] = oldKeys[i]!;
        this.pairIds[j] = oldIds[i]!;
      }
      h = (Math.imul(key, 0x9e3779b1) >>> 0) & mask;
      while (keys[h] !== 0) h = (h + 1) & mask;
    }
    keys[h] = key;
    this.pairIds[h] = id;
    this.pairCount++;
    return id;
  }

  private noteTerm(term: string, weight: number) {
    this.noteTermId(this.termId(term), weight);
  }

  private noteTermId(id: number, weight: number) {
    const w = Math.max(1, Math.min(255, Math.round(weight)));
    const current = this.termWeight[id]!;
    if (current === 0) this.docTerms.push(id);
    if (w > current) this.termWeight[id] = w;
  }

  private kill(slot: number) {
    if (!this.alive[slot]) return;
    this.alive[slot] = 0;
    this.deleted++;
    this.stored[slot] = undefined;
    const id = this.docId[slot]!;
    if (this.slotOf.get(id) === slot) this.slotOf.delete(id);
  }

  private resortTerms() {
    const text = this.termText;
    this.sorted = Array.from({ length: text.length }, (_, i) => i).sort((a, b) =>
      text[a]! < text[b]! ? -1 : text[a]! > text[b]! ? 1 : 0,
    );
  }

  private mergeNewTerms(from: number) {
    const added = this.termText.length - from;
    if (added === 0) return;
    if (added > 256) return this.resortTerms();
    for (let id = from; id < this.termText.length; id++)
      this.sorted.splice(this.lowerBound(this.termText[id]!), 0, id);
  }

  private maybeCompact() {
    if (this.deleted === 0 || this.deleted * 5 < this.slotCount) return;
    const remap = new Int32Array(this.slotCount).fill(-1);
    let next = 0;
    for (let slot = 0; slot < this.slotCount; slot++) if (this.alive[slot]) remap[slot] = next++;
    for (let slot = 0; slot < this.slotCount; slot++) {
      const to = remap[slot]!;
      if (to < 0) continue;
      this.docId[to] = this.docId[slot]!;
      this.alive[to] = 1;
      this.popularity[to] = this.popularity[slot]!;
      this.stored[to] = this.stored[slot];
      for (const store of this.facetStores) {
        if (!store.spec.multi) store.single[to] = store.single[slot]!;
      }
    }
    this.alive.fill(0, next);
    this.stored.length = next;
    for (const store of this.facetStores) {
      if (!store.spec.multi) continue;
      // Slots only move down, so copying forward in slot order never overwrites codes still to be read.
      let used = 0;
      for (let slot = 0; slot < this.slotCount; slot++) {
        const to = remap[slot]!;
        if (to < 0) continue;
        const off = store.multiOff[slot]!;
        const len = store.multiLen[slot]!;
        store.multiData.copyWithin(used, off, off + len);
        store.multiOff[to] = used;
        store.multiLen[to] = len;
        used += len;
      }
      store.multiUsed = used;
    }
    // Terms left without documents go, so the dictionary does not grow with every edit.
    const termIds = new Map<string, number>();
    const termText: string[] = [];
    const postings: Postings[] = [];
    for (let id = 0; id < this.termText.length; id++) {
      const p = this.postings[id]!;
      let len = 0;
      for (let i = 0; i < p.len; i++) {
        const to = remap[Math.floor(p.data[i]! / 256)]!;
        if (to >= 0) p.data[len++] = to * 256 + (p.data[i]! & 255);
      }
      if (!len) continue;
      termIds.set(this.termText[id]!, termText.length);
      termText.push(this.termText[id]!);
      postings.push({ data: p.data, len });
    }
    this.termIds = termIds;
    this.termText = termText;
    this.postings = postings;
    this.clearPairs();
    this.slotOf = new Map();
    for (let slot = 0; slot < next; slot++) this.slotOf.set(this.docId[slot]!, slot);
    this.slotCount = next;
    this.deleted = 0;
    this.packPostings();
    this.resortTerms();
  }

  // ---- reading -------------------------------------------------------------------------------------------

  /** First position in `sorted` whose term is not below `text`. */
  private lowerBound(text: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.termText[this.sorted[mid]!]! < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Term ids starting with `prefix` (other than `prefix` itself), the most frequent first. */
  private prefixTerms(prefix: string, cap: number): number[] {
    const found: number[] = [];
    for (let i = this.lowerBound(prefix); i < this.sorted.length && found.length < 4096; i++) {
      const id = this.sorted[i]!;
      const text = this.termText[id]!;
      if (!text.startsWith(prefix)) break;
      if (text !== prefix && this.postings[id]!.len) found.push(id);
    }
    if (found.length > cap) {
      found.sort((a, b) => this.postings[b]!.len - this.postings[a]!.len);
      found.length = cap;
    }
    return found;
  }

  /** Every string one deletion, transposition, substitution or insertion away from `word`. */
  private static edits1(word: string): string[] {
    const out: string[] = [];
    for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
    for (let i = 0; i + 1 < word.length; i++)
      out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (let i = 0; i < word.length; i++) {
      for (const c of TYPO_ALPHABET) if (c !== word[i]) out.push(word.slice(0, i) + c + word.slice(i + 1));
    }
    for (let i = 0; i <= word.length; i++)
      for (const c of TYPO_ALPHABET) out.push(word.slice(0, i) + c + word.slice(i));
    return out;
  }

  /** The dictionary terms an atom matches, with how much each match counts. */
  private expand(atom: QueryAtom): Map<number, number> {
    const found = new Map<number, number>();
    const put = (id: number | undefined, factor: number) => {
      if (id === undefined || !this.postings[id]!.len) return;
      if (factor > (found.get(id) ?? 0)) found.set(id, factor);
    };
    const exact = this.termIds.get(atom.term);
    put(exact, FACTOR.exact);
    let completions = 0;
    if (atom.prefix) {
      for (const id of this.prefixTerms(atom.term, PREFIX_EXPANSION)) {
        completions++;
        // "chatb" counts a little more in "chatbot" than in "chatbotbuilderplatform".
        const ratio = atom.term.length / this.termText[id]!.length;
        put(id, FACTOR.prefix * (0.85 + 0.15 * ratio));
      }
    }
    const exactDf = exact === undefined ? 0 : this.postings[exact]!.len;
    // Typos are tried only for words the index does not (or hardly) know and cannot complete.
    const typoCandidate =
      atom.latin &&
      exactDf < 3 &&
      completions === 0 &&
      atom.term.length >= MIN_TYPO_LENGTH &&
      atom.term.length <= MAX_TYPO_LENGTH &&
      /^[a-z0-9]+$/.test(atom.term) &&
      !/^\d+$/.test(atom.term);
    if (typoCandidate) {
      let added = 0;
      const variants = MemorySearchIndex.edits1(atom.term);
      for (const variant of variants) {
        if (added >= TYPO_EXPANSION) break;
        const id = this.termIds.get(variant);
        if (id !== undefined && !found.has(id)) {
          put(id, FACTOR.typo);
          added++;
        }
      }
      // The word being typed may be a misspelt start of a longer term: chatbto → chatbots.
      if (atom.prefix && atom.term.length >= MIN_FUZZY_PREFIX_LENGTH) {
        for (const variant of variants) {
          if (added >= TYPO_EXPANSION) break;
          if (variant.length < MIN_TYPO_LENGTH) continue;
          for (const id of this.prefixTerms(variant, 8)) {
            if (found.has(id)) continue;
            put(id, FACTOR.typoPrefix);
            added++;
          }
        }
      }
    }
    return found;
  }

  private ensureScratch() {
    if (this.acc.length >= this.slotCount) return;
    const size = Math.max(16, this.docId.length);
    this.acc = new Float64Array(size);
    this.hits = new Uint8Array(size);
    this.atomBest = new Float32Array(size);
    this.atomMark = new Int32Array(size);
    this.stamp = 0;
    this.touched = new Int32Array(size);
    this.atomSlots = new Int32Array(size);
    this.cand = new Int32Array(size);
    this.candScore = new Float64Array(size);
    this.pass = new Int32Array(size);
    this.passScore = new Float64Array(size);
  }

  searchSync(query: SearchQuery): SearchResult {
    this.ensureScratch();
    const offset = Math.max(0, Math.floor(query.offset ?? 0));
    const limit = Math.max(0, Math.floor(query.limit ?? 20));
    const text = query.q ?? '';
    const atoms = tokenizeQuery(text).slice(0, MAX_ATOMS);

    // Candidates and their relevance, in this.cand / this.candScore.
    let nCand = 0;
    let relaxed = false;
    if (!text.trim()) {
      const { cand, candScore, alive } = this;
      for (let slot = 0; slot < this.slotCount; slot++) {
        if (alive[slot]) {
          cand[nCand] = slot;
          candScore[nCand++] = 0;
        }
      }
    } else if (atoms.length) {
      ({ count: nCand, relaxed } = this.match(atoms));
    }
    // Documents with a value the query is about are candidates whatever their text.
    const aboutStore = query.about && this.facetStores.find((f) => f.spec.name === query.about!.facet && !f.spec.multi);
    const aboutCodes = aboutStore
      ? new Set(query.about!.values.map((v) => aboutStore.codes.get(v)).filter((c): c is number => c !== undefined))
      : undefined;
    if (aboutStore && aboutCodes?.size && text.trim()) {
      const isCand = new Uint8Array(this.slotCount);
      for (let i = 0; i < nCand; i++) isCand[this.cand[i]!] = 1;
      const { alive, cand, candScore } = this;
      const codes = aboutStore.single;
      for (let slot = 0; slot < this.slotCount; slot++) {
        if (alive[slot] && !isCand[slot] && aboutCodes.has(codes[slot]!)) {
          cand[nCand] = slot;
          candScore[nCand++] = 0;
        }
      }
    }

    // Filters, and facet counts that ignore each facet's own filter (so the other values stay choosable).
    // Loops run column by column over typed arrays: the per-candidate work is a load and an increment.
    const filterStores: FacetStore[] = [];
    const filterCodes: number[] = [];
    for (const [name, value] of Object.entries(query.filters ?? {})) {
      if (value == null || value === '') continue;
      const store = this.facetStores.find((f) => f.spec.name === name);
      if (!store || filterStores.includes(store)) continue;
      filterStores.push(store);
      filterCodes.push(store.codes.get(value) ?? -2);
    }
    const { cand, candScore, pass, passScore } = this;
    const nFilters = filterStores.length;
    // failures[i]: how many filters candidate i fails (capped at 2); failedAt[i]: the one it fails.
    const failures = nFilters ? new Uint8Array(nCand) : undefined;
    const failedAt = nFilters ? new Uint8Array(nCand) : undefined;
    for (let f = 0; f < nFilters; f++) {
      const store = filterStores[f]!;
      const code = filterCodes[f]!;
      if (store.spec.multi) {
        const { multiOff, multiLen, multiData } = store;
        for (let i = 0; i < nCand; i++) {
          const slot = cand[i]!;
          let found = false;
          for (let j = multiOff[slot]!, end = j + multiLen[slot]!; j < end && !found; j++)
            found = multiData[j] === code;
          if (!found) {
            failures![i] = Math.min(2, failures![i]! + 1);
            failedAt![i] = f;
          }
        }
      } else {
        const codes = store.single;
        for (let i = 0; i < nCand; i++) {
          if (codes[cand[i]!] !== code) {
            failures![i] = Math.min(2, failures![i]! + 1);
            failedAt![i] = f;
          }
        }
      }
    }
    let nPass = 0;
    if (!failures) {
      pass.set(cand.subarray(0, nCand));
      passScore.set(candScore.subarray(0, nCand));
      nPass = nCand;
    } else {
      for (let i = 0; i < nCand; i++) {
        if (failures[i] === 0) {
          pass[nPass] = cand[i]!;
          passScore[nPass++] = candScore[i]!;
        }
      }
    }

    const counted = (query.facets ?? [])
      .map((name) => this.facetStores.find((f) => f.spec.name === name))
      .filter((f): f is FacetStore => !!f);
    const counts: Int32Array[] = [];
    for (const store of counted) {
      // Index 0 counts documents without a value; value code c is counted at c + 1.
      const tally = new Int32Array(store.values.length + 1);
      counts.push(tally);
      const own = filterStores.indexOf(store);
      if (own < 0 || !failures || !failedAt) {
        // Not filtered by this facet: count the documents that pass every filter.
        if (store.spec.multi) {
          const { multiOff, multiLen, multiData } = store;
          for (let i = 0; i < nPass; i++) {
            const slot = pass[i]!;
            for (let j = multiOff[slot]!, end = j + multiLen[slot]!; j < end; j++)
              tally[multiData[j]! + 1]!++;
          }
        } else {
          const codes = store.single;
          for (let i = 0; i < nPass; i++) tally[codes[pass[i]!]! + 1]!++;
        }
        continue;
      }
      // Filtered by this facet: count the documents that pass every other filter.
      for (let i = 0; i < nCand; i++) {
        const fails = failures[i]!;
        if (fails > 1 || (fails === 1 && failedAt[i] !== own)) continue;
        const slot = cand[i]!;
        if (store.spec.multi) {
          const { multiOff, multiLen, multiData } = store;
          for (let j = multiOff[slot]!, end = j + multiLen[slot]!; j < end; j++) tally[multiData[j]! + 1]!++;
        } else {
          tally[store.single[slot]! + 1]!++;
        }
      }
    }

    const facets: Record<string, Record<string, number>> = {};
    counted.forEach((store, c) => {
      const tally = counts[c]!;
      const out: Record<string, number> = {};
      for (let code = 0; code < store.values.length; code++)
        if (tally[code + 1]) out[store.values[code]!] = tally[code + 1]!;
      facets[store.spec.name] = out;
    });
    // Matches with a value the query is about: ranked above the rest (then by popularity).
    let about: Uint8Array | undefined;
    if (aboutStore && aboutCodes?.size) {
      about = new Uint8Array(nPass);
      for (let i = 0; i < nPass; i++) if (aboutCodes.has(aboutStore.single[pass[i]!]!)) about[i] = 1;
    }
    return { total: nPass, hits: this.top(nPass, offset, limit, about), facets, relaxed };
  }

  /**
   * Scores every slot matching every atom (or, failing that, at least half of them) into this.cand /
   * this.candScore; an atom's score in a document is its best-matching term's field weight × idf × match factor.
   */
  private match(atoms: QueryAtom[]): { count: number; relaxed: boolean } {
    const n = this.slotCount || 1;
    const { acc, hits, atomBest, atomMark, alive, touched, atomSlots, cand, candScore } = this;
    let nTouched = 0;
    for (const atom of atoms) {
      const terms = this.expand(atom);
      const mark = ++this.stamp;
      let nAtom = 0;
      // Completions and typo variants all stand for the one word typed: they share the idf of the most
      // common of them, so a rare completion (deepl) does not outrank a popular one (deepseek) on rarity alone.
      let sharedIdf = Infinity;
      for (const [termId, factor] of terms) {
        if (factor < FACTOR.exact)
          sharedIdf = Math.min(sharedIdf, Math.log(1 + n / this.postings[termId]!.len));
      }
      for (const [termId, factor] of terms) {
        const p = this.postings[termId]!;
        const idf = factor < FACTOR.exact ? sharedIdf : Math.log(1 + n / p.len);
        const base = idf * factor;
        const data = p.data;
        const len = p.len;
        for (let i = 0; i < len; i++) {
          const posting = data[i]!;
          const slot = posting >>> 8;
          if (!alive[slot]) continue;
          const value = (posting & 255) * base;
          if (atomMark[slot] !== mark) {
            atomMark[slot] = mark;
            atomBest[slot] = value;
            atomSlots[nAtom++] = slot;
          } else if (value > atomBest[slot]!) {
            atomBest[slot] = value;
          }
        }
      }
      for (let i = 0; i < nAtom; i++) {
        const slot = atomSlots[i]!;
        if (hits[slot] === 0) touched[nTouched++] = slot;
        hits[slot]!++;
        acc[slot]! += atomBest[slot]!;
      }
    }
    if (this.stamp > 2_000_000_000) {
      this.stamp = 0;
      atomMark.fill(0);
    }
    const all = atoms.length;
    let need = all;
    let complete = false;
    for (let i = 0; i < nTouched && !complete; i++) complete = hits[touched[i]!] === all;
    const relaxed = !complete && all > 1;
    if (relaxed) need = Math.ceil(all / 2);
    let count = 0;
    for (let i = 0; i < nTouched; i++) {
      const slot = touched[i]!;
      const h = hits[slot]!;
      if (h >= need) {
        cand[count] = slot;
        candScore[count++] = relaxed ? (acc[slot]! * h) / all : acc[slot]!;
      }
      acc[slot] = 0;
      hits[slot] = 0;
    }
    return { count, relaxed };
  }

  /**
   * The `limit` best of the first `count` passing slots after skipping `offset`: by relevance bucket, then
   * popularity, relevance and id.
   */
  private top(count: number, offset: number, limit: number, about?: Uint8Array): SearchHit[] {
    const k = offset + limit;
    if (!limit || offset >= count) return [];
    const { pass, passScore, popularity: pop, docId: ids } = this;
    const buckets = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const score = passScore[i]!;
      // One bucket above every score for what the query is about: popularity orders it.
      buckets[i] = about?.[i] ? 1e9 : score > 0 ? Math.floor(Math.log(score) / LOG_BUCKET) : -1e9;
    }
    // better(a, b) > 0 when candidate a ranks above candidate b.
    const better = (a: number, b: number) =>
      buckets[a]! - buckets[b]! ||
      pop[pass[a]!]! - pop[pass[b]!]! ||
      passScore[a]! - passScore[b]! ||
      ids[pass[b]!]! - ids[pass[a]!]!;
    let order: number[];
    if (k * 4 >= count || k > 2000) {
      order = Array.from({ length: count }, (_, i) => i).sort((a, b) => better(b, a));
    } else {
      // A min-heap of the k best seen so far: most candidates lose to its root at once.
      const heap: number[] = [];
      const down = (i: number) => {
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < heap.length && better(heap[m]!, heap[l]!) > 0) m = l;
          if (r < heap.length && better(heap[m]!, heap[r]!) > 0) m = r;
          if (m === i) return;
          [heap[i], heap[m]] = [heap[m]!, heap[i]!];
          i = m;
        }
      };
      const up = (i: number) => {
        while (i > 0) {
          const parent = (i - 1) >> 1;
          if (better(heap[parent]!, heap[i]!) <= 0) return;
          [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
          i = parent;
        }
      };
      for (let c = 0; c < count; c++) {
        if (heap.length < k) {
          heap.push(c);
          up(heap.length - 1);
        } else if (better(c, heap[0]!) > 0) {
          heap[0] = c;
          down(0);
        }
      }
      order = heap.sort((a, b) => better(b, a));
    }
    return order
      .slice(offset, k)
      .map((c) => ({ id: ids[pass[c]!]!, score: Math.round(passScore[c]! * 1000) / 1000 }));
  }
}
