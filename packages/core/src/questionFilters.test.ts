import { describe, expect, it } from 'vitest';
import {
  activeFilterCount, applyCategory, applyPracticeStatus, applyPredictionType, applySort, applyTitle, defaultFilterState,
  filtersFromSearch, filtersToSearch, offersImageTypes, predictionTypeLabel, resetFilters, sortLabel, toggleBookmarkType,
  toggleComplexity, toggleImageType, toggleSort,
} from './questionFilters';
import { getTask } from './taskCatalog';

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

  it('every filter change goes back to page 1', () => {
    const onPage3 = { ...defaultFilterState(), page: 3 };
    expect(applyPracticeStatus(onPage3, 'NOT_PRACTICED')).toMatchObject({ practiceStatus: 'NOT_PRACTICED', page: 1 });
    expect(applyTitle(onPage3, '  solar ')).toMatchObject({ title: 'solar', page: 1 });
    expect(toggleComplexity(onPage3, 'HARD')).toMatchObject({ complexities: ['HARD'], page: 1 });
    expect(toggleImageType(onPage3, 'MAP')).toMatchObject({ imageTypes: ['MAP'], page: 1 });
    expect(applyPredictionType({ ...onPage3, category: 'prediction', predictionType: 'WEEKLY' }, 'MONTHLY'))
      .toMatchObject({ predictionType: 'MONTHLY', page: 1 });
  });

  it('toggles list filters on and off and keeps them in the catalogue order', () => {
    const hardThenEasy = toggleComplexity(toggleComplexity(defaultFilterState(), 'HARD'), 'EASY');
    expect(hardThenEasy.complexities).toEqual(['EASY', 'HARD']);
    expect(toggleComplexity(hardThenEasy, 'HARD').complexities).toEqual(['EASY']);
    expect(toggleImageType(toggleImageType(defaultFilterState(), 'TABLE'), 'TABLE').imageTypes).toEqual([]);
  });

  it('the bookmark tab keeps at least one level ticked', () => {
    const bookmarked = applyCategory(defaultFilterState(), 'bookmark', { isPremium: false }).state;
    const onlyHard = ['VERY_EASY', 'EASY', 'AVERAGE', 'VERY_HARD'].reduce(
      (state, level) => toggleBookmarkType(state, level as 'EASY'), bookmarked,
    );
    expect(onlyHard.bookmarkTypes).toEqual(['HARD']);
    expect(toggleBookmarkType(onlyHard, 'HARD')).toBe(onlyHard);
    expect(toggleBookmarkType(onlyHard, 'EASY').bookmarkTypes).toEqual(['EASY', 'HARD']);
  });

  it('reset brings back the defaults', () => {
    expect(resetFilters()).toEqual(defaultFilterState());
  });

  it('offers image types only for describe image', () => {
    expect(offersImageTypes(getTask('speaking.describeImage'))).toBe(true);
    expect(offersImageTypes(getTask('speaking.readAloud'))).toBe(false);
  });

  it('renames the Frequent Qs sort to Exam memory in the prediction tab', () => {
    expect(sortLabel('prediction:desc', 'default')).toBe('Frequent Qs: most first');
    expect(sortLabel('prediction:desc', 'prediction')).toBe('Exam memory: most first');
    expect(sortLabel('id:asc', 'prediction')).toBe('Oldest');
    expect(sortLabel('id:desc', 'default')).toBe('Newest');
  });

  it('labels MONTHLY with the current month name', () => {
    expect(predictionTypeLabel('WEEKLY')).toBe('Weekly');
    expect(predictionTypeLabel('MONTHLY', new Date(2026, 10, 22))).toBe('November');
  });

  it('counts the filters that differ from the defaults', () => {
    expect(activeFilterCount(defaultFilterState())).toBe(0);
    expect(activeFilterCount({ ...defaultFilterState(), title: 'tea', complexities: ['EASY', 'HARD'], sort: 'id:desc' })).toBe(3);
  });
});
