import { scoreObjective, type ItemResult, type QuestionContent } from '@pte-kit/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ClickableWords } from './ClickableWords';
import { DictationInput } from './DictationInput';
import { TypedBlanks } from './TypedBlanks';

type Content<Kind extends QuestionContent['kind']> = Extract<QuestionContent, { kind: Kind }>;

const blanks: Content<'listeningFillInTheBlanks'> = {
  kind: 'listeningFillInTheBlanks',
  text: 'Bees {{1}} nectar from flowers and {{2}} it into honey.',
  blankCount: 2,
};

const hiw: Content<'highlightIncorrectWords'> = {
  kind: 'highlightIncorrectWords',
  text: 'The river floods every spring, so farmers plant rice late.',
};

const dictation: Content<'writeFromDictation'> = { kind: 'writeFromDictation' };
const dictationSentence = 'Submit the form before noon.';

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations).toEqual([]);
}

function Blanks({ onChange, result, disabled }: { onChange?: (value: string[]) => void; result?: ItemResult[]; disabled?: boolean }) {
  const [value, setValue] = useState<string[]>(['', '']);
  return (
    <main>
      <TypedBlanks
        content={blanks}
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

function Words({ initial = [], onChange, result, changed, disabled }: {
  initial?: string[];
  onChange?: (value: string[]) => void;
  result?: ItemResult[];
  changed?: string[];
  disabled?: boolean;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <main>
      <ClickableWords
        content={hiw}
        value={value}
        result={result}
        changed={changed}
        disabled={disabled}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </main>
  );
}

function Dictation({ initial = '', onChange, result }: { initial?: string; onChange?: (value: string) => void; result?: ItemResult[] }) {
  const [value, setValue] = useState(initial);
  return (
    <main>
      <DictationInput
        content={dictation}
        value={value}
        result={result}
        disabled={result !== undefined}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </main>
  );
}

describe('TypedBlanks', () => {
  it('shows a text box at each gap of the transcript and reports the typed words', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Blanks onChange={onChange} />);
    expect(container.textContent).toContain('nectar from flowers and');
    expect(container.textContent).not.toMatch(/\{\{\d\}\}/);

    await user.type(screen.getByRole('textbox', { name: 'Blank 2' }), 'turn');
    expect(onChange).toHaveBeenLastCalledWith(['', 'turn']);
    await user.type(screen.getByRole('textbox', { name: 'Blank 1' }), 'collect');
    expect(onChange).toHaveBeenLastCalledWith(['collect', 'turn']);
    expect(screen.getByRole('textbox', { name: 'Blank 1' })).toHaveAccessibleDescription('Type one word in each blank.');
    await expectNoAxeViolations(container);
  });

  it('keeps one word per blank and turns off spellcheck and autocapitalisation', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Blanks onChange={onChange} />);
    const first = screen.getByRole('textbox', { name: 'Blank 1' });
    await user.type(first, 'col lect ');
    expect(first).toHaveValue('collect');
    expect(onChange).toHaveBeenLastCalledWith(['collect', '']);
    expect(first).toHaveAttribute('spellcheck', 'false');
    expect(first).toHaveAttribute('autocapitalize', 'off');
    expect(first).toHaveAttribute('autocorrect', 'off');
  });

  it('colours scored blanks and shows the expected word next to a wrong one', async () => {
    const { results } = scoreObjective({ kind: 'blanks', blanks: ['collect', 'turn'] }, { words: ['Collect', 'make'] });
    const { container } = render(<Blanks result={results} disabled />);
    const first = screen.getByRole('textbox', { name: 'Blank 1' });
    expect(first).toBeDisabled();
    expect(first.closest('[data-correct]')).toHaveAttribute('data-correct', 'true');
    const wrong = screen.getByRole('textbox', { name: 'Blank 2' }).closest('[data-correct]') as HTMLElement;
    expect(wrong).toHaveAttribute('data-correct', 'false');
    expect(within(wrong).getByText('turn', { selector: '[data-expected]' })).toBeInTheDocument();
    expect(within(wrong).getByText(/wrong, correct answer/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('ClickableWords', () => {
  it('makes every word a toggle button and reports highlighted positions in reading order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Words onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Transcript' });
    const words = within(group).getAllByRole('button');
    expect(words.map((word) => word.textContent)).toEqual(hiw.text.split(/\s+/));
    expect(words.every((word) => word.getAttribute('aria-pressed') === 'false')).toBe(true);

    await user.click(within(group).getByRole('button', { name: 'late.' }));
    await user.click(within(group).getByRole('button', { name: 'spring,' }));
    expect(onChange).toHaveBeenLastCalledWith(['4', '9']);
    expect(within(group).getByRole('button', { name: 'spring,' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'late.' }));
    expect(onChange).toHaveBeenLastCalledWith(['4']);
    expect(within(group).getByRole('button', { name: 'late.' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(container);
  });

  it('is one tab stop; arrow keys move between words and Space toggles', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <Words onChange={onChange} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'The' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'floods' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['2']);
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'late.' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'The' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
  });

  it('after scoring marks right and wrong highlights and the changed words missed', async () => {
    const { results } = scoreObjective({ kind: 'highlight', indexes: [4, 9] }, { answers: ['4', '1'] });
    const { container } = render(<Words initial={['1', '4']} result={results} changed={['4', '9']} disabled />);
    const group = screen.getByRole('group', { name: 'Transcript' });
    const spring = within(group).getByRole('button', { name: /^spring,\s?\(correct\)$/ });
    expect(spring).toHaveAttribute('data-correct', 'true');
    expect(spring).toBeDisabled();
    expect(within(group).getByRole('button', { name: /^river\s?\(wrong\)$/ })).toHaveAttribute('data-correct', 'false');
    const late = within(group).getByRole('button', { name: /^late\.\s?\(missed: this word differs\)$/ });
    expect(late).toHaveAttribute('data-missed', 'true');
    expect(late).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('list', { name: 'Key' })).toHaveTextContent('changed word missed');
    await expectNoAxeViolations(container);
  });
});

describe('DictationInput', () => {
  it('counts words as the learner types, with spellcheck off', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Dictation onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Type the sentence you heard' });
    expect(box).toHaveAttribute('spellcheck', 'false');
    expect(screen.getByText('Word count: 0')).toBeInTheDocument();
    await user.type(box, 'Submit the well-known form');
    expect(onChange).toHaveBeenLastCalledWith('Submit the well-known form');
    expect(screen.getByText('Word count: 4')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Word count: 4');
    expect(container.textContent).not.toContain('before noon');
    await expectNoAxeViolations(container);
  });

  it('shows each word of the sentence written or missed after scoring', async () => {
    const typed = 'submit the from before noon';
    const { results } = scoreObjective({ kind: 'dictation', sentence: dictationSentence }, { answer: typed });
    const { container } = render(<Dictation initial={typed} result={results} />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByText('4 of 5 words of the sentence written.')).toBeInTheDocument();
    const words = within(screen.getByRole('list', { name: 'Words of the sentence' })).getAllByRole('listitem');
    expect(words.map((word) => word.getAttribute('data-correct'))).toEqual(['true', 'true', 'false', 'true', 'true']);
    expect(words[2]).toHaveTextContent('form ✗, missed');
    await expectNoAxeViolations(container);
  });
});
