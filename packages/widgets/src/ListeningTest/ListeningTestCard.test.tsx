import type { DictationWordAudio, PteClient } from '@pte-kit/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ListeningTestCard } from './ListeningTestCard';

const BASE = 'https://api.pte.example';

const wordOf = (word: string, patch: Partial<DictationWordAudio> = {}): DictationWordAudio => ({
  word, americanAudio: `/media/words/${word}/us.mp3`, britishAudio: `/media/words/${word}/uk.mp3`, australianAudio: null, ...patch,
});

function fakeClient(words = ['rhythm', 'yacht', 'castle']) {
  let call = 0;
  return { baseURL: BASE, getDictationWord: vi.fn(async () => wordOf(words[Math.min(call++, words.length - 1)])) };
}

const play = vi.fn(async () => undefined);

function setup(client = fakeClient()) {
  const view = render(<ListeningTestCard client={client as unknown as PteClient} />);
  return { ...view, client, user: userEvent.setup() };
}

const answer = () => screen.getByRole('textbox', { name: 'Your answer' });
const audioSrc = (container: HTMLElement) => container.querySelector('audio')?.getAttribute('src');

beforeEach(() => {
  play.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ListeningTestCard', () => {
  it('loads a random word in UK English without playing it, and plays it when asked', async () => {
    const { container, client, user } = setup();
    const playButton = screen.getByRole('button', { name: 'Play the word' });
    expect(playButton).toBeDisabled();
    await vi.waitFor(() => expect(audioSrc(container)).toBe(`${BASE}/media/words/rhythm/uk.mp3`));
    expect(client.getDictationWord).toHaveBeenCalledWith('MIXED', undefined);
    expect(play).not.toHaveBeenCalled();
    await user.click(playButton);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows the green check only when the input equals the word exactly', async () => {
    const { user } = setup();
    await vi.waitFor(() => expect(answer()).toBeEnabled());
    await user.type(answer(), 'Rhythm');
    expect(screen.queryByRole('img', { name: 'Correct' })).not.toBeInTheDocument();
    await user.clear(answer());
    await user.type(answer(), 'rhythm ');
    expect(screen.queryByRole('img', { name: 'Correct' })).not.toBeInTheDocument();
    await user.type(answer(), '{Backspace}');
    expect(screen.getByRole('img', { name: 'Correct' })).toBeInTheDocument();
  });

  it('shows the word with Show word and keeps a wrong answer wrong', async () => {
    const { user } = setup();
    await vi.waitFor(() => expect(answer()).toBeEnabled());
    await user.type(answer(), 'rythm');
    await user.click(screen.getByRole('button', { name: 'Show word' }));
    expect(screen.getByRole('status')).toHaveTextContent('The word is rhythm');
    expect(answer()).toHaveValue('rythm');
    expect(screen.queryByRole('img', { name: 'Correct' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Incorrect' })).toBeInTheDocument();
    await user.clear(answer());
    await user.type(answer(), 'rhythm');
    expect(screen.getByRole('img', { name: 'Correct' })).toBeInTheDocument();
  });

  it('hides the shown word again when Next brings another', async () => {
    const { container, user } = setup();
    await vi.waitFor(() => expect(answer()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Show word' }));
    expect(screen.getByRole('status')).toHaveTextContent('The word is rhythm');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(audioSrc(container)).toBe(`${BASE}/media/words/yacht/uk.mp3`));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fetches a new word with Next, clears the answer and plays the new word', async () => {
    const { container, client, user } = setup();
    await vi.waitFor(() => expect(answer()).toBeEnabled());
    await user.type(answer(), 'rythm');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(audioSrc(container)).toBe(`${BASE}/media/words/yacht/uk.mp3`));
    expect(client.getDictationWord).toHaveBeenLastCalledWith('MIXED', 'rhythm');
    expect(answer()).toHaveValue('');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('says when a word could not be loaded, and Next tries again', async () => {
    const client = fakeClient();
    client.getDictationWord.mockRejectedValueOnce(new Error('offline'));
    const { user } = setup(client);
    expect(await screen.findByRole('alert')).toHaveTextContent('The word could not be loaded. Press Next to try again.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(answer()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container, user } = setup();
    await vi.waitFor(() => expect(answer()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Show word' }));
    expect((await axe(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
