import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { sourceAliases } from '../vitest.shared.ts';

const standalone = fileURLToPath(new URL('../packages/elements/dist/standalone/', import.meta.url));

/** The app serves the custom-element bundle beside embed-demo.html, so a plain page can load it. */
function serveElementsBundle(): Plugin {
  return {
    name: 'pte-elements-bundle',
    closeBundle() {
      if (!existsSync(`${standalone}pte-elements.js`)) throw new Error('Build @pte-kit/elements before the host (its standalone bundle is missing).');
      cpSync(standalone, fileURLToPath(new URL('./dist/elements/', import.meta.url)), { recursive: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), serveElementsBundle()],
  resolve: { alias: sourceAliases },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/oidc': 'http://localhost:8080', '/elements': 'http://localhost:8080' },
  },
});
