import {
  BOOKMARK_LEVELS, COMPLEXITIES, BOOKMARK_TYPES, IMAGE_TYPES, PRACTICE_STATUSES, PREDICTION_TYPES, QUESTION_CATEGORIES,
  QUESTION_SORTS,
} from './types';
import type {
  BookmarkType, Complexity, ImageType, PracticeStatus, PredictionType, QuestionCategory, QuestionFilters, QuestionSort,
} from './types';
import type { TaskDefinition } from './taskCatalog';
import { PREDICTION_TAB_SORT_LABELS, QUESTION_SORT_LABELS, WEEKLY_PREDICTION_LABEL } from './constants';
import { currentMonthName } from './rules';

/** Everything the question list and its drawer hold; `page` is 1-based as the pager shows it. */
export interface FilterState {
  category: QuestionCategory;
  complexities: Complexity[];
  bookmarkTypes: BookmarkType[];
  imageTypes: ImageType[];
  sort: QuestionSort | null;
  title: string;
  practiceStatus: PracticeStatus;
  prediction: boolean;
  predictionType: PredictionType | null;
  page: number;
}

export function defaultFilterState(): FilterState {
  return {
    category: 'default', complexities: [], bookmarkTypes: [], imageTypes: [], sort: null, title: '',
    practiceStatus: 'ALL', prediction: false, predictionType: null, page: 1,
  };
}

/**
 * Category tab transitions (spec 4): page back to 1; sort, prediction and predictionType cleared;
 * bookmark selects all five levels; exam-memory turns prediction on; prediction sets WEEKLY and is
 * premium only (a free learner gets the upgrade modal and the tab reverts to the first one).
 */
export function applyCategory(
  state: FilterState,
  category: QuestionCategory,
  { isPremium }: { isPremium: boolean },
): { state: FilterState; upgradeRequired: boolean } {
  if (category === 'prediction' && !isPremium) {
    return { state: applyCategory(state, QUESTION_CATEGORIES[0], { isPremium }).state, upgradeRequired: true };
  }
  const next: FilterState = { ...state, category, page: 1, sort: null, prediction: false, predictionType: null };
  if (category === 'bookmark') next.bookmarkTypes = [...BOOKMARK_LEVELS];
  else next.bookmarkTypes = [];
  if (category === 'exam-memory') next.prediction = true;
  if (category === 'prediction') next.predictionType = 'WEEKLY';
  return { state: next, upgradeRequired: false };
}

/** Any sort change resets the page to 1. */
export function applySort(state: FilterState, sort: QuestionSort | null): FilterState {
  return { ...state, sort, page: 1 };
}

/** The column toggle: first click ascending... then the opposite direction each click. */
export function toggleSort(current: QuestionSort | null, field: 'practice' | 'prediction' | 'title' | 'id'): QuestionSort {
  return current === `${field}:asc` ? `${field}:desc` : `${field}:asc`;
}

/** Filter changes (status, search, difficulty, levels, image types, period) all go back to page 1 (spec 5). */
export function applyPracticeStatus(state: FilterState, practiceStatus: PracticeStatus): FilterState {
  return { ...state, practiceStatus, page: 1 };
}

/** The search text as sent: surrounding blanks dropped. */
export function applyTitle(state: FilterState, title: string): FilterState {
  return { ...state, title: title.trim(), page: 1 };
}

function toggled<T>(list: readonly T[], value: T, order: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  return order.filter((item) => next.includes(item));
}

export function toggleComplexity(state: FilterState, complexity: Complexity): FilterState {
  return { ...state, complexities: toggled(state.complexities, complexity, COMPLEXITIES), page: 1 };
}

/**
 * A bookmark level on or off. The bookmark tab keeps at least one level: with none the server
 * applies no bookmark filter at all and the tab would list unbookmarked questions too.
 */
export function toggleBookmarkType(state: FilterState, bookmarkType: BookmarkType): FilterState {
  const bookmarkTypes = toggled(state.bookmarkTypes, bookmarkType, BOOKMARK_TYPES);
  if (state.category === 'bookmark' && bookmarkTypes.length === 0) return state;
  return { ...state, bookmarkTypes, page: 1 };
}

export function toggleImageType(state: FilterState, imageType: ImageType): FilterState {
  return { ...state, imageTypes: toggled(state.imageTypes, imageType, IMAGE_TYPES), page: 1 };
}

