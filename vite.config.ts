import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGES } from './app/pages.ts';

// Pages receive their catalogue already parsed (app/i18n/messages.server.ts) and format it with app/i18n/intl.tsx,
// which needs only the syntax-tree constants (TYPE) of formatjs's parser package: the browser build takes the
// package's parser-less entry, so the parser never reaches the browser. The server keeps the parser.
const icuParserless: Plugin = {
  name: 'atlas:icu-parserless',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer) {
    if (source !== '@formatjs/icu-messageformat-parser') return null;
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
  },
};

const LUCIDE_INDEX = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

// The site shell chunk holds exactly what the root route and the site layout route import statically, directly or through other modules:
// the code every page needs before it can hydrate. Modules that only some pages import (a breadcrumb, a dialog)
// stay in those pages' chunks instead of being sent with every page. lucide-react's index re-exports every icon,
// so through it only the icons the shell's own modules name are followed.
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const shellModules = new Set<string>();
const SHARED_BY_ROUTES = 6;
const SHARED_BY_AREAS = 3;
/** Each route module's areas of the site (the first segment of its pages' paths, app/pages.ts). */
const AREAS_OF_ROUTE = new Map<string, Set<string>>();
for (const [pagePath, file] of PAGES) {
  const id = fileURLToPath(new URL(`./app/${file}`, import.meta.url));
  const areas = AREAS_OF_ROUTE.get(id) ?? new Set<string>();
  AREAS_OF_ROUTE.set(id, areas.add(pagePath.split('/')[0] || 'home'));
}
const shellGraph: Plugin = {
  name: 'atlas:shell-graph',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildEnd() {
    shellModules.clear();
    const ids = [...this.getModuleIds()];
    const lucideIndex = ids.find((id) => LUCIDE_INDEX.test(id));
    // Icon name → module, from the index's `export { default as Menu, … } from './icons/menu.mjs'` lines.
    const iconModules = new Map<string, string>();
    const indexCode = lucideIndex ? (this.getModuleInfo(lucideIndex)?.code ?? '') : '';
    for (const [, names, file] of indexCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g)) {
      const iconId = path.resolve(path.dirname(lucideIndex!), file!);
      for (const name of names!.split(',')) iconModules.set(name.trim().replace(/^default as /, ''), iconId);
    }
    /** What a module imports statically, directly or through other modules (lucide: only the icons named). */
    const closure = (start: string) => {
      const seen = new Set<string>();
      const stack = [start];
      while (stack.length) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        const info = this.getModuleInfo(id);
        const imported = info?.importedIds ?? [];
        if (id === lucideIndex) {
          stack.push(...imported.filter((dep) => !LUCIDE_ICON.test(dep)));
          continue;
        }
        stack.push(...imported);
        if (lucideIndex && imported.includes(lucideIndex)) {
          for (const [, names] of (info?.code ?? '').matchAll(LUCIDE_IMPORT)) {
            for (const name of names!.split(',')) {
              const icon = iconModules.get(name.trim().split(/\s+as\s+/)[0]!);
              if (icon) stack.push(icon);
            }
          }
        }
      }
      return seen;
    };
    // The document (root.tsx) and the site layout every page renders in (routes/site-shell.tsx).
    const frames = ids.filter((id) => /[\\/]app[\\/](root|routes[\\/]site-shell)\.tsx(\?|$)/.test(id));
    for (const frame of frames) for (const id of closure(frame)) shellModules.add(id);
    // Small modules that many pages of several areas import (the breadcrumb, empty and error states, number formats,
    // the site-call helper, common icons) go with the shell too: one file a page already loads, instead of several tiny ones.
    const routes = ids.filter(
      (id) => /[\\/]app[\\/]routes[\\/][^/\\]+\.tsx$/.test(id) && !frames.includes(id),
    );
    const counts = new Map<string, number>();
    const areas = new Map<string, Set<string>>();
    for (const route of routes) {
      for (const id of closure(route)) {
        if (shellModules.has(id) || routes.includes(id)) continue;
        counts.set(id, (counts.get(id) ?? 0) + 1);
        areas.set(id, new Set([...(areas.get(id) ?? []), ...(AREAS_OF_ROUTE.get(route) ?? [route])]));
      }
    }
    // …but only small ones: a module that would bring a library the shell does not already carry (a schema module
    // bringing zod, say) stays with the pages that import it.
    const bringsLibrary = (id: string) =>
      [...closure(id)].some((dep) => /[\\/]node_modules[\\/]/.test(dep) && !LUCIDE_ICON.test(dep) && dep !== lucideIndex && !shellModules.has(dep));
    for (const [id, count] of counts) {
      // Pages of one area (the nine MCP pages and their area navigation, say) share a chunk of their own instead.
      const wide = count >= SHARED_BY_ROUTES && areas.get(id)!.size >= SHARED_BY_AREAS;
      if (wide && (/[\\/]app[\\/]/.test(id) || LUCIDE_ICON.test(id)) && !bringsLibrary(id))
        shellModules.add(id);
    }
    if (process.env.ATLAS_DEBUG_SHELL) console.log([...shellModules].join('\n'));
  },
};

export default defineConfig({
  plugins: [tailwindcss(), icuParserless, shellGraph, reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    sourcemap: false,
    // Fewer, larger chunks for what every page loads: the framework in one file and the site shell (layout, i18n,
    // shared UI) in another, instead of some thirty small files. Only modules every page imports statically
    // ($initial) are grouped; code loaded on first use (dialogs, charts, toasts) keeps its own chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: 'shell',
              test: (id) => shellModules.has(id),
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // Bundled into the server build so the server holds only the icons the pages use, not the whole icon set
  // (the package's CommonJS entry and all of its components stay in memory otherwise).
  ssr: { noExternal: ['lucide-react'] },
});
