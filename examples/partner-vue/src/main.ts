// Registers every <pte-*> element once; Vue then renders them as plain tags (see isCustomElement in vite.config.ts).
import '@pte-kit/elements/register';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
