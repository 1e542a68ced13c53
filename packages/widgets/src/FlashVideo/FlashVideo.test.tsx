import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import * as stories from './FlashVideo.stories';

const { Premium, FreePlan, ComingSoon } = composeStories(stories);

describe('FlashVideo', () => {
  it('plays the lessons of the task for a premium learner, at the chosen speed', async () => {
    const user = userEvent.setup();
    const { client } = Premium.args;
    const { container, baseElement } = render(<Premium />);
    await Premium.play!({ canvasElement: container });
    const dialog = screen.getByRole('dialog', { name: 'Write from Dictation: Flash Video' });
    expect(client!.getVideos).toHaveBeenCalledWith('listening', 'writeFromDictation');
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://api.example/media/lessons/lesson-listening.writeFromDictation/video.mp4?expires=1&signature=s');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5');
    expect(video.playbackRate).toBe(1.5);
    await user.click(screen.getByRole('button', { name: /Listening foundations/ }));
    expect(dialog.querySelector('video')!.getAttribute('src')).toBe('https://api.example/media/lessons/foundation-listening/video.mp4?expires=1&signature=t');
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it("asks a free learner to upgrade, and says 'Coming Soon' where there are no lessons", async () => {
    const free = render(<FreePlan />);
    await FreePlan.play!({ canvasElement: free.container });
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Continue' })).toBeInTheDocument();
    free.unmount();
    const none = render(<ComingSoon />);
    await ComingSoon.play!({ canvasElement: none.container });
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
    const { container } = render(<Premium />);
    await Premium.play!({ canvasElement: container });
    const dialog = screen.getByRole('dialog', { name: 'Write from Dictation: Flash Video' });
    expect(screen.getByRole('button', { name: '‹ Previous lesson' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next lesson ›' }));
    expect(dialog.querySelector('video')!.getAttribute('src')).toBe('https://api.example/media/lessons/foundation-listening/video.mp4?expires=1&signature=t');
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Listening foundations/ })).toHaveAttribute('aria-current', 'true');

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
