import { composeStories } from '@storybook/react-vite';
import { getTask, type AnswerRecord, type PracticeQuestion, type PracticeSubmission } from '@pte-kit/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PracticeCard } from '../PracticeCard';
import { SpeakingAnswer } from './SpeakingAnswer';
import { preloadQuestionParts } from '../PracticeCard/PracticeCard';
import * as stories from './SpeakingAnswer.stories';

const { ReadAloud, RepeatSentence } = composeStories(stories);

const base = {
  skill: 'speaking', prediction: false, predictionCount: 0, practiceCount: 0, bookmarkType: 'UNMARK',
} as const;

const readAloud: PracticeQuestion = {
  ...base, id: 41, task: 'readAloud', title: 'Libraries', complexity: 'EASY',
  content: { kind: 'readAloud', text: 'Public libraries offer much more than books.' },
};

const repeat: PracticeQuestion = {
  ...base, id: 42, task: 'repeatSentence', title: 'Tides', complexity: 'EASY',
  content: { kind: 'repeatSentence' },
};

type RecorderElement = HTMLElement & { start: () => Promise<void>; updateComplete: Promise<boolean> };

/** The recorder element of the card, with `start` replaced so no microphone is asked for in jsdom. */
function recorderOf(container: HTMLElement) {
  const recorder = container.querySelector('pte-recorder') as RecorderElement;
  const start = vi.spyOn(recorder, 'start').mockResolvedValue();
  return { recorder, start };
}

// The recorder and the timing player are lazy parts of the card; the tests below run on fake timers from the first render.
beforeAll(() => Promise.all([preloadQuestionParts(getTask('speaking.readAloud')), preloadQuestionParts(getTask('speaking.repeatSentence'))]));
afterEach(() => vi.useRealTimers());

describe('speaking practice', () => {
  it('counts down the preparation, starts recording by itself, and submits the mp3 as answerRequest', async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn(async (_submission: PracticeSubmission): Promise<AnswerRecord> => ({
      id: 1, practiceId: 41, type: 'MY_ANSWER', nickname: 'Me', avatar: null, lastModifiedDate: '2026-11-22T08:00:00Z', pteType: 'PTE Academic',
      score: 11, maxScore: 15, answers: ['public libraries offer much more than books'], results: [], scores: {}, duration: 40, shareLink: '',
      audio: '/media/recordings/0123456789abcdef0123456789abcdef.mp3',
      speaking: {
        traits: [
          { name: 'Content', score: 5, max: 5, comment: 'Every word of the text was heard.' },
          { name: 'Oral fluency', score: 3, max: 5, comment: 'Keep an even pace.' },
          { name: 'Pronunciation', score: 3, max: 5, comment: 'Stress content words.' },
        ],
        transcript: 'public libraries offer much more than books', words: [], durationSeconds: 4.2, speechSeconds: 3.1,
        wordsPerMinute: 135, pauses: 0, hesitations: 0, estimate: true,
      },
    }));
    const { container } = render(
      <main>
        <PracticeCard task={getTask('speaking.readAloud')} question={readAloud} position={1} total={1} pteType="PTE Academic" onSubmit={onSubmit} />
      </main>,
    );
    const { recorder, start } = recorderOf(container);
    expect(screen.getByRole('timer')).toHaveTextContent('Recording begins in 35 sec');
    expect(screen.getByText('Public libraries offer much more than books.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(34_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Recording begins in 1 sec');
    expect(start).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Recording…');
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await act(async () => {
      recorder.dispatchEvent(new CustomEvent('pte-recorded', { detail: { blob: new Blob(['mp3']), dataUrl: 'data:audio/mpeg;base64,QUJD', durationMs: 4200 } }));
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Completed');
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ answerRequest: 'QUJD', duration: expect.any(Number), pteType: 'PTE Academic' });
    const modal = await screen.findByRole('dialog');
    expect(modal.querySelector('audio')!.getAttribute('src')).toBe('/media/recordings/0123456789abcdef0123456789abcdef.mp3');
    expect(screen.getByRole('row', { name: /Oral fluency 3 out of 5/ })).toBeInTheDocument();
  });

  it('records straight after the sentence ends for Repeat Sentence, and Skip starts at once', async () => {
    const { container } = render(
      <PracticeCard task={getTask('speaking.repeatSentence')} question={repeat} position={1} total={1} pteType="PTE Core" onSubmit={vi.fn()} />,
    );
    const { start } = recorderOf(container);
    expect(screen.getByRole('timer')).toHaveTextContent('Listen to the recording');
    const player = container.querySelector('pte-timing-player')!;
    await act(async () => {
      player.dispatchEvent(new CustomEvent('pte-ended', { detail: { speaker: { id: 'us-female', accent: 'US' } } }));
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Recording…');
    expect(start).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const again = recorderOf(container);
    expect(screen.getByRole('timer')).toHaveTextContent('Listen to the recording');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Recording…');
    expect(again.start).toHaveBeenCalledTimes(1);
  });
});

describe('SpeakingAnswer on its own', () => {
  it('Skip ends the preparation and starts the recorder at once', async () => {
    const { container } = render(<ReadAloud />);
    const { start } = recorderOf(container);
    await ReadAloud.play!({ canvasElement: container });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('in a mock test (one take) the question\'s recording cannot be skipped, and the recorder starts when it ends', async () => {
    const task = getTask('speaking.repeatSentence');
    const { container, rerender } = render(<SpeakingAnswer task={task} variant="CORE" audioEnds={0} onRecordedChange={vi.fn()} singleTake />);
    const { start } = recorderOf(container);
    expect(screen.getByRole('timer')).toHaveTextContent('Listen to the recording');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    rerender(<SpeakingAnswer task={task} variant="CORE" audioEnds={1} onRecordedChange={vi.fn()} singleTake />);
    expect(screen.getByRole('timer')).toHaveTextContent('Recording…');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the recorder when the question\'s recording ends', async () => {
    const { container } = render(<RepeatSentence />);
    const { start } = recorderOf(container);
    expect(start).not.toHaveBeenCalled();
    await RepeatSentence.play!({ canvasElement: container });
    expect(start).toHaveBeenCalledTimes(1);
  });
});
