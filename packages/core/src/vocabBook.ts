import { batch, computed, createModel, latestRun, signal, type Signal } from './model';
import { tasksOf, type TaskDefinition } from './taskCatalog';
import {
  VOCAB_DEFAULT_SORT, VOCAB_PAGE_SIZE,
  type BookmarkType, type ExamVariant, type HalPage, type PracticeStatus, type Skill, type VocabCountDto, type VocabEntryDto,
  type VocabQuery, type VocabSort,
} from './types';

/** The All Vocabs date filter: every word (0), or those saved since the first day of the month 1, 2, 3 or 6 months back. */
export type VocabMonths = 0 | 1 | 2 | 3 | 6;
export const VOCAB_MONTHS: readonly VocabMonths[] = [0, 1, 2, 3, 6];
/** The search waits this long after the last keystroke before it asks the server. */
export const VOCAB_SEARCH_DEBOUNCE_MS = 500;
/** Placeholder cards while a page loads. */
export const VOCAB_SKELETON_CARDS = 12;

export interface VocabFilters {
  word: string;
  months: VocabMonths;
  practiceStatus: PracticeStatus;
  bookmarkTypes: readonly BookmarkType[];
  sort: VocabSort;
}

export const DEFAULT_VOCAB_FILTERS: VocabFilters = Object.freeze({
  word: '', months: 0, practiceStatus: 'ALL', bookmarkTypes: Object.freeze([]) as readonly BookmarkType[], sort: VOCAB_DEFAULT_SORT,
});

/**
 * Where the date filter starts: midnight on the first day of the month `months` months before `now` (local time), so
 * 'last 1 month' on 20 May starts on 1 April. A month count that is not a positive whole number is refused.
 */
export function monthsAgoStart(months: unknown, now: Date = new Date()): Date {
  const count = typeof months === 'string' && months.trim() !== '' ? Number(months) : months;
  if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0) {
    throw new RangeError(`The date filter takes a positive whole number of months, not ${JSON.stringify(months)}.`);
  }
  return new Date(now.getFullYear(), now.getMonth() - count, 1);
}

/** The API query of a filter state on one page (0-based), within one task when `scope` is given. */
export function vocabQueryOf(
  filters: VocabFilters, page: number, scope?: { practiceType: string; skillType: Skill }, now: Date = new Date(),
): VocabQuery {
  const word = filters.word.trim();
  return {
    page,
    size: VOCAB_PAGE_SIZE,
    sort: filters.sort,
    ...(word ? { word } : {}),
    ...(filters.practiceStatus !== 'ALL' ? { practiceStatus: filters.practiceStatus } : {}),
    ...(filters.bookmarkTypes.length ? { bookmarkTypes: [...filters.bookmarkTypes] } : {}),
    ...(filters.months ? { startDateTime: monthsAgoStart(filters.months, now).toISOString() } : {}),
    ...(scope ?? {}),
  };
}

/** Whether any filter differs from the defaults (Reset Filters is offered then). */
export function vocabFiltersChanged(filters: VocabFilters): boolean {
  return filters.word.trim() !== '' || filters.months !== 0 || filters.practiceStatus !== 'ALL'
    || filters.bookmarkTypes.length > 0 || filters.sort !== VOCAB_DEFAULT_SORT;
}

/** One card of the Categorised view: a task of the learner's exam with its saved and practised words. */
export interface VocabCategoryCard {
  task: TaskDefinition;
  totalCount: number;
  practicedCount: number;
}

/**
 * The Categorised view: per skill, one card for every task of the learner's variant (the catalogue hides Highlight
 * Correct Summary and Write Essay under Core, Write Email under Academic), with the counts the server gave or 0.
 */
export function vocabCategories(counts: readonly VocabCountDto[], variant: ExamVariant, skills: readonly Skill[]): { skill: Skill; cards: VocabCategoryCard[] }[] {
  return skills.map((skill) => ({
    skill,
    cards: tasksOf(skill, variant).map((task) => {
      const count = counts.find((row) => row.skillType === skill && row.practiceType === task.apiTask);
      return { task, totalCount: count?.totalCount ?? 0, practicedCount: count?.practicedCount ?? 0 };
    }),
  }));
}

