// The offline engine, the embedded default (docs/decisions/021): it answers a question from the site's own
// catalogue — full-text search, then a ranking — without any language model or key, and every answer says so.
import type { ChatMessage, ChatOptions, ChatPlatform, ChatStream } from './chat-platform';

export interface CatalogueHit {
  name: string;
  slug: string;
  tagline: string;
  category: string;
  /** Editorial score 0–10, when the product has one. */
  score: number | null;
  popularity: number;
}

/** The catalogue's search in the reader's language, best match first. */
export type CatalogueLookup = (question: string, lang: string, limit: number) => Promise<CatalogueHit[]>;

/** The texts of an answer (`engine`: the engine's own name); the registry fills them from the reader's catalogue. */
export type OfflineText = (
  lang: string,
  key: 'notice' | 'intro' | 'none' | 'item' | 'link' | 'closing' | 'engine',
  values: Record<string, string | number>,
) => string;

export interface OfflineEngineConfig {
  id: string;
  label: string;
  /** relevance: the few best matches, described; popularity: a wider net, ordered by how much the site's visitors use them. */
  variant: 'relevance' | 'popularity';
  lookup: CatalogueLookup;
  text: OfflineText;
  /** Pause between streamed pieces, so the answer arrives as a model's would. */
  pieceDelayMs?: number;
}

const HAN = /\p{Script=Han}/u;

/** The language to answer in: the caller's, else Chinese when the question has Han characters. */
function answerLang(question: string, lang: string | undefined): string {
  return lang ?? (HAN.test(question) ? 'zh' : 'en');
}

/** Splits the answer into short pieces (a few characters of CJK text, a word or two of Latin text). */
export function pieces(text: string): string[] {
  return text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,4}|\s*[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+\s*|\s+/gu) ?? [text];
}

export function createOfflineEngine(config: OfflineEngineConfig): ChatPlatform {
  const delay = config.pieceDelayMs ?? 15;
  async function* chat(messages: readonly ChatMessage[], options: ChatOptions = {}): ChatStream {
    const started = performance.now();
    const question = [...messages].reverse().find((m) => m.role === 'user')?.content.trim() ?? '';
    const lang = answerLang(question, options.lang);
    // The search box's limit: the start of a long prompt carries its subject.
    const query = question.replace(/\s+/g, ' ').slice(0, 100);
    const wanted = config.variant === 'relevance' ? 3 : 10;
    let hits = await config.lookup(query, lang, wanted);
    if (config.variant === 'popularity') hits = [...hits].sort((a, b) => b.popularity - a.popularity).slice(0, 5);
    const quoted = question.length > 60 ? `${question.slice(0, 60)}…` : question;
    const lines = [config.text(lang, 'notice', { engine: config.text(lang, 'engine', { id: config.id }) }), ''];
    if (!hits.length) lines.push(config.text(lang, 'none', { question: quoted }));
    else {
      lines.push(config.text(lang, 'intro', { question: quoted, count: hits.length }), '');
      hits.forEach((hit, i) => {
        lines.push(
          config.text(lang, 'item', {
            rank: i + 1,
            name: hit.name,
            category: hit.category,
            tagline: hit.tagline,
            score: hit.score ?? '–',
            popularity: hit.popularity,
          }),
        );
        if (config.variant === 'relevance') lines.push(`   ${config.text(lang, 'link', { path: `/details/${hit.slug}` })}`);
      });
      lines.push('', config.text(lang, 'closing', {}));
    }
    for (const piece of pieces(lines.join('\n'))) {
      options.signal?.throwIfAborted();
      if (delay) await new Promise((r) => setTimeout(r, delay));
      yield piece;
    }
    return {
      model: `catalogue-${config.variant}`,
      promptTokens: null,
      completionTokens: null,
      costUsd: 0,
      latencyMs: Math.round(performance.now() - started),
      attempts: 1,
    };
  }
  return { id: config.id, label: config.label, available: true, model: `catalogue-${config.variant}`, offline: true, chat };
}
