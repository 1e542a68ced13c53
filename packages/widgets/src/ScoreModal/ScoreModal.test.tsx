import type { AnswerRecord } from '@pte-kit/core';
import { composeStories } from '@storybook/react-vite';
import type { QuestionSample } from '../private/questionSample';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ScoreModal } from './ScoreModal';
import * as stories from './ScoreModal.stories';

const { MultipleAnswers } = composeStories(stories);

const base = {
  skill: 'reading', prediction: false, predictionCount: 0, practiceCount: 3, bookmarkType: 'UNMARK', complexity: 'EASY',
} as const;

const blanksQuestion: QuestionSample = {
  ...base, id: 3, task: 'rwFillInTheBlanks', title: 'Rivers',
  content: {
    kind: 'rwFillInTheBlanks',
    text: 'Rivers {{1}} the land and {{2}} sediment downstream.',
    blanks: [{ options: ['shape', 'paint'] }, { options: ['carry', 'eat'] }],
  },
  answerKey: { kind: 'blanks', blanks: ['shape', 'carry'] },
  explanation: 'Rivers shape land and carry sediment.',
};

const multipleQuestion: QuestionSample = {
  ...base, id: 4, task: 'multipleChoiceMultipleAnswers', title: 'Bats',
  content: {
    kind: 'multipleChoiceMultipleAnswers',
    text: 'Bats navigate by echoes and many species eat insects.',
    question: 'What does the text say about bats?',
    options: [
      { id: 'a', text: 'They use echoes.' },
      { id: 'b', text: 'They are blind.' },
      { id: 'c', text: 'Many eat insects.' },
    ],
  },
  answerKey: { kind: 'choices', correct: ['a', 'c'] },
  explanation: 'Echoes and insects are both stated.',
};

const singleQuestion: QuestionSample = {
  ...base, id: 5, task: 'multipleChoiceSingleAnswer', title: 'Tea',
  content: {
    kind: 'multipleChoiceSingleAnswer', text: 'Tea reached Europe in the 1600s.', question: 'When did tea reach Europe?',
    options: [{ id: 'x', text: 'The 1600s' }, { id: 'y', text: 'The 1900s' }],
  },
  answerKey: { kind: 'choice', correct: 'x' },
  explanation: '',
};

const reorderQuestion: QuestionSample = {
  ...base, id: 6, task: 'reorderParagraphs', title: 'Bread',
  content: {
    kind: 'reorderParagraphs',
    paragraphs: [
      { id: 'r3', text: 'Bake the loaf.' },
      { id: 'r1', text: 'Mix the dough.' },
      { id: 'r2', text: 'Let it rise.' },
    ],
  },
  answerKey: { kind: 'order', order: ['r1', 'r2', 'r3'] },
  explanation: 'Mix, rise, bake.',
};

function record(overrides: Partial<AnswerRecord>): AnswerRecord {
  return {
    id: 77, practiceId: 3, type: 'MY_ANSWER', nickname: 'sam', avatar: null, lastModifiedDate: '2025-02-01T22:07:45Z',
    pteType: 'PTE Academic', score: 1, maxScore: 2, answers: [], results: [], scores: {}, duration: 30, shareLink: '',
    ...overrides,
  };
}

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations).toEqual([]);
}

