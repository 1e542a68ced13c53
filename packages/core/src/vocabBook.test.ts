import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HalPage, VocabEntryDto, VocabQuery } from './types';
import {
  DEFAULT_VOCAB_FILTERS, bookStep, createVocabBookList, monthsAgoStart, vocabCategories, vocabFiltersChanged, vocabQueryOf,
} from './vocabBook';

const settle = async () => {
  for (let turn = 0; turn < 8; turn += 1) await Promise.resolve();
};

const entry = (id: number): VocabEntryDto => ({
  id, word: `word${id}`, practiceType: null, skillType: null, bookmark: 'UNMARK', practiceCount: 0, note: null,
  createdDate: '2026-11-01T00:00:00.000Z', version: 0,
});

/** A server of `total` words answering pages of the query's size. */
function server(total: number) {
  const calls: VocabQuery[] = [];
  const list = vi.fn(async (query: VocabQuery): Promise<HalPage<'vocabBookList', VocabEntryDto>> => {
    calls.push(query);
    const size = query.size ?? 21;
    const page = query.page ?? 0;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, index) => entry(page * size + index + 1));
    return { _embedded: { vocabBookList: items }, page: { size, number: page, totalElements: total, totalPages: Math.ceil(total / size) } };
  });
  return { list, calls };
}

afterEach(() => vi.useRealTimers());

describe('vocab book date filter', () => {
  it('starts on the first day of the month that many months back', () => {
    const now = new Date(2026, 4, 20, 15, 30);
    expect(monthsAgoStart(1, now)).toEqual(new Date(2026, 3, 1));
    expect(monthsAgoStart(6, now)).toEqual(new Date(2025, 10, 1));
    expect(monthsAgoStart('3', now)).toEqual(new Date(2026, 1, 1));
  });

  it('refuses a month count that is not a positive whole number', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 'two', '', null, undefined]) {
      expect(() => monthsAgoStart(bad), String(bad)).toThrow(/positive whole number of months/);
    }
  });

  it('sends only the filters that are set, the date as the start of that month', () => {
    const now = new Date(2026, 4, 20);
    expect(vocabQueryOf(DEFAULT_VOCAB_FILTERS, 0, undefined, now)).toEqual({ page: 0, size: 21, sort: 'createdDate:desc' });
    expect(vocabQueryOf({ word: ' tree ', months: 2, practiceStatus: 'PRACTICED', bookmarkTypes: ['HARD'], sort: 'bookmark:desc' }, 3,
      { practiceType: 'readAloud', skillType: 'speaking' }, now)).toEqual({
      page: 3, size: 21, sort: 'bookmark:desc', word: 'tree', practiceStatus: 'PRACTICED', bookmarkTypes: ['HARD'],
      startDateTime: new Date(2026, 2, 1).toISOString(), practiceType: 'readAloud', skillType: 'speaking',
    });
    expect(vocabFiltersChanged(DEFAULT_VOCAB_FILTERS)).toBe(false);
    expect(vocabFiltersChanged({ ...DEFAULT_VOCAB_FILTERS, sort: 'word:asc' })).toBe(true);
  });
});

describe('vocab book categories', () => {
  it('lists every task of the variant with its counts, Write Email only under Core and Write Essay, HCS only under Academic', () => {
    const counts = [{ practiceType: 'readAloud', skillType: 'speaking' as const, practicedCount: 2, totalCount: 5 }];
    const academic = vocabCategories(counts, 'ACADEMIC', ['speaking', 'writing', 'listening']);
    expect(academic[0].cards[0]).toMatchObject({ totalCount: 5, practicedCount: 2 });
    expect(academic[0].cards[0].task.name).toBe('Read Aloud');
    const names = (variant: 'ACADEMIC' | 'CORE') =>
      vocabCategories([], variant, ['writing', 'listening']).flatMap((group) => group.cards.map((card) => card.task.name));
    expect(names('ACADEMIC')).toContain('Write Essay');
    expect(names('ACADEMIC')).not.toContain('Write Email');
    expect(names('ACADEMIC')).toContain('Highlight Correct Summary');
    expect(names('CORE')).toContain('Write Email');
    expect(names('CORE')).not.toContain('Write Essay');
    expect(names('CORE')).not.toContain('Highlight Correct Summary');
  });
});

