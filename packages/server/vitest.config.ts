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
    // Each file opens its own PGlite (~800 MB): one file at a time keeps the 2-core CI machine calm.
    fileParallelism: false,
    // @fastify/autoload imports the route plugins itself: run through Vite, its import() reads the TypeScript sources.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
