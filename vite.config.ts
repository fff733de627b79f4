import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

// Pages receive their catalogue already parsed (app/i18n/messages.server.ts), so the browser build of react-intl
// takes formatjs's parser-less entry: about 9 KB gzip less JavaScript on every page. The server keeps the parser.
const icuParserless: Plugin = {
  name: 'atlas:icu-parserless',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer) {
    if (source !== '@formatjs/icu-messageformat-parser') return null;
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
  },
};

export default defineConfig({
  plugins: [tailwindcss(), icuParserless, reactRouter()],
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
              test: /[\\/]app[\\/](shell|ui|i18n|lib)[\\/]|node_modules[\\/](react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|clsx|tslib)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context)/,
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
