// Which catalogue a page formats with, on either side. The server renders with the catalogues it parses itself
// (entry.server.tsx provides them); the browser loads the language's content-hashed catalogue file once, before
// it hydrates the first page (entry.client.tsx) or renders a page in another language (the root clientLoader).
// Pages therefore never carry the catalogue in their loader data.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LangCode } from './locales';

/** A catalogue as pages format it: a message is plain text, or its parsed ICU syntax tree. */
export type CompiledMessages = Record<string, string | MessageFormatElement[]>;

let serverSource: ((lang: LangCode) => CompiledMessages) | undefined;
const loaded = new Map<LangCode, CompiledMessages>();
const loading = new Map<string, Promise<CompiledMessages>>();

/** Called once by the server entry: renders there read the parsed catalogues directly. */
export function provideCatalogues(source: (lang: LangCode) => CompiledMessages): void {
  serverSource = source;
}

/** The catalogue of `lang` if this side has it (always on the server; in the browser once loaded). */
export function catalogueFor(lang: LangCode): CompiledMessages | undefined {
  return serverSource ? serverSource(lang) : loaded.get(lang);
}

/**
 * Loads the catalogue file at `href` for `lang` (once; a failed load may be retried by calling again). The
 * file is the one the page's head preloads, so this usually resolves from the preload.
 */
export function loadCatalogue(lang: LangCode, href: string): Promise<CompiledMessages> {
  const ready = catalogueFor(lang);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`catalogue ${href}: HTTP ${response.status}`);
        return response.json() as Promise<CompiledMessages>;
      })
      .then((messages) => {
        loaded.set(lang, messages);
        return messages;
      })
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}

/** The `<link>` attribute that marks the page's catalogue preload, read by the browser entry before hydrating. */
export const CATALOGUE_LINK_ATTRIBUTE = 'data-catalogue';
