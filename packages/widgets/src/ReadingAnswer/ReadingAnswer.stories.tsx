import type { Meta, StoryObj } from '@storybook/react-vite';
import { scoreObjective } from '@pte-kit/core';
import { useState } from 'react';
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
}

function toObjective(value: ReadingAnswerValue, question: QuestionSample) {
  if (question.answerKey.kind === 'blanks') return { words: value as string[] };
  if (question.answerKey.kind === 'choice') return { answer: value as string };
  return { answers: value as string[] };
}

function Playground({ question, scoredWith, disabled }: StoryArgs) {
  const [value, setValue] = useState<ReadingAnswerValue>(() => scoredWith ?? emptyAnswer(question.content));
  const result = scoredWith ? scoreObjective(question.answerKey, toObjective(scoredWith, question)).results : undefined;
  return (
    <ReadingAnswerArea
      content={question.content}
      value={value}
      onValueChange={setValue}
      result={result}
      disabled={disabled ?? Boolean(scoredWith)}
    />
  );
}

const meta = {
  title: 'Widgets/ReadingAnswerArea',
  component: Playground,
  args: { question: rwFillInTheBlanksSample },
  argTypes: { question: { control: false }, scoredWith: { control: false } },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadingWritingBlanks: Story = { args: { question: rwFillInTheBlanksSample } };

export const ReadingWritingBlanksScored: Story = {
  args: { question: rwFillInTheBlanksSample, scoredWith: ['reduce', 'increases', 'provide', 'support', 'requested'] },
};

export const DragAndDropBlanks: Story = { args: { question: fillInTheBlanksSample } };

export const DragAndDropBlanksScored: Story = {
  args: { question: fillInTheBlanksSample, scoredWith: ['behaviour', 'weight', 'distance'] },
};

export const MultipleAnswers: Story = { args: { question: multipleAnswersSample } };

export const MultipleAnswersScored: Story = { args: { question: multipleAnswersSample, scoredWith: ['A', 'C', 'E'] } };

export const SingleAnswer: Story = { args: { question: singleAnswerSample } };

export const SingleAnswerScored: Story = { args: { question: singleAnswerSample, scoredWith: 'B' } };

export const ReorderParagraphs: Story = { args: { question: reorderSample } };

export const ReorderParagraphsScored: Story = {
  args: { question: reorderSample, scoredWith: ['pggt7sd', 'pfmuepg', 'pf2v7bi', 'pfwu0ef', 'pfcut0h'] },
};

export const Disabled: Story = { args: { question: multipleAnswersSample, disabled: true } };
