import type { PteClient, VideoDto } from '@pte-kit/core';
import { getTask } from '@pte-kit/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { FlashVideo } from './FlashVideo';

const lesson = (key: string, url: string | null, type: VideoDto['type'] = 'LEARNING'): VideoDto => ({
  key, type, skill: 'listening', practiceType: type === 'LEARNING' ? 'writeFromDictation' : null, title: `Lesson ${key}`,
  cover: `/media/lessons/${key}/cover.png`, url,
});

function clientWith(videos: VideoDto[]) {
  return {
    baseURL: 'https://api.example',
    getVideos: vi.fn(async () => ({ _embedded: { videoDtoList: videos }, page: { size: videos.length, totalElements: videos.length, totalPages: 1, number: 0 } })),
  } as unknown as PteClient;
}

const task = getTask('listening.writeFromDictation');

describe('FlashVideo', () => {
  it('plays the lessons of the task for a premium learner, at the chosen speed', async () => {
    const user = userEvent.setup();
    const client = clientWith([lesson('a', '/media/lessons/a/video.mp4?expires=1&signature=s'), lesson('b', '/media/lessons/b/video.mp4?x', 'FOUNDATION')]);
    const { baseElement } = render(<FlashVideo task={task} client={client} />);
    await user.click(screen.getByRole('button', { name: /Flash Video/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Write from Dictation: Flash Video' });
    expect(client.getVideos).toHaveBeenCalledWith('listening', 'writeFromDictation');
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://api.example/media/lessons/a/video.mp4?expires=1&signature=s');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5');
    expect(video.playbackRate).toBe(1.5);
    await user.click(screen.getByRole('button', { name: /Lesson b/ }));
    expect(dialog.querySelector('video')!.getAttribute('src')).toBe('https://api.example/media/lessons/b/video.mp4?x');
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it("asks a free learner to upgrade, and says 'Coming Soon' where there are no lessons", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<FlashVideo task={task} client={clientWith([lesson('a', null)])} />);
    await user.click(screen.getByRole('button', { name: /Flash Video/ }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Continue' })).toBeInTheDocument();
    unmount();
    render(<FlashVideo task={task} client={clientWith([])} />);
    await user.click(screen.getByRole('button', { name: /Flash Video/ }));
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
  });
});

describe('FlashVideo lesson slider', () => {
  it('moves between lessons, sets volume in 0.01 steps and hides its controls after 3 s idle while playing', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const user = userEvent.setup();
    const client = clientWith([lesson('a', '/a.mp4'), lesson('b', '/b.mp4', 'FOUNDATION')]);
    render(<FlashVideo task={task} client={client} />);
    await user.click(screen.getByRole('button', { name: /Flash Video/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Write from Dictation: Flash Video' });
    expect(screen.getByRole('button', { name: '‹ Previous lesson' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next lesson ›' }));
    expect(dialog.querySelector('video')!.getAttribute('src')).toBe('https://api.example/b.mp4');
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lesson b/ })).toHaveAttribute('aria-current', 'true');

    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('step', '0.01');
    expect(within(screen.getByRole('combobox', { name: 'Speed' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['0.5×', '1×', '1.25×', '1.5×', '2×']);

    const controls = volume.parentElement!;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(3100));
      expect(controls).toHaveAttribute('data-hidden');
      fireEvent.pointerMove(dialog.querySelector('video')!);
      expect(controls).not.toHaveAttribute('data-hidden');
    } finally {
      vi.useRealTimers();
    }
  });
});
