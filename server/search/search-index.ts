// The one search interface of the server (ARCHITECTURE "Search"): engines differ, callers do not.

/** A piece of text of a document and how much a match in it counts (1–255; names weigh most). */
export interface SearchField {
  text: string;
  weight: number;
  /** The same text recurs in many documents (a tag or category name): engines may tokenize it once. */
  shared?: boolean;
}

export interface SearchDoc<S = unknown> {
  /** The id of the record the document stands for; upserting the same id replaces it. */
  id: number;
  fields: readonly SearchField[];
  /** Values to filter and count by; a list for many-valued facets such as tags. */
  facets: Readonly<Record<string, string | readonly string[] | null | undefined>>;
  /** Breaks ties between equally relevant documents, higher first. */
  popularity: number;
  /** Small values handed back with suggestions, so they need no database round trip. */
  stored?: S;
}

export interface SearchQuery {
  q: string;
  /** facet name → the one value a document must have. */
  filters?: Readonly<Record<string, string | null | undefined>>;
  /** Facets to count over the matches (each count ignores that facet's own filter). */
  facets?: readonly string[];
  /**
   * What the query is about (a single-valued facet's values, such as the categories a short query names): the
   * documents having one of them match whatever their text, and come first, most popular first; the documents
   * matching the words follow by relevance.
   */
  about?: { facet: string; values: readonly string[] };
  offset?: number;
  limit?: number;
}

export interface SearchHit {
  id: number;
  score: number;
}

export interface SearchResult {
  total: number;
  hits: SearchHit[];
  /** facet name → value → number of matches. */
  facets: Record<string, Record<string, number>>;
  /** True when no document matched every word and the result holds documents matching most of them. */
  relaxed: boolean;
}

export interface Suggestion<S = unknown> {
  id: number;
  stored: S | undefined;
}

export interface SearchIndexStats {
  docs: number;
  deleted: number;
  terms: number;
  postings: number;
  /** Bytes held in typed arrays (postings, per-document columns, scratch space); strings and maps come on top. */
  arrayBytes: number;
}

export interface SearchIndex<S = unknown> {
  readonly size: number;
  /**
   * Drops everything and indexes `docs`. Documents may arrive asynchronously (read page by page); the index is
   * incomplete until the promise resolves, so a caller that serves searches meanwhile builds a new one and swaps.
   */
  replaceAll(docs: Iterable<SearchDoc<S>> | AsyncIterable<SearchDoc<S>>): Promise<void>;
  upsert(docs: readonly SearchDoc<S>[]): Promise<void>;
  remove(ids: readonly number[]): Promise<void>;
  has(id: number): boolean;
  search(query: SearchQuery): Promise<SearchResult>;
  /** The best few documents for what has been typed so far. */
  suggest(q: string, limit: number): Promise<Suggestion<S>[]>;
  stats(): SearchIndexStats;
}