/** The prediction period; it belongs to the prediction tab, which only premium learners reach. */
export function applyPredictionType(state: FilterState, predictionType: PredictionType): FilterState {
  return { ...state, predictionType, page: 1 };
}

/** Reset filters: every filter, the category, the sort and the page back to their defaults. */
export function resetFilters(): FilterState {
  return defaultFilterState();
}

/** Describe Image is the one task whose questions carry an image type. */
export function offersImageTypes(task: Pick<TaskDefinition, 'key'>): boolean {
  return task.key === 'speaking.describeImage';
}

/** Label of a sort option; the Frequent Qs sort reads 'Exam memory' in the prediction tab. */
export function sortLabel(sort: QuestionSort, category: QuestionCategory): string {
  if (category === 'prediction' && (sort === 'prediction:asc' || sort === 'prediction:desc')) return PREDICTION_TAB_SORT_LABELS[sort];
  return QUESTION_SORT_LABELS[sort];
}

/** WEEKLY reads 'Weekly'; MONTHLY reads the current month's name. */
export function predictionTypeLabel(predictionType: PredictionType, now = new Date()): string {
  return predictionType === 'MONTHLY' ? currentMonthName(now) : WEEKLY_PREDICTION_LABEL;
}

/** How many filters differ from the defaults (category, status, search, difficulty, image types, sort). */
export function activeFilterCount(state: FilterState): number {
  return [
    state.category !== 'default',
    state.practiceStatus !== 'ALL',
    state.title !== '',
    state.complexities.length > 0,
    state.imageTypes.length > 0,
    state.sort !== null,
  ].filter(Boolean).length;
}

export function toQuery(state: FilterState): QuestionFilters {
  return {
    complexities: state.complexities,
    bookmarkTypes: state.bookmarkTypes,
    imageTypes: state.imageTypes,
    sort: state.sort,
    title: state.title || undefined,
    practiceStatus: state.practiceStatus === 'ALL' ? undefined : state.practiceStatus,
    prediction: state.prediction || undefined,
    predictionType: state.predictionType,
  };
}

function pickList<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  return raw.split(',').filter((value): value is T => (allowed as readonly string[]).includes(value));
}

function pickOne<T extends string>(raw: string | null, allowed: readonly T[]): T | null {
  return raw && (allowed as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** Filter state carried in a URL query, so a deep link reopens the same list. */
export function filtersFromSearch(search: string | URLSearchParams): FilterState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state = defaultFilterState();
  state.category = pickOne(params.get('category'), QUESTION_CATEGORIES) ?? 'default';
  state.complexities = pickList(params.get('complexities'), COMPLEXITIES);
  state.bookmarkTypes = pickList(params.get('bookmarkTypes'), BOOKMARK_TYPES);
  state.imageTypes = pickList(params.get('imageTypes'), IMAGE_TYPES);
  state.sort = pickOne(params.get('sort'), QUESTION_SORTS);
  state.title = params.get('title') ?? '';
  state.practiceStatus = pickOne(params.get('practiceStatus'), PRACTICE_STATUSES) ?? 'ALL';
  state.prediction = params.get('prediction') === 'true';
  state.predictionType = pickOne(params.get('predictionType'), PREDICTION_TYPES);
  const page = Number(params.get('page'));
  state.page = Number.isInteger(page) && page > 0 ? page : 1;
  return state;
}

export function filtersToSearch(state: FilterState, { includePage = true } = {}): string {
  const params = new URLSearchParams();
  if (state.category !== 'default') params.set('category', state.category);
  if (state.complexities.length) params.set('complexities', state.complexities.join(','));
  if (state.bookmarkTypes.length) params.set('bookmarkTypes', state.bookmarkTypes.join(','));
  if (state.imageTypes.length) params.set('imageTypes', state.imageTypes.join(','));
  if (state.sort) params.set('sort', state.sort);
  if (state.title) params.set('title', state.title);
  if (state.practiceStatus !== 'ALL') params.set('practiceStatus', state.practiceStatus);
  if (state.prediction) params.set('prediction', 'true');
  if (state.predictionType) params.set('predictionType', state.predictionType);
  if (includePage && state.page > 1) params.set('page', String(state.page));
  return params.toString();
}
