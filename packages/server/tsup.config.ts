import { defineConfig } from 'tsup';

export default defineConfig({
  // Every route plugin is an entry of its own, so dist/routes mirrors src/routes for @fastify/autoload (app.ts);
  // admin.ts is `npm run admin`, worker.ts `npm run worker`; scoring/jobs/thread.ts is what a scoring thread runs.
  entry: ['src/main.ts', 'src/app.ts', 'src/admin.ts', 'src/worker.ts', 'src/scoring/jobs/thread.ts', 'src/routes/**/index.ts'],
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
