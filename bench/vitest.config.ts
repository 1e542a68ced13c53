import { defineConfig } from 'vitest/config';
import { sourceAliases } from '../vitest.shared.ts';

/** Benchmarks: `npm run bench` (vitest bench mode; each file compares its cases with a baseline measured in the same run). */
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: { root: __dirname, include: ['**/*.bench.ts'], environment: 'node', hookTimeout: 180_000, benchmark: { include: ['**/*.bench.ts'] },
    // The benches that build the app: @fastify/autoload imports the route plugins itself, so Vite must read them (as in the server's config).
    server: { deps: { inline: ['@fastify/autoload'] } } },
});
