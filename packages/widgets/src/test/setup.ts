import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import preview from '../../../../.storybook/preview';

afterEach(() => cleanup());

// The files of a worker share one document (isolate: false in vitest.config.ts): each starts with the empty storage an
// isolated file had (a dismissed banner or a chosen voice must not carry over), and leaves real timers behind it.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => {
  vi.useRealTimers();
});

// jsdom lacks these browser APIs that dialogs and layout code touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// Portable stories: tests render a story with composeStories and run its play, under the same preview as Storybook.
// A test that runs a play clicks and types with storybook/test's userEvent too: plays use that copy of user-event,
// and two copies preparing one document lose React's change events on inputs.
setProjectAnnotations([preview]);
