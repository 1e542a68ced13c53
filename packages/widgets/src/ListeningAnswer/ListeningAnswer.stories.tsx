import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyAnswer, scoreObjective, type AnswerValue } from '@pte-kit/core';
import { useState } from 'react';
import { AnswerArea } from '../AnswerArea/AnswerArea';
import { highlightIncorrectWordsSample, listeningFillInTheBlanksSample, writeFromDictationSample } from './listeningSamples';
import type { QuestionSample } from '../private/questionSample';

interface StoryArgs {
  question: QuestionSample;
  /** Show the area scored against the key with this answer. */
  scoredWith?: string[] | string;
  disabled?: boolean;
}

function Playground({ question, scoredWith, disabled }: StoryArgs) {
  const { content, answerKey } = question;
  const [value, setValue] = useState<AnswerValue>(() => scoredWith ?? emptyAnswer(content));
  const given = typeof scoredWith === 'string' ? { answer: scoredWith } : content.kind === 'listeningFillInTheBlanks' ? { words: scoredWith } : { answers: scoredWith };
  const result = scoredWith !== undefined ? scoreObjective(answerKey, given).results : undefined;
  return (
    <AnswerArea content={content} value={value} onValueChange={setValue} result={result} disabled={disabled ?? scoredWith !== undefined} answerKey={scoredWith !== undefined ? answerKey : null} />
  );
}

const meta = {
  title: 'Widgets/ListeningAnswer',
  component: Playground,
  parameters: { docs: { description: { component: "The listening answer areas (typed blanks, highlight incorrect words, dictation) through `AnswerArea`: the learner's value, and the words coloured once scored against the key." } } },
  args: { question: listeningFillInTheBlanksSample },
  argTypes: { question: { control: false }, scoredWith: { control: false } },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypedBlanksEmpty: Story = { args: { question: listeningFillInTheBlanksSample } };

export const TypedBlanksScored: Story = {
  args: { question: listeningFillInTheBlanksSample, scoredWith: ['support', 'color', ''] },
};

export const ClickableWordsEmpty: Story = { args: { question: highlightIncorrectWordsSample } };

export const ClickableWordsScored: Story = {
  args: { question: highlightIncorrectWordsSample, scoredWith: ['9', '12', '41'] },
};

export const DictationEmpty: Story = { args: { question: writeFromDictationSample } };

export const DictationScored: Story = {
  args: { question: writeFromDictationSample, scoredWith: 'the library extend its opening hours during exam period' },
};

export const Disabled: Story = { args: { question: highlightIncorrectWordsSample, disabled: true } };
