import type { ItemResult, QuestionContent } from '@pte-kit/core';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { emptyAnswer, isAnswered, toSubmission } from '@pte-kit/core';
import { ReadingAnswerArea } from './ReadingAnswerArea';
import * as stories from './ReadingAnswer.stories';
import type { ReadingAnswerValue } from './types';

const { ReadingWritingBlanks, MultipleAnswers, SingleAnswer } = composeStories(stories);

const dropdown: QuestionContent = {
  kind: 'rwFillInTheBlanks',
  text: 'Kites were first flown {{1}} in China, where they were used to {{2}} distances.',
  blanks: [{ options: ['centuries ago', 'yesterday'] }, { options: ['measure', 'forget'] }],
};

const drag: QuestionContent = {
  kind: 'fillInTheBlanks',
  text: 'Glaciers {{1}} slowly and {{2}} valleys as they go.',
  wordBank: ['move', 'carve', 'sing'],
  blankCount: 2,
};

const multiple: QuestionContent = {
  kind: 'multipleChoiceMultipleAnswers',
  text: 'Owls hunt mostly at night and rely on hearing as much as sight.',
  question: 'Which statements are true of owls?',
  options: [
    { id: 'o1', text: 'They hunt at night.' },
    { id: 'o2', text: 'They cannot see.' },
    { id: 'o3', text: 'They rely on hearing.' },
  ],
};

const single: QuestionContent = {
  kind: 'multipleChoiceSingleAnswer',
  text: 'The bridge was closed for repairs after the winter floods.',
  question: 'Why was the bridge closed?',
  options: [
    { id: 's1', text: 'For repairs' },
    { id: 's2', text: 'For a festival' },
  ],
};

const reorder: QuestionContent = {
  kind: 'reorderParagraphs',
  paragraphs: [
    { id: 'x9', text: 'Then the dough is left to rise.' },
    { id: 'x2', text: 'First, flour and water are mixed.' },
    { id: 'x5', text: 'Finally, the loaf is baked.' },
  ],
};

function Harness({ content, onChange, result, disabled }: {
  content: QuestionContent;
  onChange?: (value: ReadingAnswerValue) => void;
  result?: ItemResult[];
  disabled?: boolean;
}) {
  const [value, setValue] = useState(() => emptyAnswer(content));
  return (
    <main>
      <ReadingAnswerArea
        content={content}
        value={value}
        result={result}
        disabled={disabled}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </main>
  );
}

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations).toEqual([]);
}

