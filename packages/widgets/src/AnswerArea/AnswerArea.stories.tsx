import type { Meta, StoryObj } from '@storybook/react-vite';
import { scoreObjective, type ExamVariant } from '@pte-kit/core';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  highlightCorrectSummarySample, highlightIncorrectWordsSample, listeningFillInTheBlanksSample, listeningMultipleAnswersSample,
  listeningSingleAnswerSample, selectMissingWordSample, writeFromDictationSample,
} from '../ListeningAnswer/listeningSamples';
import { rwFillInTheBlanksSample } from '../ReadingAnswer/readingSamples';
import type { AnswerValue } from '../ReadingAnswer/types';
import { summarizeSpokenTextSample, summarizeWrittenTextSample, writeEmailSample } from '../WritingAnswer/writingSamples';
import { AnswerArea } from './AnswerArea';
import { emptyAnswer, isAnswered, toSubmission } from '@pte-kit/core';
import type { QuestionSample } from '../private/questionSample';

interface StoryArgs {
  question: QuestionSample;
  variant: ExamVariant;
  /** Show the area scored against the key with this answer. */
  scoredWith?: AnswerValue;
  /** Told each answer the learner gives. */
  onValueChange?: (value: AnswerValue) => void;
}

function Playground({ question, variant, scoredWith, onValueChange }: StoryArgs) {
  const [value, setValue] = useState<AnswerValue>(() => scoredWith ?? emptyAnswer(question.content));
  const pteType = variant === 'CORE' ? 'PTE Core' : 'PTE Academic';
  const result = scoredWith === undefined ? undefined : scoreObjective(question.answerKey, toSubmission(question.content, scoredWith, 0, pteType)).results;
  return (
    <>
      <AnswerArea
        content={question.content}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
        variant={variant}
        answerKey={question.answerKey}
        result={result}
        disabled={scoredWith !== undefined}
      />
      <p>
        Submit body:{' '}
        <code>
          {isAnswered(question.content, value) ? JSON.stringify(toSubmission(question.content, value, 0, pteType, { accent: 'US' })) : 'nothing to submit yet'}
        </code>
      </p>
    </>
  );
}

const meta = {
  title: 'Widgets/AnswerArea',
  component: Playground,
  parameters: { docs: { description: { component: '`AnswerArea`: the answer area of any question, looked up by `content.kind` (blanks, choices, reorder, typed and writing answers; speaking uses the recorder), controlled by `value` / `onValueChange`, with the result coloured once scored. Each kind\'s view is fetched the first time it shows.' } } },
  args: { question: listeningFillInTheBlanksSample, variant: 'ACADEMIC', onValueChange: fn() },
  argTypes: { question: { control: false }, scoredWith: { control: false }, variant: { control: 'inline-radio', options: ['ACADEMIC', 'CORE'] } },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reading: Story = {
  args: { question: rwFillInTheBlanksSample },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Blank 1' })).toBeVisible();
  },
};
export const ListeningFillInTheBlanks: Story = {
  args: { question: listeningFillInTheBlanksSample },
  play: async ({ canvasElement }) => {
    const blank = await within(canvasElement).findByRole('textbox', { name: 'Blank 4' });
    await userEvent.type(blank, 'printers');
    await expect(blank).toHaveValue('printers');
  },
};
export const ListeningMultipleAnswers: Story = { args: { question: listeningMultipleAnswersSample } };
export const ListeningMultipleAnswersScored: Story = { args: { question: listeningMultipleAnswersSample, scoredWith: ['A', 'B'] } };
export const ListeningSingleAnswer: Story = { args: { question: listeningSingleAnswerSample } };
export const HighlightCorrectSummary: Story = { args: { question: highlightCorrectSummarySample } };
export const HighlightCorrectSummaryScored: Story = { args: { question: highlightCorrectSummarySample, scoredWith: 'B' } };
export const SelectMissingWord: Story = { args: { question: selectMissingWordSample } };
export const HighlightIncorrectWords: Story = {
  args: { question: highlightIncorrectWordsSample },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'drives' }));
    await userEvent.click(canvas.getByRole('button', { name: 'late' }));
    await expect(canvas.getByRole('button', { name: 'late' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const HighlightIncorrectWordsScored: Story = { args: { question: highlightIncorrectWordsSample, scoredWith: ['32', '40'] } };
export const WriteFromDictation: Story = {
  args: { question: writeFromDictationSample },
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('textbox', { name: 'Type the sentence you heard' });
    await userEvent.type(box, 'The library');
    await expect(box).toHaveValue('The library');
  },
};
export const SummarizeWrittenText: Story = { args: { question: summarizeWrittenTextSample } };
export const WriteEmail: Story = { args: { question: writeEmailSample, variant: 'CORE' } };
export const SummarizeSpokenText: Story = { args: { question: summarizeSpokenTextSample } };
