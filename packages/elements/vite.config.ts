import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The standalone bundle for plain pages: `<script type="module" src=".../pte-elements.js">`, in its own folder with
 * the chunks it loads on its own. The entry holds the elements' Lit half only; each element's React part
 * (`import('./<name>.view')`) is a chunk, and React with react-dom is one chunk of its own that every React part
 * shares. Built as an app, not a library, so that Vite's preload helper fetches a React part's static imports
 * (React, the widgets) in parallel with it, from URLs relative to the entry (`base: './'`), wherever it is served.
 * The answer areas, Quill, wavesurfer.js and the mp3 encoder are further dynamic chunks.
 *
 * Source maps are written beside the chunks for debugging but not referenced (`hidden`), so browsers never fetch
 * them and the precompressed copies leave them out.
 */
export default defineConfig({
  plugins: [react()],
  base: './',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: true,
    sourcemap: 'hidden',
    target: 'es2022',
    // Pages load the entry with a script tag of type module, so every browser that runs it has modulepreload or
    // does not need it; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { 'pte-elements': 'src/standalone.ts' },
      // The entry's exports (the element classes) are part of the bundle's API.
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
        assetFileNames: '[name]-[hash][extname]',
        advancedChunks: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
