import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CATALOGUE_LINK_ATTRIBUTE, loadCatalogue } from './i18n/catalogue';
import type { LangCode } from './i18n/locales';

// The page's catalogue is a file of its own (preloaded by the head, cached for good): hydration waits for it so the
// first client render formats exactly what the server rendered. If it cannot be had, the page stays as the server
// sent it — readable, with working links — rather than hydrating into message ids.
async function hydrate() {
  const link = document.querySelector<HTMLLinkElement>(`link[${CATALOGUE_LINK_ATTRIBUTE}]`);
  if (link) {
    const lang = link.getAttribute(CATALOGUE_LINK_ATTRIBUTE) as LangCode;
    const href = link.getAttribute('href')!;
    try {
      await loadCatalogue(lang, href).catch(() => loadCatalogue(lang, href));
    } catch (error) {
      console.error('[i18n] catalogue unavailable; the page stays static', error);
      return;
    }
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
