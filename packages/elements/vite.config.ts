import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The standalone bundle: React, Lit and the widgets in one ES module a page loads with one script tag,
 * in its own folder with the chunks it loads later on its own (the note editor's rich-text editor).
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: 'src/standalone.ts', formats: ['es'], fileName: () => 'pte-elements.js' },
  },
});