/** Where a book's word modal stands: the word's index on the loaded page, that page (0-based) and the list's size. */
export interface BookPosition {
  page: number;
  index: number;
  pageLength: number;
  totalPages: number;
}

/** The step Previous or Next takes: another word of the loaded page, or a page to load and which of its words. */
export type BookStep = { page: number; index: number | 'last' } | null;

/**
 * The word modal's Previous and Next across pages (spec §4): Next at the last loaded word loads the next page when
 * there is one, otherwise wraps to the first word; Previous at a page's first word loads the page before and opens its
 * last word; Previous at the very first word goes nowhere (null).
 */
export function bookStep(position: BookPosition, direction: 'previous' | 'next'): BookStep {
  const { page, index, pageLength, totalPages } = position;
  if (direction === 'next') {
    if (index < pageLength - 1) return { page, index: index + 1 };
    if (page < totalPages - 1) return { page: page + 1, index: 0 };
    return page === 0 && index === 0 ? null : { page: 0, index: 0 };
  }
  if (index > 0) return { page, index: index - 1 };
  if (page > 0) return { page: page - 1, index: 'last' };
  return null;
}

/** The word's place in the whole list, as the modal counts it ('n of total', index 0-based). */
export function bookListIndex(page: number, index: number, size: number = VOCAB_PAGE_SIZE): number {
  return page * size + index;
}

/** A page of one of the word books. */
export interface BookPage<Entry> {
  items: Entry[];
  totalElements: number;
  totalPages: number;
}

/** A HAL page of a word book as items and totals. */
export function bookPageOf<Name extends string, Entry>(page: HalPage<Name, Entry>, listName: Name): BookPage<Entry> {
  const items = (page._embedded?.[listName] ?? []) as Entry[];
  return { items, totalElements: page.page?.totalElements ?? items.length, totalPages: page.page?.totalPages ?? (items.length ? 1 : 0) };
}

export interface WordBookListOptions<Filters, Entry> {
  /** Loads one page (0-based) of entries with the filters. */
  load: (filters: Filters, page: number, signal: AbortSignal) => Promise<BookPage<Entry>>;
  /** The filters a list starts from and Reset Filters returns to. */
  initialFilters: Filters;
  /** The filter that holds the search text, debounced. */
  searchKey?: keyof Filters;
  debounceMs?: number;
  size?: number;
}

/**
 * A word book's list (the vocab book's All Vocabs and the task lists, the pronunciation and spelling books): filters,
 * the page, the loaded entries, and the word modal's position with Previous/Next across pages. A filter change goes
 * back to page 0; the search text reaches the filters 500 ms after the last keystroke.
 */
