import { getTask } from '@pte-kit/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { writingAnswerSample, writingResultSample } from './writingResultSample';
import { writingCounts } from './writingCounts';
import { WritingScoreDetail } from './WritingScoreDetail';

const swt = getTask('writing.summarizeWrittenText');

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations).toEqual([]);
}

function renderDetail(props: Partial<Parameters<typeof WritingScoreDetail>[0]> = {}) {
  return render(
    <main>
      <h2>Your answer</h2>
      <WritingScoreDetail result={writingResultSample} answer={writingAnswerSample} task={swt} variant="ACADEMIC" {...props} />
    </main>,
  );
}

describe('WritingScoreDetail', () => {
  it('says that every AI score is an estimate', () => {
    renderDetail();
    expect(screen.getByRole('note')).toHaveTextContent('Every AI score is an estimate');
    expect(screen.getByText('Key points covered: 3 of 4')).toBeInTheDocument();
  });

  it('lists each trait with its score out of the maximum and its comment', async () => {
    const { container } = renderDetail();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Trait', 'Score', 'Comment']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const grammar = within(table).getByRole('rowheader', { name: 'Grammar' }).closest('tr') as HTMLElement;
    expect(within(grammar).getByText('1 / 2')).toBeInTheDocument();
    expect(within(grammar).getByText('1 out of 2')).toBeInTheDocument();
    expect(grammar).toHaveTextContent('Two subject–verb agreement errors.');
    await expectNoAxeViolations(container);
  });

  it('shows the word count against the limits', () => {
    const { unmount } = renderDetail();
    expect(screen.getByText(/^Word count: 30/)).toHaveTextContent('Word count: 30 · within the limits (5–75 words)');
    expect(screen.getByText(/^Word count: 30/)).toHaveAttribute('data-within', 'true');
    unmount();
    renderDetail({ result: { ...writingResultSample, wordCount: 80, withinLimits: false }, variant: 'CORE' });
    expect(screen.getByText(/^Word count: 80/)).toHaveTextContent('Word count: 80 · outside the limits (25–50 words)');
    expect(screen.getByText(/^Word count: 80/)).toHaveAttribute('data-within', 'false');
  });

  it('marks the words by type, labelled for screen readers, with the suggestion on focus', async () => {
    const user = userEvent.setup();
    const { container } = renderDetail();
    const words = screen.getByRole('heading', { name: 'Your words' }).parentElement as HTMLElement;
    expect(words).toHaveTextContent('Companies trialling a four-day week');

    const misspelled = within(words).getByRole('button', { name: /^modle\s?\(misspelled\)$/ });
    expect(misspelled).toHaveAccessibleDescription('Suggestion: model.');
    const grammar = within(words).getByRole('button', { name: /^finds\s?\(grammar error\)$/ });
    expect(grammar).toHaveAccessibleDescription('Suggestion: find. "Companies" is plural, so the verb should be "find".');
    expect(within(words).getByRole('button', { name: /^‸?their\s?\(missed word\)$/ })).toHaveAttribute('data-type', 'MISSED');
    expect(within(words).getByRole('button', { name: /^every\s?\(extra word\)$/ })).toHaveAttribute('data-type', 'EXTRA');
    expect(within(words).queryByRole('button', { name: /^Companies/ })).not.toBeInTheDocument();

    await user.tab();
    expect(grammar).toHaveFocus();
    expect(grammar.parentElement).not.toHaveAttribute('data-dismissed');
    await user.keyboard('{Escape}');
    expect(grammar.parentElement).toHaveAttribute('data-dismissed', 'true');
    await user.click(misspelled);
    expect(misspelled.parentElement).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('list', { name: 'Key to the marked words' })).toHaveTextContent('misspelled');
    await expectNoAxeViolations(container);
  });

  it('counts correct words, spelling, grammar by severity, extra and missed words', () => {
    renderDetail();
    const counts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(counts).toEqual({
      'Correct words': '25',
      'Spelling errors': '2',
      'Grammar errors: critical': '2',
      'Grammar errors: moderate': '0',
      'Grammar errors: minor': '1',
      'Extra words': '1',
      'Missed words': '1',
    });
    expect(writingCounts(writingResultSample).correctWords).toBe(25);
  });

  it('lists the grammar errors with severity, the words quoted, detail and suggestion', () => {
    renderDetail();
    const list = screen.getByRole('heading', { name: 'Grammar errors' }).parentElement as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Critical“finds”"Companies" is plural, so the verb should be "find", not "finds".Suggestion: find');
    expect(items[2]).toHaveTextContent('Minor');
    expect(items[2]).not.toHaveTextContent('Suggestion');
  });

  it('says so when there is nothing to list', async () => {
    const { container } = renderDetail({ result: { ...writingResultSample, words: [], grammarErrors: [], keyPointsCovered: [] } });
    expect(screen.getByText('No words were written.')).toBeInTheDocument();
    expect(screen.getByText('No grammar errors found.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
