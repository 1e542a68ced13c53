import { defineMessages } from '@pte-kit/core';
import { useLocale } from './LocaleProvider';

/** Words many widgets share (buttons, states). An area's own sentences stay beside its code. */
export const commonMessages = defineMessages('common', {
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  submit: 'Submit',
  loading: 'Loading…',
  loadingAnswer: 'Loading the answer area…',
  tryAgain: 'Try again',
  previous: 'Previous',
  next: 'Next',
  speaking: 'Speaking',
  writing: 'Writing',
  reading: 'Reading',
  listening: 'Listening',
  pagination: 'Pagination',
  page: 'Page',
  ofPages: 'of {n, number}',
  bookmark: '{level, select, VERY_EASY {Very easy} EASY {Easy} AVERAGE {Average} HARD {Hard} VERY_HARD {Very hard} UNMARK {Not marked} other {{level}}}',
  difficulty: '{level, select, EASY {Easy} AVERAGE {Medium} MEDIUM {Medium} HARD {Hard} other {{level}}}',
  prediction: 'Prediction',
});

type AnsweringArea = keyof typeof import('./fa/answering');

/**
 * Registers the Persian of an answer area, a media element or a scored-answer view (`fa/answering`, one chunk for them
 * all, fetched only on a Persian page) on the locale model at hand, before the area's first message: these views are
 * in the one-question page's bytes, which cannot carry their names in the shared catalogue map. Returns the
 * interface's `lang` and `dir` for the area's own words, which sit inside the exam's English box (`lang="en"`).
 * It lives beside the common words so that every module reaching the locale model reaches them too: the bundler then
 * keeps the two in one chunk (the media wrappers reach the model through it; a split cost each dashboard part ~290 B).
 */
export function useAnsweringArea(area: AnsweringArea): { lang: string; dir: 'ltr' | 'rtl' } {
  const model = useLocale();
  model.addCatalogues('fa', { [area]: () => import('./fa/answering').then((module) => ({ default: module[area] })) });
  return { lang: model.locale.value, dir: model.dir.value };
}
