import { useLocale } from '../i18n/LocaleProvider';

/**
 * Registers the mock tests' Persian on the locale model at hand. The area stays out of the shared catalogue map and
 * the later chunk, so no other page carries its name or its words (the one-question page's budget).
 */
export function useMockTestArea(): void {
  useLocale().addCatalogues('fa', { mockTests: () => import('../i18n/fa/mockTests') });
}
