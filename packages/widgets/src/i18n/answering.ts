import { useLocale } from './LocaleProvider';

type AnsweringArea = keyof typeof import('./fa/answering');

/**
 * Registers the Persian of an answer area or a scored-answer view (`fa/answering`, one chunk for them all, fetched
 * only on a Persian page) on the locale model at hand, before the area's first message: these views are in the
 * one-question page's bytes, which cannot carry their names in the shared catalogue map. Returns the interface's
 * `lang` and `dir` for the area's own words, which sit inside the exam's English box (`lang="en" dir="ltr"`).
 */
export function useAnsweringArea(area: AnsweringArea): { lang: string; dir: 'ltr' | 'rtl' } {
  const model = useLocale();
  model.addCatalogues('fa', { [area]: () => import('./fa/answering').then((module) => ({ default: module[area] })) });
  return { lang: model.locale.value, dir: model.dir.value };
}
