import type { BookmarkDto, BookmarkType, PteClient } from '@pte-kit/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { BookmarkPicker } from './BookmarkPicker';

const none: BookmarkDto = { id: null, practiceId: 42, type: 'UNMARK', version: null };

/** A stand-in for the bookmark calls of the API, keeping one bookmark the way the server does. */
function fakeClient(initial: BookmarkDto = none) {
  let stored = initial;
  const client = {
    getBookmark: vi.fn(async () => stored),
    createBookmark: vi.fn(async (practiceId: number, type: BookmarkType): Promise<BookmarkDto> => (stored = { id: 8, practiceId, type, version: 0 })),
    updateBookmark: vi.fn(async (id: number, type: BookmarkType, version: number): Promise<BookmarkDto> =>
      (stored = { id, practiceId: 42, type, version: version + 1 })),
    deleteBookmark: vi.fn(async () => { stored = none; }),
  };
  return client;
}

function setup(client = fakeClient(), defaultType: BookmarkType = 'UNMARK') {
  const logger = { error: vi.fn() };
  const onBookmarkChange = vi.fn();
  const view = render(
    <BookmarkPicker practiceId={42} defaultType={defaultType} client={client as unknown as PteClient} logger={logger} onBookmarkChange={onBookmarkChange} />,
  );
  return { ...view, client, logger, onBookmarkChange, user: userEvent.setup(), group: screen.getByRole('group', { name: 'Bookmark' }) };
}

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);
const loaded = () => waitFor(() => expect(screen.getByRole('button', { name: 'Hard' })).toBeEnabled());

describe('BookmarkPicker', () => {
  it('offers the five levels and Not marked, with the question\'s level shown until the bookmark loads', async () => {
    const { group, client } = setup(fakeClient({ id: 3, practiceId: 42, type: 'HARD', version: 2 }), 'HARD');
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Very easy', 'Easy', 'Average', 'Hard', 'Very hard', 'Not marked',
    ]);
    expect(pressed()).toEqual(['Hard']);
    for (const button of within(group).getAllByRole('button')) expect(button).toBeDisabled();
    await loaded();
    expect(client.getBookmark).toHaveBeenCalledWith(42);
    expect(pressed()).toEqual(['Hard']);
  });

  it('creates the bookmark when the question has none', async () => {
    const { user, client, onBookmarkChange } = setup();
    await loaded();
    expect(pressed()).toEqual(['Not marked']);
    await user.click(screen.getByRole('button', { name: 'Average' }));
    expect(client.createBookmark).toHaveBeenCalledWith(42, 'AVERAGE', null);
    expect(client.updateBookmark).not.toHaveBeenCalled();
    await waitFor(() => expect(pressed()).toEqual(['Average']));
    expect(onBookmarkChange).toHaveBeenCalledWith({ id: 8, practiceId: 42, type: 'AVERAGE', version: 0 });
  });

  it('updates a bookmarked level to another at the version it read', async () => {
    const { user, client } = setup(fakeClient({ id: 3, practiceId: 42, type: 'HARD', version: 2 }));
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Very easy' }));
    expect(client.updateBookmark).toHaveBeenCalledWith(3, 'VERY_EASY', 2);
    await waitFor(() => expect(pressed()).toEqual(['Very easy']));
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    expect(client.updateBookmark).toHaveBeenLastCalledWith(3, 'EASY', 3);
    expect(client.createBookmark).not.toHaveBeenCalled();
  });

  it('deletes the bookmark for Not marked, after which a level creates a new one', async () => {
    const { user, client } = setup(fakeClient({ id: 3, practiceId: 42, type: 'VERY_HARD', version: 0 }));
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Not marked' }));
    expect(client.deleteBookmark).toHaveBeenCalledWith(3);
    await waitFor(() => expect(pressed()).toEqual(['Not marked']));
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    expect(client.createBookmark).toHaveBeenCalledWith(42, 'HARD', null);
  });

  it('makes no call when the chosen level is already the bookmark', async () => {
    const { user, client } = setup(fakeClient({ id: 3, practiceId: 42, type: 'HARD', version: 0 }));
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    expect(client.updateBookmark).not.toHaveBeenCalled();
    expect(client.createBookmark).not.toHaveBeenCalled();
  });

  it('disables every button while a call runs', async () => {
    const client = fakeClient();
    let finish!: (bookmark: BookmarkDto) => void;
    client.createBookmark.mockImplementationOnce(() => new Promise((resolve) => { finish = resolve; }));
    const { user, group } = setup(client);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    expect(group).toHaveAttribute('aria-busy', 'true');
    for (const button of within(group).getAllByRole('button')) expect(button).toBeDisabled();
    finish({ id: 8, practiceId: 42, type: 'EASY', version: 0 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Easy' })).toBeEnabled());
    expect(pressed()).toEqual(['Easy']);
    expect(group).not.toHaveAttribute('aria-busy');
  });

  it('only logs a failed call: nothing is shown and the bookmark stays as it was', async () => {
    const client = fakeClient({ id: 3, practiceId: 42, type: 'HARD', version: 1 });
    client.updateBookmark.mockRejectedValueOnce(new Error('The bookmark is now at version 2.'));
    const { user, logger } = setup(client);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    await waitFor(() => expect(logger.error).toHaveBeenCalledWith('Could not change the bookmark', expect.any(Error)));
    expect(pressed()).toEqual(['Hard']);
    expect(screen.getByRole('button', { name: 'Easy' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs a failed load and still lets the learner pick a level', async () => {
    const client = fakeClient();
    client.getBookmark.mockRejectedValueOnce(new Error('offline'));
    const { user, logger } = setup(client);
    await loaded();
    expect(logger.error).toHaveBeenCalledWith('Could not load the bookmark', expect.any(Error));
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    expect(client.createBookmark).toHaveBeenCalledWith(42, 'HARD', null);
  });

  it('has no accessibility violations', async () => {
    const { container } = setup();
    await loaded();
    expect((await axe(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
