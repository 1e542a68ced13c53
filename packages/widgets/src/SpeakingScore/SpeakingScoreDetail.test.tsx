import type { SpeakingResult } from '@pte-kit/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { SpeakingScoreDetail } from './SpeakingScoreDetail';

const result: SpeakingResult = {
  traits: [
    { name: 'Content', score: 4, max: 5, comment: 'Most words of the text were heard in order.' },
    { name: 'Oral fluency', score: 3, max: 5, comment: 'Two long pauses broke the flow.' },
    { name: 'Pronunciation', score: 3, max: 5, comment: 'Stress the content words more clearly.' },
  ],
  transcript: 'public libraries offer more than books',
  words: [
    { word: 'Public', type: 'GOOD', start: 0.2, end: 0.6, accuracy: 91 },
    { word: 'libraries', type: 'AVERAGE', start: 0.6, end: 1.2, accuracy: 58 },
    { word: 'offer', type: 'BAD', start: 1.3, end: 1.6, accuracy: 22 },
    { word: 'much', type: 'MISSED', start: null, end: null, accuracy: null },
    { word: 'um', type: 'EXTRA', start: 1.7, end: 1.9, accuracy: 40 },
  ],
  durationSeconds: 12.4,
  speechSeconds: 9.8,
  wordsPerMinute: 118,
  pauses: 2,
  hesitations: 1,
  estimate: true,
};

describe('SpeakingScoreDetail', () => {
  it('shows the traits, the recording, each word coloured with its reading, and the fluency figures', async () => {
    const { container } = render(<main><SpeakingScoreDetail result={result} audio="/media/recordings/abc.mp3" mediaBaseUrl="https://api.example" /></main>);
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

  it('says whether a short answer was right, and when nothing was heard', () => {
    render(<SpeakingScoreDetail result={{ ...result, words: [], transcript: '', correct: false, traits: [{ name: 'Vocabulary', score: 0, max: 1, comment: 'We did not hear an answer.' }] }} />);
    expect(screen.getByText('Incorrect answer')).toBeInTheDocument();
    expect(screen.getByText('No speech was recognised in this recording.')).toBeInTheDocument();
  });
});
