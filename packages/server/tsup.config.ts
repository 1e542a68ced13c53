import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/app.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // The workspace packages are bundled in; npm dependencies stay external.
  noExternal: [/^@pte-kit\//],
  // Native addons stay packages: the server resolves them at run time.
  external: ['@resvg/resvg-js'],
});
