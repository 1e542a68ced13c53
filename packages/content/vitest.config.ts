import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'content',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    // The bank and its generators hold no state between files: one module graph per worker (see core's config).
    isolate: false,
  },
});