export function createWordBookList<Filters extends object, Entry extends { id: number }>({
  load, initialFilters, searchKey, debounceMs = VOCAB_SEARCH_DEBOUNCE_MS, size = VOCAB_PAGE_SIZE,
}: WordBookListOptions<Filters, Entry>) {
  const filters: Signal<Filters> = signal(initialFilters);
  const search: Signal<string> = signal(searchKey ? String(initialFilters[searchKey] ?? '') : '');
  const page: Signal<number> = signal(0);
  const items: Signal<Entry[]> = signal([]);
  const totalElements: Signal<number> = signal(0);
  const totalPages: Signal<number> = signal(0);
  const loading: Signal<boolean> = signal(true);
  const failed: Signal<unknown> = signal(null);
  /** The index on the loaded page of the word open in the modal, or null. */
  const openIndex: Signal<number | null> = signal(null);
  const run = latestRun();
  let searchTimer: ReturnType<typeof setTimeout> | null = null;
  const openEntry = computed(() => (openIndex.value === null ? null : items.value[openIndex.value] ?? null));
  const position = computed(() => (openIndex.value === null ? null : { index: bookListIndex(page.value, openIndex.value, size), total: totalElements.value }));

  async function fetchPage(target: number, pick?: number | 'last') {
    const thisRun = run.next();
    batch(() => {
      loading.value = true;
      failed.value = null;
    });
    try {
      const result = await load(filters.value, target, thisRun);
      if (thisRun.aborted) return;
      batch(() => {
        page.value = target;
        items.value = result.items;
        totalElements.value = result.totalElements;
        totalPages.value = result.totalPages;
        loading.value = false;
        if (pick !== undefined) openIndex.value = result.items.length ? (pick === 'last' ? result.items.length - 1 : Math.min(pick, result.items.length - 1)) : null;
        else if (openIndex.value !== null && openIndex.value >= result.items.length) openIndex.value = null;
      });
    } catch (reason) {
      if (thisRun.aborted) return;
      batch(() => {
        failed.value = reason ?? new Error('failed');
        loading.value = false;
      });
    }
  }

  function clearTimer() {
    if (searchTimer !== null) clearTimeout(searchTimer);
    searchTimer = null;
  }

  function setFilters(next: Partial<Filters>) {
    filters.value = { ...filters.value, ...next };
    openIndex.value = null;
    void fetchPage(0);
  }

  function step(direction: 'previous' | 'next') {
    if (openIndex.value === null) return;
    const next = bookStep({ page: page.value, index: openIndex.value, pageLength: items.value.length, totalPages: totalPages.value }, direction);
    if (!next) return;
    if (next.page === page.value && typeof next.index === 'number') openIndex.value = next.index;
    else void fetchPage(next.page, next.index);
  }

  return createModel({
    filters, search, page, items, totalElements, totalPages, loading, failed, openIndex, openEntry, position,
    /** The search box's text; the list follows it after the debounce. */
    setSearch(text: string) {
      search.value = text;
      if (!searchKey) return;
      clearTimer();
      searchTimer = setTimeout(() => {
        searchTimer = null;
        setFilters({ [searchKey]: text } as Partial<Filters>);
      }, debounceMs);
    },
    setFilters,
    reset() {
      clearTimer();
      search.value = searchKey ? String(initialFilters[searchKey] ?? '') : '';
      filters.value = initialFilters;
      openIndex.value = null;
      void fetchPage(0);
    },
    /** A page chosen in the pager (0-based). */
    setPage(target: number) {
      openIndex.value = null;
      void fetchPage(target);
    },
    reload: () => fetchPage(page.value),
    open(index: number) {
      openIndex.value = index;
    },
    close() {
      openIndex.value = null;
    },
    previous: () => step('previous'),
    next: () => step('next'),
    /** An entry the server answered with (a new mark, a note) in place of the loaded one. */
    replace(entry: Entry) {
      items.value = items.value.map((item) => (item.id === entry.id ? entry : item));
    },
    /** After a deletion: the modal closes and the page is read again (the words after it move up). */
    removed(id: number) {
      items.value = items.value.filter((item) => item.id !== id);
      openIndex.value = null;
      void fetchPage(page.value > 0 && items.value.length === 0 ? page.value - 1 : page.value);
    },
  }, ({ onDispose }) => {
    void fetchPage(page.value);
    onDispose(() => {
      clearTimer();
      run.abort();
    });
  });
}

export type WordBookList<Filters extends object, Entry extends { id: number }> = ReturnType<typeof createWordBookList<Filters, Entry>>;

/** The vocab book's list with its filters (All Vocabs, or one task's words when `scope` is given). */
export function createVocabBookList(
  list: (query: VocabQuery) => Promise<HalPage<'vocabBookList', VocabEntryDto>>,
  options: { scope?: { practiceType: string; skillType: Skill }; now?: () => Date; debounceMs?: number } = {},
) {
  return createWordBookList<VocabFilters, VocabEntryDto>({
    initialFilters: DEFAULT_VOCAB_FILTERS,
    searchKey: 'word',
    debounceMs: options.debounceMs,
    load: async (filters, page) => bookPageOf(await list(vocabQueryOf(filters, page, options.scope, options.now?.() ?? new Date())), 'vocabBookList'),
  });
}
