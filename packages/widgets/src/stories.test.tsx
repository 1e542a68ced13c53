/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Every story, rendered and played the way Storybook does: a story that throws, logs an error or whose play fails
// fails CI, so a broken story cannot hide behind a cast until someone opens it in the browser.
type StoryModule = Parameters<typeof composeStories>[0];
type PlayableStory = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => { errors.push(args); });
});
afterEach(() => vi.restoreAllMocks());

const settle = () => act(() => new Promise<void>((resolve) => { setTimeout(resolve, 50); }));

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries<PlayableStory>(composeStories(module));
  it.each(stories)('%s renders and its play passes', async (_name, Story) => {
    const { container } = render(<Story />);
    await settle();
    if (Story.play) await Story.play({ canvasElement: container });
    await settle();
    expect(errors.map((args) => args.map(String).join(' '))).toEqual([]);
  });
});

it('finds the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(30);
});
