import { LIMITS, currentMonthName, defaultFilterState, getTask, type FilterState } from '@pte-kit/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { FilterDrawer, type FilterDrawerProps } from './FilterDrawer';
import { SHEET_MEDIA } from './sheetMedia';

const readAloud = getTask('speaking.readAloud');
const describeImage = getTask('speaking.describeImage');

type Options = Partial<Omit<FilterDrawerProps, 'state' | 'onStateChange'>> & { initial?: Partial<FilterState> };

/** Holds the state as a host page does, so each change shows up in the drawer. */
function setup({ initial, ...props }: Options = {}) {
  const onStateChange = vi.fn<(next: FilterState) => void>();
  const onUpgradeRequired = vi.fn<() => void>();
  const latest = () => onStateChange.mock.lastCall?.[0];
  function Harness() {
    const [state, setState] = useState<FilterState>({ ...defaultFilterState(), ...initial });
    return (
      <FilterDrawer
        task={readAloud}
        isPremium
        onUpgradeRequired={onUpgradeRequired}
        {...props}
        state={state}
        onStateChange={(next) => {
          onStateChange(next);
          setState(next);
        }}
      />
    );
  }
  const view = render(<Harness />);
  return { ...view, onStateChange, onUpgradeRequired, latest, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const selectedTab = () => screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true');
const group = (name: string) => screen.getByRole('group', { name });
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
const sortOptions = () => within(sortSelect()).getAllByRole('option').map((option) => option.textContent);

afterEach(() => vi.useRealTimers());

describe('FilterDrawer', () => {
  it('shows the practice status, category tabs, search, difficulty and sort with All selected', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['All', 'Bookmarked', 'Frequent Qs', 'Prediction']);
    expect(selectedTab()).toHaveTextContent('All');
    expect(within(group('Practice status')).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent))
      .toEqual(['All', 'Practiced', 'Not practiced']);
    expect(within(group('Practice status')).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(within(group('Difficulty')).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent))
      .toEqual(['Easy', 'Medium', 'Hard']);
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');
    expect(sortOptions()).toEqual([
      'Default order', 'Oldest', 'Newest', 'Practice: fewest first', 'Practice: most first',
      'Frequent Qs: fewest first', 'Frequent Qs: most first', 'Title: A to Z', 'Title: Z to A',
    ]);
    expect(screen.queryByRole('group', { name: 'Bookmark level' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Prediction period' })).not.toBeInTheDocument();
  });

  describe('category tabs', () => {
    const busy: Partial<FilterState> = { page: 4, sort: 'title:desc' };

    it('Bookmarked ticks all five levels, goes back to page 1 and clears the sort', async () => {
      const { user, latest } = setup({ initial: busy });
      await user.click(tab('Bookmarked'));
      expect(latest()).toMatchObject({
        category: 'bookmark', page: 1, sort: null, bookmarkTypes: ['VERY_EASY', 'EASY', 'AVERAGE', 'HARD', 'VERY_HARD'],
      });
      expect(selectedTab()).toHaveTextContent('Bookmarked');
      const levels = within(group('Bookmark level')).getAllByRole('checkbox');
      expect(levels.map((box) => box.closest('label')?.textContent)).toEqual(['Very easy', 'Easy', 'Average', 'Hard', 'Very hard']);
      levels.forEach((box) => expect(box).toBeChecked());
      expect(sortSelect()).toHaveValue('');
    });

    it('leaving Bookmarked clears the levels and hides them', async () => {
      const { user, latest } = setup({ initial: busy });
      await user.click(tab('Bookmarked'));
      await user.click(tab('All'));
      expect(latest()).toMatchObject({ category: 'default', bookmarkTypes: [], page: 1 });
      expect(screen.queryByRole('group', { name: 'Bookmark level' })).not.toBeInTheDocument();
    });

    it('a bookmark level can be unticked, but the last one stays', async () => {
      const { user, latest } = setup({ initial: { category: 'bookmark', bookmarkTypes: ['EASY', 'HARD'], page: 2 } });
      const levels = group('Bookmark level');
      await user.click(within(levels).getByRole('checkbox', { name: 'Easy' }));
      expect(latest()).toMatchObject({ bookmarkTypes: ['HARD'], page: 1 });
      expect(within(levels).getByRole('checkbox', { name: 'Hard' })).toBeDisabled();
      await user.click(within(levels).getByRole('checkbox', { name: 'Very hard' }));
      expect(latest()?.bookmarkTypes).toEqual(['HARD', 'VERY_HARD']);
      expect(within(levels).getByRole('checkbox', { name: 'Hard' })).toBeEnabled();
    });

    it('Frequent Qs turns the prediction flag on', async () => {
      const { user, latest } = setup({ initial: busy });
      await user.click(tab('Frequent Qs'));
      expect(latest()).toMatchObject({ category: 'exam-memory', prediction: true, predictionType: null, page: 1, sort: null });
    });

    it('Prediction sets the weekly period for a premium learner; the monthly one reads the month name', async () => {
      const { user, latest, onUpgradeRequired } = setup({ initial: busy });
      await user.click(tab('Prediction'));
      expect(latest()).toMatchObject({ category: 'prediction', predictionType: 'WEEKLY', prediction: false, page: 1, sort: null });
      expect(onUpgradeRequired).not.toHaveBeenCalled();
      const period = group('Prediction period');
      expect(within(period).getByRole('radio', { name: 'Weekly' })).toBeChecked();
      await user.click(within(period).getByRole('radio', { name: currentMonthName() }));
      expect(latest()).toMatchObject({ predictionType: 'MONTHLY', page: 1 });
      expect(within(period).getByRole('radio', { name: currentMonthName() })).toBeChecked();
    });

    it('names the monthly period after the given date', () => {
      setup({ initial: { category: 'prediction', predictionType: 'MONTHLY' }, now: new Date(2026, 2, 9) });
      expect(within(group('Prediction period')).getByRole('radio', { name: 'March' })).toBeChecked();
    });

    it('renames the Frequent Qs sort to Exam memory in the prediction tab', async () => {
      const { user } = setup();
      await user.click(tab('Prediction'));
      expect(sortOptions()).toContain('Exam memory: most first');
      expect(sortOptions()).not.toContain('Frequent Qs: most first');
    });

    it('a free learner picking Prediction gets the upgrade and the tab reverts to the first one', async () => {
      const { user, latest, onUpgradeRequired, onStateChange } = setup({ isPremium: false, initial: { category: 'exam-memory', prediction: true, page: 3 } });
      expect(tab('Prediction')).toHaveAccessibleName('Prediction Premium');
      await user.click(tab('Prediction'));
      expect(onUpgradeRequired).toHaveBeenCalledTimes(1);
      expect(onStateChange).toHaveBeenCalledTimes(1);
      expect(latest()).toMatchObject({ category: 'default', predictionType: null, prediction: false, page: 1 });
      expect(selectedTab()).toHaveTextContent('All');
      expect(screen.queryByRole('group', { name: 'Prediction period' })).not.toBeInTheDocument();
    });

    it('moves between tabs with the arrow keys and picks one with Enter', async () => {
      const { user, latest } = setup();
      tab('All').focus();
      await user.keyboard('{ArrowRight}');
      expect(tab('Bookmarked')).toHaveFocus();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(tab('Prediction')).toHaveFocus();
      await user.keyboard('{Home}');
      expect(tab('All')).toHaveFocus();
      await user.keyboard('{End}{ArrowLeft}{Enter}');
      expect(latest()?.category).toBe('exam-memory');
      expect(tab('Frequent Qs')).toHaveAttribute('tabindex', '0');
      expect(tab('All')).toHaveAttribute('tabindex', '-1');
    });

    it('picking the tab already selected changes nothing', async () => {
      const { user, onStateChange } = setup({ initial: { page: 3 } });
      await user.click(tab('All'));
      expect(onStateChange).not.toHaveBeenCalled();
    });
  });

  it('a sort change goes back to page 1', async () => {
    const { user, latest } = setup({ initial: { page: 5 } });
    await user.selectOptions(sortSelect(), 'Newest');
    expect(latest()).toMatchObject({ sort: 'id:desc', page: 1 });
    await user.selectOptions(sortSelect(), 'Default order');
    expect(latest()).toMatchObject({ sort: null, page: 1 });
  });

  it('practice status and difficulty changes go back to page 1', async () => {
    const { user, latest } = setup({ initial: { page: 2 } });
    await user.click(screen.getByRole('radio', { name: 'Not practiced' }));
    expect(latest()).toMatchObject({ practiceStatus: 'NOT_PRACTICED', page: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'Hard' }));
    await user.click(screen.getByRole('checkbox', { name: 'Medium' }));
    expect(latest()).toMatchObject({ complexities: ['AVERAGE', 'HARD'], page: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'Hard' }));
    expect(latest()?.complexities).toEqual(['AVERAGE']);
  });

  describe('search', () => {
    it('sends the text after a pause in typing, on page 1', async () => {
      vi.useFakeTimers();
      const { onStateChange, latest } = setup({ initial: { page: 3 } });
      const box = screen.getByRole('searchbox', { name: 'Search questions' });
      fireEvent.change(box, { target: { value: 'cor' } });
      act(() => vi.advanceTimersByTime(LIMITS.questionSearchDebounceMs - 100));
      fireEvent.change(box, { target: { value: 'coral ' } });
      act(() => vi.advanceTimersByTime(LIMITS.questionSearchDebounceMs - 1));
      expect(onStateChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onStateChange).toHaveBeenCalledTimes(1);
      expect(latest()).toMatchObject({ title: 'coral', page: 1 });
      expect(box).toHaveValue('coral ');
    });

    it('sends the text at once on Enter', async () => {
      const { user, latest, onStateChange } = setup();
      await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), '#42{Enter}');
      expect(latest()).toMatchObject({ title: '#42', page: 1 });
      expect(onStateChange).toHaveBeenCalledTimes(1);
    });

    it('follows a title set from outside', () => {
      const onStateChange = vi.fn();
      const props = { task: readAloud, isPremium: true, onUpgradeRequired: vi.fn(), onStateChange };
      const { rerender } = render(<FilterDrawer {...props} state={defaultFilterState()} />);
      rerender(<FilterDrawer {...props} state={{ ...defaultFilterState(), title: 'tides' }} />);
      expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('tides');
    });
  });

  it('offers image types only for Describe Image', async () => {
    const { unmount } = setup({ task: readAloud });
    expect(screen.queryByRole('group', { name: 'Image type' })).not.toBeInTheDocument();
    unmount();
    const { user, latest } = setup({ task: describeImage, initial: { page: 2 } });
    const images = group('Image type');
    expect(within(images).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent))
      .toEqual(['Bar chart', 'Flow chart', 'Line graph', 'Map', 'Picture', 'Pie chart', 'Table']);
    await user.click(within(images).getByRole('checkbox', { name: 'Pie chart' }));
    await user.click(within(images).getByRole('checkbox', { name: 'Map' }));
    expect(latest()).toMatchObject({ imageTypes: ['MAP', 'PIE_CHART'], page: 1 });
  });

  it('Clear all filters brings back every default and empties the search box', async () => {
    const { user, latest } = setup({
      initial: { category: 'bookmark', bookmarkTypes: ['HARD'], complexities: ['EASY'], title: 'tea', sort: 'title:asc', practiceStatus: 'PRACTICED', page: 6 },
    });
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('tea');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(latest()).toEqual(defaultFilterState());
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');
    expect(selectedTab()).toHaveTextContent('All');
    expect(screen.getByRole('checkbox', { name: 'Easy' })).not.toBeChecked();
  });

  describe('bottom sheet', () => {
    it('uses the 1050px breakpoint of the spec', () => {
      expect(SHEET_MEDIA).toBe(`(max-width: ${LIMITS.drawerBreakpointPx}px)`);
    });

    it('opens from the Filters button as a modal dialog, keeps Tab inside and closes on Escape', async () => {
      const { user } = setup({ initial: { complexities: ['HARD'], sort: 'id:desc' } });
      const trigger = screen.getByRole('button', { name: 'Filters (2 active)' });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await user.click(trigger);
      const sheet = screen.getByRole('dialog', { name: 'Filters' });
      expect(sheet).toHaveAttribute('aria-modal', 'true');
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
      await user.tab({ shift: true });
      expect(within(sheet).getByRole('button', { name: 'Done' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });

    it('keeps Escape from closing a drawer it sits in, and closes from Done', async () => {
      const onParentKeyDown = vi.fn();
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      render(
        <div onKeyDown={onParentKeyDown}>
          <FilterDrawer
            task={readAloud}
            isPremium
            onUpgradeRequired={vi.fn()}
            state={defaultFilterState()}
            onStateChange={vi.fn()}
            defaultOpen
            onOpenChange={onOpenChange}
          />
        </div>,
      );
      await user.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      expect(onParentKeyDown).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('can be held open by the caller', async () => {
      const onOpenChange = vi.fn();
      const user = userEvent.setup();
      render(
        <FilterDrawer task={readAloud} isPremium onUpgradeRequired={vi.fn()} state={defaultFilterState()} onStateChange={vi.fn()} open onOpenChange={onOpenChange} />,
      );
      await user.click(screen.getByRole('button', { name: 'Close filters' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    });
  });

  it('has no accessibility violations as a panel, on each tab and as a sheet', async () => {
    const cases: Options[] = [
      {},
      { initial: { category: 'bookmark', bookmarkTypes: ['EASY'] } },
      { initial: { category: 'prediction', predictionType: 'MONTHLY', sort: 'prediction:desc' }, task: describeImage },
      { isPremium: false, initial: { category: 'exam-memory', prediction: true } },
      { defaultOpen: true, initial: { complexities: ['EASY'] } },
    ];
    for (const options of cases) {
      const { container, unmount } = setup(options);
      const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      unmount();
    }
  });
});
