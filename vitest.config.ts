import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { widgetsProject } from './packages/widgets/vitest.config.ts';

export default defineConfig({
  test: {
    // The widgets' files that need a module graph of their own run as a second, isolated widgets project.
    projects: ['packages/*/vitest.config.ts', widgetsProject({ ownModules: true })],
    // Vitest's default (cores − 1) is one worker on the 2-core CI machine, which ran the whole suite in one lane; the
    // API suites spend much of their time waiting on PostgreSQL and on child processes (speech engines), so two
    // workers overlap that waiting.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
