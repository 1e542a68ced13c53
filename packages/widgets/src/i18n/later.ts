import { useLocale } from './LocaleProvider';

type LaterArea = keyof typeof import('./fa/later');

/**
 * Registers the Persian of an area a page shows later (a dialog, a panel: `fa/later`, one chunk for them all) on the
 * locale model at hand, before the area's first message. These areas stay out of the shared catalogue map, so a page
 * carries their names only with the code that shows them (the dashboard's and one-question page's budgets).
 */
export function useLaterArea(area: LaterArea): void {
  useLocale().addCatalogues('fa', { [area]: () => import('./fa/later').then((module) => ({ default: module[area] })) });
}
