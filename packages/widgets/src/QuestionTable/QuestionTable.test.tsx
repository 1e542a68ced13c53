import type { PageInfo, QuestionRow, QuestionSort } from '@pte-kit/core';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { QuestionTable, type QuestionTableProps } from './QuestionTable';
import * as stories from './QuestionTable.stories';

const { Default, Loading, Empty } = composeStories(stories);

const rows: QuestionRow[] = [
  { id: 42, title: 'Coral reef recovery', complexity: 'EASY', practiceCount: 12, predictionCount: 3, bookmarkType: 'UNMARK', prediction: true },
  { id: 1307, title: 'Urban heat islands', complexity: 'AVERAGE', practiceCount: 4, predictionCount: 0, bookmarkType: 'VERY_HARD', prediction: false },
  { id: 20931, title: 'The history of tea clippers', complexity: 'HARD', practiceCount: 0, predictionCount: 9, bookmarkType: 'EASY', prediction: false },
];

const page: PageInfo = { size: 10, totalElements: 23, totalPages: 3, number: 0 };

function setup(props: Partial<QuestionTableProps> = {}) {
  const handlers = {
    onSortChange: vi.fn<(sort: QuestionSort) => void>(),
    onPageChange: vi.fn<(page: number) => void>(),
    onReset: vi.fn<() => void>(),
    onRowClick: vi.fn<(row: QuestionRow, index: number) => void>(),
  };
  const all: QuestionTableProps = { rows, page, practicedCount: 7, sort: null, ...handlers, ...props };
  const view = render(<QuestionTable {...all} />);
  return { ...view, ...handlers, user: userEvent.setup(), rerenderWith: (next: Partial<QuestionTableProps>) => view.rerender(<QuestionTable {...all} {...next} />) };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('QuestionTable', () => {
  it('shows the found and practised counts and the column headers', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Found 23 Questions' })).toBeInTheDocument();
    expect(screen.getByText('7 Practiced')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['Question', 'Difficulty', 'Practice', 'Frequent Qs', 'Bookmark']);
  });

  it("renames the Frequent Qs column 'Exam memory' in the prediction tab, still sortable", async () => {
    const { user, onSortChange } = setup({ predictionColumnLabel: 'Exam memory' });
    await user.click(screen.getByRole('button', { name: /Exam memory/ }));
    expect(onSortChange).toHaveBeenCalledWith('prediction:asc');
  });

  it('shows each row with its padded id, title, difficulty label, counts and bookmark', () => {
    setup();
    const [first, second, third] = bodyRows();
    expect(within(first).getByText('#00042')).toBeInTheDocument();
    expect(within(first).getByText('Coral reef recovery')).toBeInTheDocument();
    expect(within(first).getByText('Easy')).toBeInTheDocument();
    expect(within(first).getByText('Not marked')).toBeInTheDocument();
    expect(within(first).getByText('Prediction')).toBeInTheDocument();
    expect(within(second).getByText('#01307')).toBeInTheDocument();
    expect(within(second).getByText('Medium')).toBeInTheDocument();
    expect(within(second).getByText('Very hard')).toBeInTheDocument();
    expect(within(second).queryByText('Prediction')).not.toBeInTheDocument();
    expect(within(third).getByText('#20931')).toBeInTheDocument();
    expect(within(third).getByText('Hard')).toBeInTheDocument();
    expect(within(third).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      ['#20931The history of tea clippers', 'Hard', '0', '9', '★Easy'],
    );
  });

  it('toggles the sort direction on each click of a column header', async () => {
    const { user, onSortChange, rerenderWith } = setup();
    await user.click(screen.getByRole('button', { name: 'Practice' }));
    expect(onSortChange).toHaveBeenLastCalledWith('practice:asc');
    rerenderWith({ sort: 'practice:asc' });
    expect(screen.getByRole('columnheader', { name: 'Practice' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Practice' }));
    expect(onSortChange).toHaveBeenLastCalledWith('practice:desc');
    rerenderWith({ sort: 'practice:desc' });
    expect(screen.getByRole('columnheader', { name: 'Practice' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Question' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts by title and by frequent questions from their headers', async () => {
    const { user, onSortChange } = setup({ sort: 'title:asc' });
    await user.click(screen.getByRole('button', { name: 'Question' }));
    expect(onSortChange).toHaveBeenLastCalledWith('title:desc');
    await user.click(screen.getByRole('button', { name: 'Frequent Qs' }));
    expect(onSortChange).toHaveBeenLastCalledWith('prediction:asc');
    expect(screen.queryByRole('button', { name: 'Difficulty' })).not.toBeInTheDocument();
  });

  it('calls onReset from Reset filters', async () => {
    const { user, onReset } = setup();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('opens a row on click, Enter and Space with its index in the page', async () => {
    const onRowClick = fn<(row: QuestionRow, index: number) => void>();
    const storyRows = Default.args.rows!;
    const { container } = render(<Default onRowClick={onRowClick} />);
    await Default.play!({ canvasElement: container });
    expect(onRowClick).toHaveBeenNthCalledWith(1, storyRows[1], 1);
    expect(onRowClick).toHaveBeenNthCalledWith(2, storyRows[2], 2);
    expect(onRowClick).toHaveBeenLastCalledWith(storyRows[0], 0);
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('reaches rows with Tab and marks the open question', async () => {
    const { user } = setup({ activeId: 1307 });
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(bodyRows()[0]).toHaveFocus();
    expect(bodyRows()[1]).toHaveAttribute('aria-current', 'true');
    expect(bodyRows()[0]).not.toHaveAttribute('aria-current');
  });

  it('shows 9 skeleton rows and no pager while loading', async () => {
    const { container } = render(<Loading />);
    await Loading.play!({ canvasElement: container });
    expect(bodyRows()).toHaveLength(9);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty message when nothing matches', async () => {
    const { container } = render(<Empty />);
    await Empty.play!({ canvasElement: container });
    expect(screen.getByText('No question found!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Found 0 Questions' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  describe('pager', () => {
    it('shows the 1-based page and disables Previous on the first page', () => {
      setup();
      expect(screen.getByRole('textbox', { name: 'Page' })).toHaveValue('1');
      expect(screen.getByText('of 3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    });

    it('disables Next on the last page and goes back with Previous', async () => {
      const { user, onPageChange } = setup({ page: { ...page, number: 2 } });
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(onPageChange).toHaveBeenCalledWith(2);
    });

    it('goes forward with Next', async () => {
      const { user, onPageChange } = setup();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(onPageChange).toHaveBeenCalledWith(2);
    });

    it('clamps a typed page to the last page on Enter', async () => {
      const { user, onPageChange } = setup();
      const input = screen.getByRole('textbox', { name: 'Page' });
      await user.clear(input);
      await user.type(input, '99{Enter}');
      expect(onPageChange).toHaveBeenCalledWith(3);
      expect(input).toHaveValue('3');
    });

    it('commits a typed page on blur', async () => {
      const { user, onPageChange } = setup();
      const input = screen.getByRole('textbox', { name: 'Page' });
      await user.clear(input);
      await user.type(input, '2');
      await user.tab();
      expect(onPageChange).toHaveBeenCalledWith(2);
    });

    it('reverts a non-number to the current page without changing page', async () => {
      const { user, onPageChange } = setup({ page: { ...page, number: 1 } });
      const input = screen.getByRole('textbox', { name: 'Page' });
      await user.clear(input);
      await user.type(input, 'abc{Enter}');
      expect(input).toHaveValue('2');
      expect(onPageChange).not.toHaveBeenCalled();
    });

    it('follows the page prop when the caller moves to another page', () => {
      const { rerenderWith } = setup();
      rerenderWith({ page: { ...page, number: 2 } });
      expect(screen.getByRole('textbox', { name: 'Page' })).toHaveValue('3');
    });
  });

  it('has no accessibility violations with rows, while loading and when empty', async () => {
    for (const props of [{}, { rows: null, page: null }, { rows: [], page: { ...page, totalElements: 0, totalPages: 0 } }] as Partial<QuestionTableProps>[]) {
      const { container, unmount } = setup({ activeId: 42, sort: 'practice:desc', ...props });
      const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      unmount();
    }
  });
});
