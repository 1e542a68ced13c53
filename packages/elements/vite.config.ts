import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The standalone bundle: React, Lit and the widgets in one ES module a page loads with one script tag. */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    lib: { entry: 'src/standalone.ts', formats: ['es'], fileName: () => 'pte-elements.js' },
  },
});
