import { describe, expect, it } from 'vitest';
import { applyCategory, applySort, defaultFilterState, filtersFromSearch, filtersToSearch, toggleSort } from '../questionFilters';

describe('filter state', () => {
  const busy = { ...defaultFilterState(), page: 4, sort: 'title:asc' as const, prediction: true, predictionType: 'MONTHLY' as const };

  it('choosing a category resets the page and clears sort, prediction and predictionType', () => {
    const { state } = applyCategory(busy, 'default', { isPremium: true });
    expect(state).toMatchObject({ category: 'default', page: 1, sort: null, prediction: false, predictionType: null });
  });

  it('bookmark selects all five levels; leaving it clears them', () => {
    const { state } = applyCategory(busy, 'bookmark', { isPremium: false });
    expect(state.bookmarkTypes).toEqual(['VERY_EASY', 'EASY', 'AVERAGE', 'HARD', 'VERY_HARD']);
    expect(applyCategory(state, 'exam-memory', { isPremium: false }).state.bookmarkTypes).toEqual([]);
  });

  it('exam-memory turns prediction on; prediction sets WEEKLY for premium learners', () => {
    expect(applyCategory(busy, 'exam-memory', { isPremium: false }).state.prediction).toBe(true);
    expect(applyCategory(busy, 'prediction', { isPremium: true })).toMatchObject({ state: { predictionType: 'WEEKLY' }, upgradeRequired: false });
  });

  it('a free learner picking prediction needs an upgrade and the tab reverts to the first one', () => {
    const result = applyCategory(busy, 'prediction', { isPremium: false });
    expect(result.upgradeRequired).toBe(true);
    expect(result.state.category).toBe('default');
    expect(result.state.predictionType).toBeNull();
  });

  it('any sort change resets the page; columns toggle direction', () => {
    expect(applySort(busy, 'practice:desc')).toMatchObject({ sort: 'practice:desc', page: 1 });
    expect(toggleSort(null, 'practice')).toBe('practice:asc');
    expect(toggleSort('practice:asc', 'practice')).toBe('practice:desc');
    expect(toggleSort('practice:desc', 'practice')).toBe('practice:asc');
  });

  it('round-trips through a URL query and drops values it does not know', () => {
    const state = { ...defaultFilterState(), complexities: ['EASY' as const, 'HARD' as const], sort: 'id:desc' as const, page: 3, title: 'solar' };
    expect(filtersFromSearch(filtersToSearch(state))).toEqual(state);
    expect(filtersFromSearch('complexities=EASY,WHAT&sort=nope&page=-2')).toMatchObject({ complexities: ['EASY'], sort: null, page: 1 });
  });
});