describe('word modal navigation', () => {
  it('moves within a page, loads the next or previous page at its edges, wraps at the end and stops at the start', () => {
    expect(bookStep({ page: 0, index: 3, pageLength: 21, totalPages: 2 }, 'next')).toEqual({ page: 0, index: 4 });
    expect(bookStep({ page: 0, index: 20, pageLength: 21, totalPages: 2 }, 'next')).toEqual({ page: 1, index: 0 });
    expect(bookStep({ page: 1, index: 1, pageLength: 2, totalPages: 2 }, 'next')).toEqual({ page: 0, index: 0 });
    expect(bookStep({ page: 1, index: 0, pageLength: 2, totalPages: 2 }, 'previous')).toEqual({ page: 0, index: 'last' });
    expect(bookStep({ page: 0, index: 0, pageLength: 21, totalPages: 2 }, 'previous')).toBeNull();
    expect(bookStep({ page: 0, index: 0, pageLength: 1, totalPages: 1 }, 'next')).toBeNull();
  });

  it('opens the next page’s first word after the last of a page and the page before’s last word from the first', async () => {
    const { list, calls } = server(23);
    const book = createVocabBookList(list);
    book.start();
    await settle();
    expect(book.items.value).toHaveLength(21);
    book.open(20);
    expect(book.position.value).toEqual({ index: 20, total: 23 });
    book.next();
    await settle();
    expect(calls.at(-1)?.page).toBe(1);
    expect(book.openEntry.value?.word).toBe('word22');
    expect(book.position.value).toEqual({ index: 21, total: 23 });
    book.previous();
    await settle();
    expect(book.page.value).toBe(0);
    expect(book.openEntry.value?.word).toBe('word21');
    book.dispose();
  });
});

describe('vocab book list', () => {
  it('searches 500 ms after the last keystroke and goes back to page 0 on a filter change', async () => {
    vi.useFakeTimers();
    const { list, calls } = server(50);
    const book = createVocabBookList(list);
    book.start();
    await settle();
    book.setPage(2);
    await settle();
    expect(book.page.value).toBe(2);
    book.setSearch('w');
    vi.advanceTimersByTime(300);
    book.setSearch('wo');
    vi.advanceTimersByTime(499);
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    await settle();
    expect(calls.at(-1)).toMatchObject({ page: 0, word: 'wo' });
    book.setFilters({ bookmarkTypes: ['HARD'] });
    await settle();
    expect(calls.at(-1)).toMatchObject({ page: 0, word: 'wo', bookmarkTypes: ['HARD'] });
    book.reset();
    await settle();
    expect(calls.at(-1)).toEqual({ page: 0, size: 21, sort: 'createdDate:desc' });
    expect(book.search.value).toBe('');
    book.dispose();
  });

  it('drops a page that answers after a newer request', async () => {
    let first!: (page: HalPage<'vocabBookList', VocabEntryDto>) => void;
    const list = vi.fn()
      .mockImplementationOnce(() => new Promise((resolve) => { first = resolve; }))
      .mockResolvedValueOnce({ _embedded: { vocabBookList: [entry(9)] }, page: { size: 21, number: 0, totalElements: 1, totalPages: 1 } });
    const book = createVocabBookList(list);
    book.start();
    book.setFilters({ practiceStatus: 'NOT_PRACTICED' });
    await settle();
    first({ _embedded: { vocabBookList: [entry(1), entry(2)] }, page: { size: 21, number: 0, totalElements: 2, totalPages: 1 } });
    await settle();
    expect(book.items.value.map((item) => item.id)).toEqual([9]);
    book.dispose();
  });
});
