import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isViewLayer, preactStandalone } from './standalone.preact';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The packages' index modules: they import every module of their package, whatever a page uses of it. */
const BARREL = /[\\/]core[\\/]src[\\/]index\.ts$|[\\/]widgets[\\/]dist[\\/]index\.js$/;

/** The modules `from` reaches by static imports, itself included, not through a package's index. */
function staticClosure(from: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    if (!BARREL.test(id)) graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(from);
  return seen;
}

/**
 * The chunks of a page with one practice question: `elements` for what the entry needs (Lit, the element classes,
 * the core they call), `practice-question` for what only the practice question's React part needs, `views` for what it
 * shares with other elements' React parts. Left to itself, Rolldown cut that code into some twenty-five chunks shared
 * by different sets of elements, and every file costs its own gzip dictionary: the page fetched 4 KB more gzip than
 * the same code in a few files. The module graph is read once it is complete (`buildEnd`); a package's index is not
 * followed (it imports the whole package), so what is reached only through it is left to Rolldown's own chunking.
 */
function practiceChunks(): Plugin & { chunkOf(id: string): 'elements' | 'views' | 'practice-question' | null } {
  let start = '';
  let entry = new Set<string>();
  let practice = new Set<string>();
  const others = new Set<string>();
  return {
    name: 'pte-practice-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const view = /[\\/]src[\\/][\w-]+\.view\.tsx?$/;
      start = ids.find((id) => /[\\/]src[\\/]standalone\.ts$/.test(id)) ?? '';
      const question = ids.find((id) => /[\\/]src[\\/]practice-question\.view\.ts$/.test(id));
      if (!start || !question) throw new Error('pte-practice-chunks: the standalone entry or the practice question view is gone');
      entry = staticClosure(start, this);
      practice = staticClosure(question, this);
      for (const other of ids.filter((id) => view.test(id) && id !== question)) staticClosure(other, this).forEach((id) => others.add(id));
    },
    chunkOf(id) {
      if (id === start) return null;
      if (entry.has(id)) return 'elements';
      if (!practice.has(id)) return null;
      return others.has(id) ? 'views' : 'practice-question';
    },
  };
}

const chunks = practiceChunks();

/**
 * The standalone bundle for plain pages: `<script type="module" src=".../pte-elements.js">`, in its own folder with
 * the chunks it loads on its own. The entry holds the elements' Lit half only; each element's React part
 * (`import('./<name>.view')`) is a chunk, and the view layer is one chunk of its own that every React part shares:
 * Preact through `preact/compat` in place of React (standalone.preact.ts; the npm build keeps React as its peer).
 * Built as an app, not a library, so that Vite's preload helper fetches a React part's static imports
 * (the view layer, the widgets) in parallel with it, from URLs relative to the entry (`base: './'`), wherever it is served.
 * The answer areas, Quill, wavesurfer.js and the mp3 encoder are further dynamic chunks.
 *
 * Source maps are written beside the chunks for debugging but not referenced (`hidden`), so browsers never fetch
 * them and the precompressed copies leave them out.
 */
export default defineConfig({
  plugins: [react(), chunks, preactStandalone()],
  base: './',
  // Core from its sources, not its one-file dist: a module is the unit a chunk is cut from, so with `dist/index.js`
  // every core function any element uses (the question table's filters, the dictation session, OIDC…) landed in one
  // chunk that the practice question's page fetched whole. From the sources, each core module goes to the chunks that
  // use it.
  resolve: { alias: [{ find: /^@pte-kit\/core$/, replacement: fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) }] },
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
          groups: [
            { name: 'preact', priority: 4, test: isViewLayer },
            { name: 'elements', priority: 5, test: (id) => chunks.chunkOf(id) === 'elements' },
            { name: 'views', priority: 2, test: (id) => chunks.chunkOf(id) === 'views' },
            { name: 'practice-question', priority: 1, test: (id) => chunks.chunkOf(id) === 'practice-question' },
          ],
        },
      },
    },
  },
});
