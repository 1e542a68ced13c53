import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: sourceAliases },
  test: { name: 'content', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
