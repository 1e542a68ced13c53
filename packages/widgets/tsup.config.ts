import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

/**
 * Each widget folder is an entry of its own besides the package's one (`src/index.ts`), so `dist/index.js` is a list
 * of re-exports and each widget's code is in its folder's file or a chunk shared by exactly the widgets that use
 * it. A consumer's bundler then sees modules as small as the widgets and can split them: the standalone elements
 * bundle loads the media elements with its entry and the practice question's parts only when an element renders,
 * which one module holding every widget would not allow. `dist/parts/*` are not in `exports`: the package's API is
 * `dist/index.js` alone.
 */
const parts = Object.fromEntries([
  ...readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['private', 'test', 'theme'].includes(entry.name))
    .flatMap((entry) => (readdirSync(`src/${entry.name}`).includes('index.ts') ? [[`parts/${entry.name}`, `src/${entry.name}/index.ts`]] : [])),
  // The Lit elements apart from their React wrappers (`media/react.ts`), so a bundle of elements has no React in it;
  // and each wrapper a file of its own (esbuild never merges an entry into a shared chunk), so that a bundle using the
  // stopwatch's wrapper does not carry the recorder's with its element and microphone code.
  ...readdirSync('src/media')
    .filter((name) => /\.element\.ts$|^PteElement\.ts$|\.react\.generated\.ts$|^Recorder\.tsx$/.test(name))
    .map((name) => [`parts/media/${name.replace(/\.tsx?$/, '')}`, `src/media/${name}`]),
]);

/**
 * esbuild marks where each stylesheet starts with a comment naming its module, and vanilla-extract's virtual module
 * names carry the whole source, gzipped and base64-encoded: two thirds of the stylesheet's gzip size, and of every
 * element's shadow-root styles that embed it. The file name is kept, on the same line, so the source map still fits.
 */
function shortenSourceComments() {
  const css = readFileSync('dist/index.css', 'utf8');
  writeFileSync('dist/index.css', css.replace(/\/\* vanilla-extract-css-ns:([^?*]+)\?source=[^*]*\*\//g, '/* $1 */'));
}

/** esbuild writes the CSS each entry and dynamic chunk reaches beside it; `dist/index.css` has it all, once. */
function keepOneStylesheet() {
  const remove = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) remove(path);
      else if (/\.css(\.map)?$/.test(entry.name) && path !== 'dist/index.css' && path !== 'dist/index.css.map') rmSync(path);
    }
  };
  remove('dist');
}

/**
 * Vite's `?worker&inline` for tsup: the worker module is bundled on its own (lamejs included) and shipped as text
 * that becomes a Blob-URL Worker at run time, the same shape Vite gives the host and the tests. The built widgets
 * then carry their worker inside, so any bundler (the standalone elements build too) needs no worker support.
 */
const inlineWorkers: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'pte-inline-worker',
  setup(esbuild) {
    esbuild.onResolve({ filter: /\?worker&inline$/ }, async (args) => {
      const resolved = await esbuild.resolve(args.path.replace(/\?worker&inline$/, ''), { resolveDir: args.resolveDir, kind: 'import-statement' });
      return { path: resolved.path, namespace: 'inline-worker' };
    });
    esbuild.onLoad({ filter: /.*/, namespace: 'inline-worker' }, async (args) => {
      const result = await esbuild.esbuild.build({ entryPoints: [args.path], bundle: true, format: 'iife', minify: true, write: false, target: 'es2020', platform: 'browser' });
      const code = result.outputFiles[0].text;
      return {
        contents: `const code = ${JSON.stringify(code)};
export default function InlineWorker(options) {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  try { return new Worker(url, options); } finally { URL.revokeObjectURL(url); }
}`,
        loader: 'js',
      };
    });
  },
};

export default defineConfig({
  entry: { index: 'src/index.ts', ...parts },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), inlineWorkers],
  onSuccess: async () => {
    keepOneStylesheet();
    shortenSourceComments();
  },
});
