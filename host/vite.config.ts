import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), serveElementsBundle()],
  resolve: { alias: sourceAliases },
  // Maps are written for debugging but not referenced from the files browsers load.
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/oidc': 'http://localhost:8080', '/elements': 'http://localhost:8080' },
  },
});
