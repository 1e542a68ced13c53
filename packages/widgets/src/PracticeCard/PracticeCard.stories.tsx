import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  getTask, scoreObjective, type AnswerRecord, type ObjectiveAnswer, type PracticeSubmission,
} from '@pte-kit/core';
import { Button } from '../private/Button';
import {
  fillInTheBlanksSample, multipleAnswersSample, reorderSample, rwFillInTheBlanksSample, singleAnswerSample,
} from '../ReadingAnswer/readingSamples';
import { PracticeCard } from './PracticeCard';
import type { QuestionSample } from '../private/questionSample';

/** Scores in the browser after a short pause, as the server would. */
function scoreLocally(question: QuestionSample) {
  return async (submission: PracticeSubmission): Promise<AnswerRecord> => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    const given = submission as ObjectiveAnswer;
    const scored = scoreObjective(question.answerKey, given);
    return {
      id: Date.now(), practiceId: question.id, type: 'MY_ANSWER', nickname: 'maryam_k', avatar: null,
      lastModifiedDate: new Date().toISOString(), pteType: submission.pteType, score: scored.score, maxScore: scored.max,
      answers: given.words ? [...given.words] : given.answers ? [...given.answers] : [given.answer ?? ''],
      results: scored.results, pairs: scored.pairs, answerKey: question.answerKey, scores: { R: { score: scored.score, max: scored.max } },
      duration: submission.duration, shareLink: '',
    };
  };
}

const meta = {
  title: 'Widgets/PracticeCard',
  component: PracticeCard,
  args: {
    task: getTask('reading.rwFillInTheBlanks'),
    question: rwFillInTheBlanksSample,
    position: 12,
    total: 86,
    pteType: 'PTE Academic',
    onPrevious: () => {},
    onNext: () => {},
    onSubmit: scoreLocally(rwFillInTheBlanksSample),
    pathname: '/dashboard/reading/rw-fill-in-the-blanks/12',
  },
  argTypes: { task: { control: false }, question: { control: false }, onSubmit: { control: false } },
} satisfies Meta<typeof PracticeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadingWritingBlanks: Story = {
  args: { headerActions: <Button variant="ghost" size="sm">Question list</Button> },
};

export const DragAndDropBlanks: Story = {
  args: {
    task: getTask('reading.fillInTheBlanks'), question: fillInTheBlanksSample, onSubmit: scoreLocally(fillInTheBlanksSample),
    pathname: '/dashboard/reading/fill-in-the-blanks/207', position: 1, onPrevious: undefined,
  },
};

export const MultipleAnswers: Story = {
  args: {
    task: getTask('reading.multipleChoiceMultipleAnswers'), question: multipleAnswersSample, onSubmit: scoreLocally(multipleAnswersSample),
    pathname: '/dashboard/reading/multiple-choice-multiple/58',
  },
};

export const SingleAnswer: Story = {
  args: {
    task: getTask('reading.multipleChoiceSingleAnswer'), question: singleAnswerSample, onSubmit: scoreLocally(singleAnswerSample),
    pathname: '/dashboard/reading/multiple-choice-single/91', position: 86, onNext: undefined,
  },
};

export const ReorderParagraphs: Story = {
  args: {
    task: getTask('reading.reorderParagraphs'), question: reorderSample, onSubmit: scoreLocally(reorderSample),
    pathname: '/dashboard/reading/re-order-paragraphs/340',
  },
};

export const Loading: Story = { args: { question: null } };

export const SubmitFails: Story = {
  args: {
    onSubmit: async () => {
      throw new Error('You have used all 5 free AI submissions.');
    },
  },
};
