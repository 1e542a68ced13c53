export { LocaleProvider, useLocale, useT, createWidgetLocale } from './LocaleProvider';
export type { LocaleProviderProps, Translate } from './LocaleProvider';
export { widgetCatalogues } from './catalogues';
export { commonMessages } from './messages';
