import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions and fetch clients with no global state: one module graph per worker instead of one per file
    // roughly halves the project's CPU time (import and collection were most of it).
    isolate: false,
  },
});