describe('DropdownBlanks', () => {
  it('shows a labelled select per blank inside the passage and reports the chosen words', async () => {
    const onChange = fn();
    const { container } = render(<main><ReadingWritingBlanks onValueChange={onChange} /></main>);
    expect(screen.getByText(/Green roofs are layers of vegetation/)).toBeInTheDocument();
    const first = screen.getByRole('combobox', { name: 'Blank 1' });
    expect(within(first).getAllByRole('option').map((option) => option.textContent)).toEqual(['', 'raise', 'reduce', 'enlarge', 'release']);

    await ReadingWritingBlanks.play!({ canvasElement: container });
    expect(onChange).toHaveBeenNthCalledWith(1, ['', 'lowers', '', '', '']);
    expect(onChange).toHaveBeenLastCalledWith(['reduce', 'lowers', '', '', '']);
    await expectNoAxeViolations(container);
  });

  it('colours scored blanks and shows the expected word next to a wrong one', async () => {
    const result = [
      { answer: 'centuries ago', expected: 'centuries ago', correct: true },
      { answer: 'forget', expected: 'measure', correct: false },
    ];
    const { container } = render(<Harness content={dropdown} result={result} disabled />);
    const [first, second] = [screen.getByRole('combobox', { name: 'Blank 1' }), screen.getByRole('combobox', { name: 'Blank 2' })];
    expect(first).toBeDisabled();
    expect(first.closest('[data-correct]')).toHaveAttribute('data-correct', 'true');
    const wrong = second.closest('[data-correct]') as HTMLElement;
    expect(wrong).toHaveAttribute('data-correct', 'false');
    expect(within(wrong).getByText('measure', { selector: '[data-expected]' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('DragBlanks', () => {
  it('places a selected word into a blank by click and keyboard, and the word leaves the box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness content={drag} onChange={onChange} />);
    const box = screen.getByRole('group', { name: 'Word box' });

    await user.click(within(box).getByRole('button', { name: 'carve' }));
    expect(within(box).getByRole('button', { name: 'carve' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Blank 2: empty' }));
    expect(onChange).toHaveBeenLastCalledWith(['', 'carve']);
    expect(screen.getByRole('button', { name: 'Blank 2: carve' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'carve' })).not.toBeInTheDocument();

    within(box).getByRole('button', { name: 'move' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Blank 1: empty' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['move', 'carve']);
    expect(within(box).getAllByRole('button').map((button) => button.textContent)).toEqual(['sing']);
    await expectNoAxeViolations(container);
  });

  it('returns a word to the box when its blank is activated with nothing selected', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness content={drag} onChange={onChange} />);
    const box = screen.getByRole('group', { name: 'Word box' });
    await user.click(within(box).getByRole('button', { name: 'sing' }));
    await user.click(screen.getByRole('button', { name: 'Blank 1: empty' }));
    expect(within(box).queryByRole('button', { name: 'sing' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Blank 1: sing' }));
    expect(onChange).toHaveBeenLastCalledWith(['', '']);
    expect(within(box).getByRole('button', { name: 'sing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blank 1: empty' })).toBeInTheDocument();
  });

  it('puts the replaced word back in the box when a filled blank gets another word', async () => {
    const user = userEvent.setup();
    render(<Harness content={drag} />);
    const box = screen.getByRole('group', { name: 'Word box' });
    await user.click(within(box).getByRole('button', { name: 'sing' }));
    await user.click(screen.getByRole('button', { name: 'Blank 1: empty' }));
    await user.click(within(box).getByRole('button', { name: 'move' }));
    await user.click(screen.getByRole('button', { name: 'Blank 1: sing' }));
    expect(screen.getByRole('button', { name: 'Blank 1: move' })).toBeInTheDocument();
    expect(within(box).getAllByRole('button').map((button) => button.textContent)).toEqual(['carve', 'sing']);
  });

  it('marks scored blanks', () => {
    render(
      <Harness
        content={drag}
        disabled
        result={[{ answer: '', expected: 'move', correct: false }, { answer: '', expected: 'carve', correct: false }]}
      />,
    );
    const blank = screen.getByRole('button', { name: 'Blank 1: empty' });
    expect(blank).toBeDisabled();
    expect(blank.closest('[data-correct]')).toHaveAttribute('data-correct', 'false');
    expect(within(blank.closest('[data-correct]') as HTMLElement).getByText('move')).toBeInTheDocument();
  });
});

describe('ChoiceList', () => {
  it('shows the passage, the question as legend and checkboxes for multiple answers', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    const { container } = render(<main><MultipleAnswers onValueChange={onChange} /></main>);
    expect(screen.getByText(/Reef-building corals owe much of their success/)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'According to the passage, which of the following statements are true?' });
    await MultipleAnswers.play!({ canvasElement: container });
    expect(onChange).toHaveBeenLastCalledWith(['A', 'E']);
    await user.click(within(group).getByRole('checkbox', { name: 'The white colour of bleached coral is linked to the loss of its algae.' }));
    expect(onChange).toHaveBeenLastCalledWith(['A']);
    await expectNoAxeViolations(container);
  });

  it('uses radios for a single answer', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    const { container } = render(<main><SingleAnswer onValueChange={onChange} /></main>);
    await SingleAnswer.play!({ canvasElement: container });
    expect(onChange).toHaveBeenLastCalledWith('B');
    expect(screen.getByRole('radio', { name: 'Changes in the amount of light the Moon produces' })).toBeChecked();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('marks chosen options right or wrong and names the expected single answer', () => {
    render(<Harness content={single} disabled result={[{ answer: '', expected: 's1', correct: false }]} />);
    expect(screen.getByRole('radio', { name: /For repairs/ })).toBeDisabled();
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
  });
});

describe('ReorderList', () => {
  it('labels paragraphs with letters in served order and moves them with buttons and Alt+Arrow', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness content={reorder} onChange={onChange} />);
    const items = () => within(screen.getByRole('list', { name: 'Paragraphs' })).getAllByRole('listitem');
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Paragraph AThen the dough'),
      expect.stringContaining('Paragraph BFirst, flour'),
      expect.stringContaining('Paragraph CFinally'),
    ]);
    expect(container.textContent).not.toMatch(/x9|x2|x5/);
    expect(screen.getByRole('button', { name: 'Move up paragraph A' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down paragraph C' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up paragraph B' }));
    expect(onChange).toHaveBeenLastCalledWith(['x2', 'x9', 'x5']);
    expect(screen.getByText('Paragraph B moved to position 1 of 3.')).toBeInTheDocument();

    items()[2].focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onChange).toHaveBeenLastCalledWith(['x2', 'x5', 'x9']);
    expect(items()[1]).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onChange).toHaveBeenLastCalledWith(['x2', 'x9', 'x5']);
    await user.click(screen.getByRole('button', { name: 'Move down paragraph A' }));
    expect(onChange).toHaveBeenLastCalledWith(['x2', 'x5', 'x9']);
    await expectNoAxeViolations(container);
  });

  it('colours each position when scored and hides the move buttons', () => {
    render(
      <Harness
        content={reorder}
        disabled
        result={[
          { answer: 'x9', expected: 'x2', correct: false },
          { answer: 'x2', expected: 'x9', correct: false },
          { answer: 'x5', expected: 'x5', correct: true },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-correct'))).toEqual(['false', 'false', 'true']);
  });
});

describe('answer values', () => {
  it('starts each kind with an empty answer; reorder starts in served order', () => {
    expect(emptyAnswer(dropdown)).toEqual(['', '']);
    expect(emptyAnswer(drag)).toEqual(['', '']);
    expect(emptyAnswer(multiple)).toEqual([]);
    expect(emptyAnswer(single)).toBe('');
    expect(emptyAnswer(reorder)).toEqual(['x9', 'x2', 'x5']);
  });

  it('knows when there is something to submit', () => {
    expect(isAnswered(dropdown, ['', ''])).toBe(false);
    expect(isAnswered(dropdown, ['', 'measure'])).toBe(true);
    expect(isAnswered(multiple, [])).toBe(false);
    expect(isAnswered(single, '')).toBe(false);
    expect(isAnswered(single, 's1')).toBe(true);
    expect(isAnswered(reorder, ['x9', 'x2', 'x5'])).toBe(true);
  });

  it('builds the spec submit bodies', () => {
    expect(toSubmission(dropdown, ['centuries ago', ''], 42, 'PTE Academic')).toEqual({ words: ['centuries ago', ''], duration: 42, pteType: 'PTE Academic' });
    expect(toSubmission(drag, ['move'], 7, 'PTE Core')).toEqual({ words: ['move', ''], duration: 7, pteType: 'PTE Core' });
    expect(toSubmission(multiple, ['o1', 'o3'], 5, 'PTE Core')).toEqual({ answers: ['o1', 'o3'], duration: 5, pteType: 'PTE Core' });
    expect(toSubmission(reorder, ['x2', 'x9', 'x5'], 9, 'PTE Academic')).toEqual({ answers: ['x2', 'x9', 'x5'], duration: 9, pteType: 'PTE Academic' });
    expect(toSubmission(single, 's1', 3, 'PTE Academic')).toEqual({ answer: 's1', duration: 3, pteType: 'PTE Academic' });
  });
});
