import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../../../.storybook/preview';

afterEach(() => cleanup());

// jsdom lacks these browser APIs that dialogs and layout code touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// Portable stories: tests render a story with composeStories and run its play, under the same preview as Storybook.
// A test that runs a play clicks and types with storybook/test's userEvent too: plays use that copy of user-event,
// and two copies preparing one document lose React's change events on inputs.
setProjectAnnotations([preview]);
