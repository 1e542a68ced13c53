import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preactStandalone } from '../packages/elements/standalone.preact.ts';
import { sourceAliases } from '../vitest.shared.ts';

const standalone = fileURLToPath(new URL('../packages/elements/dist/standalone/', import.meta.url));

/**
 * The app serves the custom-element bundle beside embed-demo.html, so a plain page can load it; then every text
 * file of the built app gets its brotli and gzip copies, which the server sends as they are (scripts/precompress.mjs).
 */
function serveElementsBundle(): Plugin {
  return {
    name: 'pte-elements-bundle',
    apply: 'build',
    async closeBundle() {
      if (!existsSync(`${standalone}pte-elements.js`)) throw new Error('Build @pte-kit/elements before the host (its standalone bundle is missing).');
      cpSync(standalone, fileURLToPath(new URL('./dist/elements/', import.meta.url)), { recursive: true });
      const script = new URL('../scripts/precompress.mjs', import.meta.url).href; // plain ES module, no types
      const { precompress } = (await import(script)) as { precompress: (dir: string) => { files: number } };
      const { files } = precompress(fileURLToPath(new URL('./dist/', import.meta.url)));
      this.info(`precompressed ${files} files (.br, .gz)`);
    },
  };
}

/**
 * The built app renders with Preact through `preact/compat`, as the standalone bundle does: the same aliases and the same
 * signals shim (packages/elements/standalone.preact.ts), and the same failing build if a React module is still reached.
 * The practice page's first load carries Preact's ~11 KB gzip instead of React's 65.7 KB, and less work on the main
 * thread before the first render. The dev server, Storybook and the unit tests keep React (the plugin is build-only).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), preactStandalone(), serveElementsBundle()],
  resolve: { alias: sourceAliases },
  // Maps are written for debugging but not referenced from the files browsers load.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        advancedChunks: {
          // Every vanilla-extract stylesheet (the CSS half of a `.css.ts` module, not its class names) in one chunk,
          // so the CSS is one file. The shell imports the widgets' index, which reaches every widget's stylesheet (a
          // stylesheet is a side effect, kept even when its component is not used), so the first page needs all of
          // it anyway; left to Rolldown, it was cut by the sets of pages sharing each module, and the practice page's
          // <head> had 41 render-blocking stylesheets. Grouping the `.css.ts` modules themselves did the same but put
          // every widget's class names (9 KB gzip) in the <head> too.
          groups: [{ name: 'styles', test: /\.vanilla\.css/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/oidc': 'http://localhost:8080', '/elements': 'http://localhost:8080' },
  },
});
