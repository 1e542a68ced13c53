import {
  BOOKMARK_LEVELS, COMPLEXITIES, BOOKMARK_TYPES, IMAGE_TYPES, PRACTICE_STATUSES, PREDICTION_TYPES, QUESTION_CATEGORIES,
  QUESTION_SORTS,
} from './types';
import type {
  BookmarkType, Complexity, ImageType, PracticeStatus, PredictionType, QuestionCategory, QuestionFilters, QuestionSort,
} from './types';

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
