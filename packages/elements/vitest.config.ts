import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.ts';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: sourceAliases, conditions: ['browser', 'module', 'import', 'default'] },
  test: {
    name: 'elements',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    server: { deps: { inline: [/lit/, /@lit\//] } },
  },
});
