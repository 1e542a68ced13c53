import { ApiError, type PteClient, type Transcription } from '@pte-kit/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { denied, fakeMedia } from '../test/fakeMedia';
import { SpeechTestCard } from './SpeechTestCard';

function setup(transcribe = vi.fn(async (_voice: string): Promise<Transcription> => ({ text: 'the library opens at nine ', durationSeconds: 2.4 }))) {
  const fake = fakeMedia();
  const onToast = vi.fn();
  const client = { baseURL: '', transcribe } as unknown as PteClient;
  const view = render(<main><SpeechTestCard client={client} onToast={onToast} media={fake.media} /></main>);
  return { ...view, ...fake, transcribe, onToast, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const transcriptBox = () => screen.getByRole('textbox', { name: 'What we heard' });
const tick = (ms: number) => act(async () => { vi.advanceTimersByTime(ms); });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('SpeechTestCard', () => {
  it('records up to 5 seconds, sends the mp3 for transcription and shows the words read-only', async () => {
    const { container, user, transcribe, media } = setup();
    expect(transcriptBox()).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Microphone setup' })).toHaveAttribute('href', '/dashboard/microphone-setup');
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop recording' })).toBeEnabled());
    expect(media.open).toHaveBeenCalledWith('default');
    await tick(2000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:02 / 00:05');
    expect((await axe(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await tick(3000);
    await vi.waitFor(() => expect(transcriptBox()).toHaveValue('the library opens at nine'));
    expect(transcribe).toHaveBeenCalledWith('data:audio/mpeg;base64,SUQz');
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled();
    expect((await axe(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('stops on the second press', async () => {
    const { user, transcribe } = setup();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop recording' })).toBeEnabled());
    await tick(1000);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await vi.waitFor(() => expect(transcribe).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(transcriptBox()).toHaveValue('the library opens at nine'));
  });

  it("shows the server's message as an error toast, else 'Please try again.'", async () => {
    const transcribe = vi.fn<(voice: string) => Promise<Transcription>>()
      .mockRejectedValueOnce(new ApiError(413, 'Too large', { status: 413, message: 'The recording is longer than 5 seconds.', errors: [] }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, onToast } = setup(transcribe);
    for (const expected of ['The recording is longer than 5 seconds.', 'Please try again.']) {
      await user.click(screen.getByRole('button', { name: 'Start recording' }));
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop recording' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Stop recording' }));
      await vi.waitFor(() => expect(onToast).toHaveBeenLastCalledWith(expected, 'error'));
      expect(transcriptBox()).toHaveValue('');
    }
  });

  it('says so when no words were recognised', async () => {
    const { user } = setup(vi.fn(async () => ({ text: '', durationSeconds: 5 })));
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop recording' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText(/No words were recognised/)).toBeInTheDocument();
  });

  it("opens the 'No Microphone Permission' dialog when the permission is refused; other failures are toasts", async () => {
    const { user, media, onToast } = setup();
    media.open.mockRejectedValueOnce(denied()).mockRejectedValueOnce(new DOMException('Requested device not found', 'NotFoundError'));
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    const dialog = await screen.findByRole('dialog', { name: 'No Microphone Permission' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ok, Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await vi.waitFor(() => expect(onToast).toHaveBeenCalledWith('Requested device not found', 'error'));
  });
});
