import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

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
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), inlineWorkers],
});
