import type { BookmarkDto, BookmarkType, PteClient } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BookmarkPicker } from './BookmarkPicker';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** An in-memory bookmark API for the stories; `delay` slows every call, `failing` makes changes fail. */
function storyClient(initial: BookmarkType, { delay = 150, failing = false } = {}): PteClient {
  let stored: BookmarkDto = initial === 'UNMARK'
    ? { id: null, practiceId: 42, type: 'UNMARK', version: null }
    : { id: 1, practiceId: 42, type: initial, version: 0 };
  const change = async (next: () => BookmarkDto) => {
    await wait(delay);
    if (failing) throw new Error('The bookmark is now at version 3.');
    return (stored = next());
  };
  return {
    getBookmark: async () => { await wait(delay); return stored; },
    createBookmark: (practiceId: number, type: BookmarkType) => change(() => ({ id: 1, practiceId, type, version: 0 })),
    updateBookmark: (id: number, type: BookmarkType, version: number) => change(() => ({ id, practiceId: 42, type, version: version + 1 })),
    deleteBookmark: async () => { await change(() => ({ id: null, practiceId: 42, type: 'UNMARK', version: null })); },
  } as unknown as PteClient;
}

const meta = {
  title: 'Widgets/BookmarkPicker',
  component: BookmarkPicker,
  args: { practiceId: 42, client: storyClient('UNMARK'), onBookmarkChange: fn(), logger: { error: fn() } },
} satisfies Meta<typeof BookmarkPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotMarked: Story = {};

export const Hard: Story = { args: { defaultType: 'HARD', client: storyClient('HARD') } };

/** Each call takes two seconds: every button waits meanwhile. */
export const SlowServer: Story = { args: { defaultType: 'EASY', client: storyClient('EASY', { delay: 2000 }) } };

/** Changes fail: the error is only logged (see the Actions panel) and the level stays. */
export const FailingChanges: Story = { args: { defaultType: 'AVERAGE', client: storyClient('AVERAGE', { failing: true }) } };
