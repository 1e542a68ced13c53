import type { Meta, StoryObj } from '@storybook/react-vite';
import { getTask } from '@pte-kit/core';
import { writingAnswerSample, writingResultSample } from './writingResultSample';
import { WritingScoreDetail } from './WritingScoreDetail';

const meta = {
  title: 'Widgets/WritingScoreDetail',
  component: WritingScoreDetail,
  args: {
    result: writingResultSample,
    answer: writingAnswerSample,
    task: getTask('writing.summarizeWrittenText'),
    variant: 'ACADEMIC',
  },
  argTypes: { result: { control: false }, task: { control: false }, variant: { control: 'inline-radio', options: ['ACADEMIC', 'CORE'] } },
} satisfies Meta<typeof WritingScoreDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Detail: Story = {};

export const OutsideLimits: Story = {
  args: { variant: 'CORE', result: { ...writingResultSample, wordCount: 58, withinLimits: false } },
};

export const Clean: Story = {
  args: {
    answer: 'Four-day week trials keep output steady.',
    result: {
      ...writingResultSample,
      wordCount: 6,
      traits: writingResultSample.traits.map((trait) => ({ ...trait, score: trait.max, comment: 'Full marks.' })),
      words: ['Four-day', 'week', 'trials', 'keep', 'output', 'steady.'].map((word) => ({ type: 'CORRECT' as const, word, suggestion: null, explanation: null })),
      grammarErrors: [],
      keyPointsCovered: [true, true],
    },
  },
};