describe('ScoreModal', () => {
  it('shows the heading from the path, the ring, who answered and when, and coloured blanks', async () => {
    const blanksRecord = record({
      answers: ['shape', 'eat'],
      results: [
        { answer: 'shape', expected: 'shape', correct: true },
        { answer: 'eat', expected: 'carry', correct: false },
      ],
    });
    const { baseElement } = render(
      <ScoreModal
        open
        onOpenChange={() => {}}
        record={{ ...blanksRecord, answerKey: blanksQuestion.answerKey }}
        question={blanksQuestion}
        explanation={blanksQuestion.explanation}
        pathname="/dashboard/reading/rw-fill-in-the-blanks/3"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'reading · rw fill in the blanks' });
    expect(within(dialog).getByRole('img', { name: 'Score 1.0 out of 2' })).toBeInTheDocument();
    expect(within(dialog).getByText('Me')).toBeInTheDocument();
    expect(within(dialog).getByText('2025-02-01 22:07')).toBeInTheDocument();
    expect(within(dialog).getByText('Academic')).toBeInTheDocument();

    expect(within(dialog).getByText('shape').closest('[data-correct]')).toHaveAttribute('data-correct', 'true');
    expect(within(dialog).getByText('eat').closest('[data-correct]')).toHaveAttribute('data-correct', 'false');
    expect(within(dialog).getByText('carry').closest('[data-expected]')).toBeInTheDocument();
    expect(within(dialog).getByText('Rivers shape land and carry sediment.')).toBeInTheDocument();
    await expectNoAxeViolations(baseElement);
  });

  it('reads the heading from window.location by default and shows 2 decimals', () => {
    window.history.pushState({}, '', '/dashboard/reading/multiple-choice-multiple/4');
    render(
      <ScoreModal
        open
        onOpenChange={() => {}}
        question={multipleQuestion}
        record={record({ score: 0.25, pteType: 'PTE Core', type: 'OTHER', nickname: 'ana' })}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'reading · multiple choice multiple' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Score 0.25 out of 2' })).toBeInTheDocument();
    expect(screen.getByText('ana')).toBeInTheDocument();
    expect(screen.getByText('Core')).toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  it('marks chosen options right or wrong and shows which options were correct', async () => {
    const { container, baseElement } = render(<MultipleAnswers />);
    await MultipleAnswers.play!({ canvasElement: container });
    const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    expect(item('The algae supply the coral with sugars produced by photosynthesis.')).toHaveAttribute('data-correct', 'true');
    expect(item('Corals grow best in waters that are rich in nutrients.')).toHaveAttribute('data-correct', 'false');
    const missed = item('Corals provide the algae with shelter and certain waste compounds.');
    expect(missed).not.toHaveAttribute('data-correct');
    expect(missed).toHaveAttribute('data-expected', 'true');
    expect(within(missed).getByText('Correct answer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Score 1.0 out of 3' })).toBeInTheDocument();
    await expectNoAxeViolations(baseElement);
  });

  it('uses 1 as the maximum of a single answer', () => {
    render(
      <ScoreModal
        open
        onOpenChange={() => {}}
        pathname="/dashboard/reading/multiple-choice-single/5"
        question={singleQuestion}
        record={record({ answers: ['y'], results: [{ answer: 'y', expected: 'x', correct: false }], score: 0, maxScore: 1, answerKey: singleQuestion.answerKey })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Score 0.0 out of 1' })).toBeInTheDocument();
    expect(screen.getByText('The 1900s').closest('li')).toHaveAttribute('data-correct', 'false');
    expect(screen.getByText('The 1600s').closest('li')).toHaveAttribute('data-expected', 'true');
  });

  it('shows someone else\'s answer without the correct answers when it comes without its key', () => {
    render(
      <ScoreModal
        open
        onOpenChange={() => {}}
        pathname="/dashboard/reading/multiple-choice-single/5"
        question={singleQuestion}
        record={record({ type: 'OTHER', nickname: 'ana', answers: ['y'], results: [{ answer: 'y', correct: false }], score: 0, maxScore: 1, answerKey: null })}
      />,
    );
    expect(screen.getByText('The 1900s').closest('li')).toHaveAttribute('data-correct', 'false');
    expect(screen.getByText('The 1600s').closest('li')).not.toHaveAttribute('data-expected');
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
  });

  it('shows the learner\'s order with a coloured link between each pair', async () => {
    const { baseElement } = render(
      <ScoreModal
        open
        onOpenChange={() => {}}
        pathname="/dashboard/reading/re-order-paragraphs/6"
        question={reorderQuestion}
        record={record({ answers: ['r1', 'r3', 'r2'], pairs: [false, false], score: 0, answerKey: reorderQuestion.answerKey })}
      />,
    );
    const list = screen.getByRole('list', { name: 'Your order' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('BMix the dough.'),
      expect.stringContaining('ABake the loaf.'),
      expect.stringContaining('CLet it rise.'),
    ]);
    expect(screen.getByRole('img', { name: 'Score 0.0 out of 2' })).toBeInTheDocument();
    expect(within(list).getAllByRole('img', { name: /wrong pair, no point/ })).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'B then A: wrong pair, no point' })).toBeInTheDocument();
    expect(within(list).queryByRole('img', { name: /right pair/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('correct-order')).toHaveTextContent('B → C → A');
    expect(screen.getByText(/scores 1 point: 0 of 2 pairs right\./)).toBeInTheDocument();
    await expectNoAxeViolations(baseElement);
  });

  it('colours a correct pair green', () => {
    render(
      <ScoreModal
        open
        onOpenChange={() => {}}
        pathname="/dashboard/reading/re-order-paragraphs/6"
        question={reorderQuestion}
        record={record({ answers: ['r1', 'r2', 'r3'], pairs: [true, false], score: 1 })}
      />,
    );
    expect(screen.getByRole('img', { name: /right pair/ })).toHaveAttribute('data-correct', 'true');
    expect(screen.getByRole('img', { name: /wrong pair/ })).toHaveAttribute('data-correct', 'false');
  });

  it('closes with the close button and stays closed without a record', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <ScoreModal open onOpenChange={onOpenChange} pathname="/dashboard/reading/x/1" question={singleQuestion} record={record({})} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(<ScoreModal open onOpenChange={onOpenChange} pathname="/dashboard/reading/x/1" question={singleQuestion} record={null} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
