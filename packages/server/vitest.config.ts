import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Files run as many at a time as the root config's maxWorkers (two on the 2-core CI machine): each opens its own
    // PGlite (~800 MB) and, through helpers.ts, its own PostgreSQL database per worker.
    // @fastify/autoload imports the route plugins itself: run through Vite, its import() reads the TypeScript sources.
    server: { deps: { inline: ['@fastify/autoload'] } },
    // Every file builds its own app and database (helpers.ts), so files share no state but the modules: one module
    // graph per worker instead of one per file saves the app's import (seconds of CPU per file) and lets the offline
    // dictionaries a file loads serve the next file too.
    isolate: false,
  },
});
