import type { Meta, StoryObj } from '@storybook/react-vite';
import { scoreObjective, type AnswerRecord, type ObjectiveAnswer } from '@pte-kit/core';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../private/Button';
import {
  fillInTheBlanksSample, multipleAnswersSample, reorderSample, rwFillInTheBlanksSample, singleAnswerSample,
} from '../ReadingAnswer/readingSamples';
import { ScoreModal } from './ScoreModal';
import type { QuestionSample } from '../private/questionSample';

function recordFor(question: QuestionSample, given: ObjectiveAnswer, overrides: Partial<AnswerRecord> = {}): AnswerRecord {
  const scored = scoreObjective(question.answerKey, given);
  return {
    id: 501, practiceId: question.id, type: 'MY_ANSWER', nickname: 'maryam_k', avatar: null,
    lastModifiedDate: '2025-03-14T09:05:00Z', pteType: 'PTE Academic', score: scored.score, maxScore: scored.max,
    answers: [...(given.words ?? given.answers ?? [given.answer ?? ''])], results: scored.results, pairs: scored.pairs, answerKey: question.answerKey,
    scores: { R: { score: scored.score, max: scored.max } }, duration: 94, shareLink: 'https://example.com/share/501',
    ...overrides,
  };
}

function Demo({ question, record, pathname }: { question: QuestionSample; record: AnswerRecord; pathname: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show score</Button>
      <ScoreModal open={open} onOpenChange={setOpen} record={record} question={question} explanation={question.explanation} pathname={pathname} />
    </>
  );
}

const meta = {
  title: 'Widgets/ScoreModal',
  component: Demo,
  parameters: { docs: { description: { component: '`ScoreModal`: the score of a submitted answer as a ring and per-part scores, which answers were right, and the answer section (key, transcript, explanation).' } } },
  argTypes: { question: { control: false }, record: { control: false } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadingWritingBlanks: Story = {
  args: {
    question: rwFillInTheBlanksSample,
    record: recordFor(rwFillInTheBlanksSample, { words: ['reduce', 'increases', 'provide', 'support', 'requested'] }),
    pathname: '/dashboard/reading/rw-fill-in-the-blanks/12',
  },
};

export const DragAndDropBlanks: Story = {
  args: {
    question: fillInTheBlanksSample,
    record: recordFor(fillInTheBlanksSample, { words: ['behaviour', '', 'distance'] }),
    pathname: '/dashboard/reading/fill-in-the-blanks/207',
  },
};

/** Ticked A, C and E where A, B and E were right; Close hides the score and Show score brings it back. */
export const MultipleAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show score' }));
    await expect(canvas.getByRole('dialog', { name: 'reading · multiple choice multiple' })).toBeVisible();
  },
  args: {
    question: multipleAnswersSample,
    record: recordFor(multipleAnswersSample, { answers: ['A', 'C', 'E'] }),
    pathname: '/dashboard/reading/multiple-choice-multiple/58',
  },
};

export const SingleAnswerFromCommunity: Story = {
  args: {
    question: singleAnswerSample,
    record: recordFor(singleAnswerSample, { answer: 'C' }, { type: 'OTHER', nickname: 'lucas.b', pteType: 'PTE Core' }),
    pathname: '/dashboard/reading/multiple-choice-single/91',
  },
};

const servedParagraphs = reorderSample.content.kind === 'reorderParagraphs' ? reorderSample.content.paragraphs.map((paragraph) => paragraph.id) : [];

export const ReorderParagraphs: Story = {
  args: {
    question: reorderSample,
    // The served paragraphs in the learner's order: 4th, 5th, 2nd, 1st, 3rd.
    record: recordFor(reorderSample, { answers: [3, 4, 1, 0, 2].map((index) => servedParagraphs[index]) }),
    pathname: '/dashboard/reading/re-order-paragraphs/340',
  },
};
