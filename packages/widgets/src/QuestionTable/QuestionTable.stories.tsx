import type { PageInfo, QuestionRow, QuestionSort } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuestionTable } from './QuestionTable';

const sampleRows: QuestionRow[] = [
  { id: 3, title: 'Migratory birds and magnetic fields', complexity: 'EASY', practiceCount: 41, predictionCount: 6, bookmarkType: 'UNMARK', prediction: true },
  { id: 18, title: 'The economics of vertical farming', complexity: 'AVERAGE', practiceCount: 27, predictionCount: 2, bookmarkType: 'HARD', prediction: false },
  { id: 57, title: 'Why glaciers are turning grey', complexity: 'HARD', practiceCount: 12, predictionCount: 11, bookmarkType: 'VERY_HARD', prediction: true },
  { id: 104, title: 'Sleep cycles of deep-sea sharks', complexity: 'AVERAGE', practiceCount: 9, predictionCount: 0, bookmarkType: 'UNMARK', prediction: false },
  { id: 231, title: 'Early printing presses in Venice', complexity: 'EASY', practiceCount: 33, predictionCount: 4, bookmarkType: 'EASY', prediction: false },
  { id: 388, title: 'Soil microbes and crop yield', complexity: 'HARD', practiceCount: 5, predictionCount: 1, bookmarkType: 'AVERAGE', prediction: false },
  { id: 412, title: 'A brief history of the metric system', complexity: 'EASY', practiceCount: 58, predictionCount: 8, bookmarkType: 'VERY_EASY', prediction: true },
  { id: 1066, title: 'Tidal energy on small islands', complexity: 'AVERAGE', practiceCount: 0, predictionCount: 0, bookmarkType: 'UNMARK', prediction: false },
  { id: 2405, title: 'How bees navigate cities', complexity: 'EASY', practiceCount: 17, predictionCount: 3, bookmarkType: 'UNMARK', prediction: false },
  { id: 13870, title: 'Language loss in mountain villages', complexity: 'HARD', practiceCount: 2, predictionCount: 5, bookmarkType: 'HARD', prediction: false },
];

const samplePage: PageInfo = { size: 10, totalElements: 47, totalPages: 5, number: 0 };

const meta = {
  title: 'Widgets/QuestionTable',
  component: QuestionTable,
  args: {
    rows: sampleRows,
    page: samplePage,
    practicedCount: 12,
    sort: null,
    onSortChange: fn(),
    onPageChange: fn(),
    onReset: fn(),
    onRowClick: fn(),
  },
} satisfies Meta<typeof QuestionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRowsOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);

/** A row opens on click, and from the keyboard with Enter or Space. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('The economics of vertical farming'));
    bodyRowsOf(canvasElement)[2].focus();
    await userEvent.keyboard('{Enter}');
    bodyRowsOf(canvasElement)[0].focus();
    await userEvent.keyboard(' ');
    await expect(bodyRowsOf(canvasElement)[0]).toHaveFocus();
  },
};

export const SortedByPractice: Story = { args: { sort: 'practice:desc' } };

export const WithActiveQuestion: Story = { args: { activeId: 57, page: { ...samplePage, number: 2 } } };

export const LastPage: Story = {
  args: { rows: sampleRows.slice(0, 7), page: { ...samplePage, number: 4 } },
};

export const Loading: Story = {
  args: { rows: null, page: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading questions');
  },
};

export const Empty: Story = {
  args: { rows: [], page: { size: 10, totalElements: 0, totalPages: 0, number: 0 }, practicedCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No question found!')).toBeVisible();
  },
};

/** Sorting and paging work: the story holds the state a host page would keep. */
export const Interactive: Story = {
  render: function InteractiveTable(args) {
    const [sort, setSort] = useState<QuestionSort | null>(null);
    const [pageNumber, setPageNumber] = useState(1);
    const [activeId, setActiveId] = useState<number>();
    const sorted = [...sampleRows].sort((a, b) => {
      if (!sort) return 0;
      const [field, direction] = sort.split(':');
      const sign = direction === 'asc' ? 1 : -1;
      if (field === 'title') return sign * a.title.localeCompare(b.title);
      if (field === 'practice') return sign * (a.practiceCount - b.practiceCount);
      return sign * (a.predictionCount - b.predictionCount);
    });
    return (
      <QuestionTable
        {...args}
        rows={sorted}
        sort={sort}
        page={{ ...samplePage, number: pageNumber - 1 }}
        activeId={activeId}
        onSortChange={(next) => { setSort(next); setPageNumber(1); args.onSortChange(next); }}
        onPageChange={(next) => { setPageNumber(next); args.onPageChange(next); }}
        onReset={() => { setSort(null); setPageNumber(1); args.onReset(); }}
        onRowClick={(row, index) => { setActiveId(row.id); args.onRowClick(row, index); }}
      />
    );
  },
};
