import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset URLs: the built page works from any folder of the partner's site.
  base: './',
  plugins: [
    vue({
      template: {
        // <pte-*> are the kit's custom elements: Vue must leave them to the browser instead of resolving components.
        compilerOptions: { isCustomElement: (tag) => tag.startsWith('pte-') },
      },
    }),
  ],
});
