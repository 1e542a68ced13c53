import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import * as stories from './SpeakingScoreDetail.stories';

const { ReadAloud, NothingHeard } = composeStories(stories);

describe('SpeakingScoreDetail', () => {
  it('shows the traits, the recording, each word coloured with its reading, and the fluency figures', async () => {
    const { container } = render(<main><ReadAloud audio="/media/recordings/abc.mp3" mediaBaseUrl="https://api.example" /></main>);
    await ReadAloud.play!({ canvasElement: container });
    expect(screen.getByRole('note')).toHaveTextContent('Estimate.');
    expect(screen.getByRole('row', { name: /Oral fluency 3 out of 5/ })).toBeInTheDocument();
    expect(container.querySelector('audio')!.getAttribute('src')).toBe('https://api.example/media/recordings/abc.mp3');
    expect(screen.getByText('libraries')).toHaveAttribute('data-type', 'AVERAGE');
    expect(screen.getByText('(unclear, pronunciation 58 of 100)')).toBeInTheDocument();
    expect(screen.getByText('much')).toHaveAttribute('data-type', 'MISSED');
    expect(screen.getByText('118 words/min')).toBeInTheDocument();
    expect(screen.getByText('9.8 of 12.4 s')).toBeInTheDocument();
    expect((await axe(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('says whether a short answer was right, and when nothing was heard', async () => {
    const { container } = render(<NothingHeard />);
    await NothingHeard.play!({ canvasElement: container });
    expect(screen.getByText('Incorrect answer')).toBeInTheDocument();
    expect(screen.getByText('No speech was recognised in this recording.')).toBeInTheDocument();
  });
});
