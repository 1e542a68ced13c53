import type { Meta, StoryObj } from '@storybook/react-vite';
import { scoreObjective } from '@pte-kit/core';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyAnswer } from '@pte-kit/core';
import { ReadingAnswerArea } from './ReadingAnswerArea';
import {
  fillInTheBlanksSample, multipleAnswersSample, reorderSample, rwFillInTheBlanksSample, singleAnswerSample,
} from './readingSamples';
import type { ReadingAnswerValue } from './types';
import type { QuestionSample } from '../private/questionSample';

interface StoryArgs {
  question: QuestionSample;
  /** Show the area scored against the key with this answer. */
  scoredWith?: ReadingAnswerValue;
  disabled?: boolean;
  /** Told each answer the learner gives. */
  onValueChange?: (value: ReadingAnswerValue) => void;
}

function toObjective(value: ReadingAnswerValue, question: QuestionSample) {
  if (question.answerKey.kind === 'blanks') return { words: value as string[] };
  if (question.answerKey.kind === 'choice') return { answer: value as string };
  return { answers: value as string[] };
}

function Playground({ question, scoredWith, disabled, onValueChange }: StoryArgs) {
  const [value, setValue] = useState<ReadingAnswerValue>(() => scoredWith ?? emptyAnswer(question.content));
  const result = scoredWith ? scoreObjective(question.answerKey, toObjective(scoredWith, question)).results : undefined;
  return (
    <ReadingAnswerArea
      content={question.content}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
      result={result}
      disabled={disabled ?? Boolean(scoredWith)}
    />
  );
}

const meta = {
  title: 'Widgets/ReadingAnswerArea',
  component: Playground,
  parameters: { docs: { description: { component: '`ReadingAnswerArea`: the answer area of each reading task (dropdown and drag blanks, single and multiple choice, reorder paragraphs), controlled by `value` / `onValueChange`, showing right and wrong once scored.' } } },
  args: { question: rwFillInTheBlanksSample, onValueChange: fn() },
  argTypes: { question: { control: false }, scoredWith: { control: false } },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadingWritingBlanks: Story = {
  args: { question: rwFillInTheBlanksSample },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Blank 2' }), 'lowers');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Blank 1' }), 'reduce');
    await expect(canvas.getByRole('combobox', { name: 'Blank 1' })).toHaveValue('reduce');
  },
};

export const ReadingWritingBlanksScored: Story = {
  args: { question: rwFillInTheBlanksSample, scoredWith: ['reduce', 'increases', 'provide', 'support', 'requested'] },
};

export const DragAndDropBlanks: Story = { args: { question: fillInTheBlanksSample } };

export const DragAndDropBlanksScored: Story = {
  args: { question: fillInTheBlanksSample, scoredWith: ['behaviour', 'weight', 'distance'] },
};

export const MultipleAnswers: Story = {
  args: { question: multipleAnswersSample },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'According to the passage, which of the following statements are true?' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'The white colour of bleached coral is linked to the loss of its algae.' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'The algae supply the coral with sugars produced by photosynthesis.' }));
    await expect(group.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  },
};

export const MultipleAnswersScored: Story = { args: { question: multipleAnswersSample, scoredWith: ['A', 'C', 'E'] } };

export const SingleAnswer: Story = {
  args: { question: singleAnswerSample },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Changes in the amount of light the Moon produces' }));
    await expect(canvas.getByRole('radio', { name: 'Changes in the amount of light the Moon produces' })).toBeChecked();
  },
};

export const SingleAnswerScored: Story = { args: { question: singleAnswerSample, scoredWith: 'B' } };

export const ReorderParagraphs: Story = { args: { question: reorderSample } };

export const ReorderParagraphsScored: Story = {
  args: { question: reorderSample, scoredWith: ['pggt7sd', 'pfmuepg', 'pf2v7bi', 'pfwu0ef', 'pfcut0h'] },
};

export const Disabled: Story = { args: { question: multipleAnswersSample, disabled: true } };
