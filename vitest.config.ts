import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
    // Vitest's default (cores − 1) is one worker on the 2-core CI machine, which ran the whole suite in one lane; the
    // API suites spend much of their time waiting on PostgreSQL and on child processes (speech engines), so two
    // workers overlap that waiting.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
