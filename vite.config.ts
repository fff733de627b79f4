import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: { sourcemap: false },
  // Bundled into the server build so the server holds only the icons the pages use, not the whole icon set
  // (the package's CommonJS entry and all of its components stay in memory otherwise).
  ssr: { noExternal: ['lucide-react'] },
});
