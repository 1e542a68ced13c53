import type { Meta, StoryObj } from '@storybook/react-vite';
import { scoreObjective } from '@pte-kit/core';
import { useState } from 'react';
import { ClickableWords } from './ClickableWords';
import { DictationInput } from './DictationInput';
import { highlightIncorrectWordsSample, listeningFillInTheBlanksSample, writeFromDictationSample } from './listeningSamples';
import { TypedBlanks } from './TypedBlanks';
import type { QuestionSample } from '../private/questionSample';

interface StoryArgs {
  question: QuestionSample;
  /** Show the area scored against the key with this answer. */
  scoredWith?: string[] | string;
  disabled?: boolean;
}

function Playground({ question, scoredWith, disabled }: StoryArgs) {
  const { content, answerKey } = question;
  const [words, setWords] = useState<string[]>(() => (Array.isArray(scoredWith) ? scoredWith : []));
  const [text, setText] = useState(() => (typeof scoredWith === 'string' ? scoredWith : ''));
  const locked = disabled ?? scoredWith !== undefined;
  switch (content.kind) {
    case 'listeningFillInTheBlanks': {
      const result = scoredWith ? scoreObjective(answerKey, { words: scoredWith as string[] }).results : undefined;
      return <TypedBlanks content={content} value={words} onValueChange={setWords} result={result} disabled={locked} />;
    }
    case 'highlightIncorrectWords': {
      const result = scoredWith ? scoreObjective(answerKey, { answers: scoredWith as string[] }).results : undefined;
      const changed = answerKey.kind === 'highlight' ? answerKey.indexes.map(String) : undefined;
      return <ClickableWords content={content} value={words} onValueChange={setWords} result={result} changed={changed} disabled={locked} />;
    }
    case 'writeFromDictation': {
      const result = scoredWith !== undefined ? scoreObjective(answerKey, { answer: scoredWith as string }).results : undefined;
      return <DictationInput content={content} value={text} onValueChange={setText} result={result} disabled={locked} />;
    }
    default:
      return <p>No listening story for {content.kind}.</p>;
  }
}

const meta = {
  title: 'Widgets/ListeningAnswer',
  component: Playground,
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
