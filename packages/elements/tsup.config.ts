import { defineConfig } from 'tsup';

/** The npm build: React, Lit and the kit stay external for the consumer's bundler. */
export default defineConfig({
  entry: ['src/index.ts', 'src/register.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'lit', /^@pte-kit\//],
});
