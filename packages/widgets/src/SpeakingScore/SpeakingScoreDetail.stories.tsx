import type { SpeakingResult } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chimeUrl } from '../media/storyAudio';
import { SpeakingScoreDetail } from './SpeakingScoreDetail';

const readAloudResult: SpeakingResult = {
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

const meta = {
  title: 'Widgets/SpeakingScore',
  component: SpeakingScoreDetail,
  args: { result: readAloudResult },
  argTypes: { result: { control: false } },
  // Storybook has no recordings beside it: a generated chime stands in unless a story names a recording.
  loaders: [async () => ({ chime: chimeUrl(3) })],
  render: (args, { loaded }) => <SpeakingScoreDetail {...args} audio={args.audio ?? (loaded?.chime as string | undefined)} />,
} satisfies Meta<typeof SpeakingScoreDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Read Aloud answer: the traits, each word coloured with how clearly it was heard, and the fluency figures. */
export const ReadAloud: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Estimate.');
    await expect(canvas.getByText('libraries')).toHaveAttribute('data-type', 'AVERAGE');
    await expect(canvas.getByText('118 words/min')).toBeVisible();
  },
};

/** Answer Short Question: right or wrong, one vocabulary point. */
export const ShortAnswerCorrect: Story = {
  args: {
    result: {
      ...readAloudResult, transcript: 'a thermometer', correct: true, wordsPerMinute: 96, pauses: 0, hesitations: 0, durationSeconds: 2.1, speechSeconds: 1.3,
      words: [{ word: 'a', type: 'GOOD', start: 0.3, end: 0.4, accuracy: 88 }, { word: 'thermometer', type: 'GOOD', start: 0.4, end: 1.6, accuracy: 84 }],
      traits: [{ name: 'Vocabulary', score: 1, max: 1, comment: 'The expected answer was heard.' }],
    },
  },
};

/** Silence or noise only: nothing recognised, and the short answer counts as incorrect. */
export const NothingHeard: Story = {
  args: {
    result: { ...readAloudResult, words: [], transcript: '', correct: false, traits: [{ name: 'Vocabulary', score: 0, max: 1, comment: 'We did not hear an answer.' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Incorrect answer')).toBeVisible();
    await expect(canvas.getByText('No speech was recognised in this recording.')).toBeVisible();
  },
};
