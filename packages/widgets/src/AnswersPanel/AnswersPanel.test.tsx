import type { AnswerRecord } from '@pte-kit/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { formatAnswerDate } from './AnswerList';
import { LocaleProvider } from '../i18n';
import { AnswersPanel, type AnswerListState, type AnswersPanelProps } from './AnswersPanel';

function record(overrides: Partial<AnswerRecord>): AnswerRecord {
  return {
    id: 1, practiceId: 77, type: 'OTHER', nickname: 'Sara', avatar: null, lastModifiedDate: '2024-11-03T08:05:00Z',
    pteType: 'PTE Academic', score: 1, maxScore: 2, answers: ['because'], results: [], scores: {}, duration: 41,
    shareLink: 'https://example.test/share/1', ...overrides,
  };
}

const myAnswers = [
  record({ id: 11, type: 'MY_ANSWER', nickname: 'Me', lastModifiedDate: '2024-11-03T08:05:00Z', score: 1, maxScore: 2 }),
  record({ id: 12, type: 'MY_ANSWER', nickname: 'Me', lastModifiedDate: '2025-01-20T21:47:30Z', pteType: 'PTE Core', score: 2.5, maxScore: 3 }),
];
const communityAnswers = [
  record({ id: 21, nickname: 'Arash', avatar: 'https://example.test/a.png', score: 0.333, maxScore: 1 }),
  record({ id: 22, nickname: 'lin', pteType: 'PTE Core', score: 3, maxScore: 4 }),
];

function list(records: AnswerRecord[] | null, total: number, extra: Partial<AnswerListState> = {}): AnswerListState {
  return { records, total, onLoadMore: vi.fn(), ...extra };
}

function setup(props: Partial<AnswersPanelProps> = {}) {
  const user = userEvent.setup();
  const view = render(<AnswersPanel {...props} />);
  return { ...view, user };
}

const recordRows = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
  localStorage.clear();
});
afterEach(() => vi.unstubAllEnvs());

