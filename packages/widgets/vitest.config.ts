import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.ts';

/**
 * Files that need a module graph of their own: NoteEditor's test mocks a module (vi.mock cannot replace one another
 * file of the worker imported already), and AnswerArea's shows the loading state of an area kind no file loaded yet.
 * The root config runs them as the project "widgets (own modules)"; from this folder, `npx vitest run` runs the rest
 * and `WIDGETS_OWN_MODULES=1 npx vitest run` these.
 */
export const OWN_MODULES = ['src/NoteEditor/NoteEditor.test.tsx', 'src/AnswerArea/AnswerArea.test.tsx'];

export function widgetsProject({ ownModules }: { ownModules: boolean }) {
  return defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), vanillaExtractPlugin()],
    resolve: {
      alias: { ...sourceAliases, '@testing-library/user-event': fileURLToPath(new URL('./src/test/userEvent.ts', import.meta.url)) },
      conditions: ['browser', 'module', 'import', 'default'],
    },
    test: {
      name: ownModules ? 'widgets (own modules)' : 'widgets',
      environment: 'jsdom',
      include: ownModules ? OWN_MODULES : ['src/**/*.test.{ts,tsx}'],
      exclude: ownModules ? configDefaults.exclude : [...configDefaults.exclude, ...OWN_MODULES],
      setupFiles: ['./src/test/setup.ts'],
      // WIDGETS_SHARED_MODULES=1: one module graph and one jsdom document per worker instead of one per file (React,
      // Storybook's preview and the styles load once per worker). What files leaked into each other is fixed (one
      // user-event, src/test/userEvent.ts; storage and timers reset in src/test/setup.ts; URL spies put back); it
      // stays opt-in until a whole run on a quiet machine passes with it, since a loaded one times out either way.
      isolate: ownModules || process.env.WIDGETS_SHARED_MODULES !== '1',
      server: { deps: { inline: [/lit/, /@lit\//] } },
    },
  });
}

export default widgetsProject({ ownModules: process.env.WIDGETS_OWN_MODULES === '1' });