describe('AnswersPanel', () => {
  it('speaks Persian, scores and counts in Persian digits', async () => {
    render(<LocaleProvider locale="fa"><AnswersPanel mine={list(myAnswers, 2)} community={list(communityAnswers, 2)} /></LocaleProvider>);
    expect(await screen.findByRole('tab', { name: 'پاسخ‌های من ۲' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'پاسخ‌های دیگران' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('نمره ۲٫۵/۳');
    expect(screen.getByText('همهٔ ۲ پاسخ نمایش داده شد.')).toBeInTheDocument();
  });

  it('shows only the tabs that are supplied', () => {
    const { rerender } = setup({ mine: list(myAnswers, 2) });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My answers 2']);
    rerender(<AnswersPanel community={list(communityAnswers, 2)} comments={<p>Nice passage.</p>} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Community', 'Comments']);
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders nothing when no tab is supplied', () => {
    const { container } = setup();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the total of own answers in a badge on My answers', () => {
    setup({ mine: list(myAnswers, 14), community: list(communityAnswers, 2) });
    expect(screen.getByRole('tab', { name: 'My answers 14' })).toBeInTheDocument();
  });

  it('switches tabs on click and with the arrow keys, and reports the change', async () => {
    const onValueChange = vi.fn();
    const { user } = setup({ mine: list(myAnswers, 2), community: list(communityAnswers, 2), comments: <p>Nice passage.</p>, onValueChange });
    await user.click(screen.getByRole('tab', { name: 'Community' }));
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Community' })).toHaveTextContent('Arash');
    expect(onValueChange).toHaveBeenLastCalledWith('community');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Nice passage.');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /My answers/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('comments');
  });

  it('follows value when controlled', async () => {
    const onValueChange = vi.fn();
    const props = { mine: list(myAnswers, 2), community: list(communityAnswers, 2), onValueChange };
    const { user, rerender } = setup({ ...props, value: 'mine' });
    await user.click(screen.getByRole('tab', { name: 'Community' }));
    expect(onValueChange).toHaveBeenCalledWith('community');
    expect(screen.getByRole('tab', { name: /My answers/ })).toHaveAttribute('aria-selected', 'true');
    rerender(<AnswersPanel {...props} value="community" />);
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
  });

  it('stores isCommunity as true only while the Community tab is active', async () => {
    const { user } = setup({ mine: list(myAnswers, 2), community: list(communityAnswers, 2) });
    expect(localStorage.getItem('isCommunity')).toBe('false');
    await user.click(screen.getByRole('tab', { name: 'Community' }));
    expect(localStorage.getItem('isCommunity')).toBe('true');
    await user.click(screen.getByRole('tab', { name: /My answers/ }));
    expect(localStorage.getItem('isCommunity')).toBe('false');
  });

  it('keeps working when localStorage throws', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new Error('denied'); });
    setup({ community: list(communityAnswers, 2) });
    expect(screen.getByRole('tab', { name: 'Community' })).toBeInTheDocument();
    setItem.mockRestore();
  });

  it('shows each record with nickname, date and time, exam type and score', () => {
    setup({ mine: list(myAnswers, 2), community: list(communityAnswers, 2), defaultValue: 'mine' });
    const [first, second] = recordRows();
    expect(first).toHaveTextContent('Me');
    expect(within(first).getByText('2024-11-03 08:05')).toBeInTheDocument();
    expect(within(first).getByText('Academic')).toBeInTheDocument();
    expect(first).toHaveTextContent('Score 1.0/2');
    expect(within(second).getByText('2025-01-20 21:47')).toBeInTheDocument();
    expect(within(second).getByText('Core')).toBeInTheDocument();
    expect(second).toHaveTextContent('2.5/3');
  });

  it('shows the avatar image or the nickname initial', () => {
    const { container } = setup({ community: list(communityAnswers, 2) });
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.test/a.png');
    const [, second] = recordRows();
    expect(second).toHaveTextContent(/^L/);
    expect(recordRows()[0]).toHaveTextContent('0.33/1');
  });

  it('opens a record from View', async () => {
    const onOpenRecord = vi.fn();
    const { user } = setup({ community: list(communityAnswers, 2), onOpenRecord });
    await user.click(within(recordRows()[1]).getByRole('button', { name: 'View' }));
    expect(onOpenRecord).toHaveBeenCalledWith(communityAnswers[1]);
  });

  it('shows Load More while more answers exist, and the all-shown message after', async () => {
    const onLoadMore = vi.fn();
    const { user, rerender } = setup({ community: list(communityAnswers, 12, { onLoadMore }) });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/answers have been shown/)).not.toBeInTheDocument();
    rerender(<AnswersPanel community={list(communityAnswers, 12, { onLoadMore, loading: true })} />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    rerender(<AnswersPanel community={list(communityAnswers, 2, { onLoadMore })} />);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByText('All 2 answers have been shown.')).toBeInTheDocument();
  });

  it('shows 5 skeleton rows while the first page loads', () => {
    const { container } = setup({ community: list(null, 0) });
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading answers');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows the empty texts when there are no answers', () => {
    setup({ mine: list([], 0) });
    expect(screen.getByText('No answers found')).toBeInTheDocument();
    expect(screen.getByText('Start by uploading your answers, then you can check your scores.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My answers 0' })).toBeInTheDocument();
  });

  it('offers Delete only on own answers', () => {
    const mixed = [...myAnswers.slice(0, 1), ...communityAnswers];
    setup({ community: list(mixed, 3), onDelete: vi.fn(), onOpenRecord: vi.fn() });
    const rows = recordRows();
    expect(within(rows[0]).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(rows[2]).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers no Delete without onDelete', () => {
    setup({ mine: list(myAnswers, 2) });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes an own answer after the confirmation is ticked', async () => {
    const onDelete = vi.fn().mockResolvedValue(undefined);
    const { user } = setup({ mine: list(myAnswers, 2), onDelete });
    await user.click(within(recordRows()[1]).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete answer' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm sure to delete" }));
    await user.click(confirm);
    expect(onDelete).toHaveBeenCalledWith(myAnswers[1]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no accessibility violations in the list, loading, empty and delete states', async () => {
    const states: Partial<AnswersPanelProps>[] = [
      { mine: list(myAnswers, 4), community: list(communityAnswers, 2), comments: <p>Nice passage.</p>, onOpenRecord: vi.fn(), onDelete: vi.fn() },
      { mine: list(null, 0), community: list(communityAnswers, 2) },
      { mine: list([], 0) },
    ];
    for (const props of states) {
      const { container, unmount } = setup(props);
      const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      unmount();
    }
    const { container, user } = setup(states[0]);
    await user.click(within(recordRows()[0]).getByRole('button', { name: 'Delete' }));
    const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('formatAnswerDate', () => {
  beforeEach(() => vi.stubEnv('TZ', 'Asia/Tehran'));

  it('shows UTC stamps in local time, reading a stamp without an offset as UTC', () => {
    expect(formatAnswerDate('2024-11-03T08:05:00Z')).toBe('2024-11-03 11:35');
    expect(formatAnswerDate('2024-11-03T22:40:00')).toBe('2024-11-04 02:10');
  });
});
