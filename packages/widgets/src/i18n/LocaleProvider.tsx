import {
  createLocaleModel, localeOf, type Locale, type LocaleModel, type MessageKey, type Messages, type MessageValues,
} from '@pte-kit/core';
import { useSignals } from '@preact/signals-react/runtime';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { widgetCatalogues } from './catalogues';

/** A locale model that knows the widgets' Persian catalogues; an app adds its own areas with `addCatalogues`. */
export function createWidgetLocale(locale: Locale = 'en'): LocaleModel {
  const model = createLocaleModel({ locale });
  for (const [code, loaders] of Object.entries(widgetCatalogues)) model.addCatalogues(code as Locale, loaders);
  return model;
}

/** Widgets rendered outside any provider speak English (the default), with the catalogues at hand if switched. */
const fallback = createWidgetLocale();
const LocaleContext = createContext<LocaleModel>(fallback);

export interface LocaleProviderProps {
  /** The app's locale model (the host's, which follows the profile). */
  model?: LocaleModel;
  /** Or a language tag (`fa`, `fa-IR`, `en`…): the provider keeps a model of its own in that locale (custom elements). */
  locale?: string | null;
  children?: ReactNode;
}

/** Supplies the locale to every widget below: `model` when given, else one following `locale`. */
export function LocaleProvider({ model, locale, children }: LocaleProviderProps) {
  const own = useMemo(() => (model ? null : createWidgetLocale(localeOf(locale))), [model]); // eslint-disable-line react-hooks/exhaustive-deps -- later tags switch the model below
  useEffect(() => {
    if (own) void own.setLocale(localeOf(locale));
  }, [own, locale]);
  return <LocaleContext.Provider value={model ?? own!}>{children}</LocaleContext.Provider>;
}

/** The nearest locale model; the component re-renders when the locale changes or a catalogue arrives. */
export function useLocale(): LocaleModel {
  useSignals();
  const model = useContext(LocaleContext);
  void model.locale.value;
  return model;
}

/** The translate function of one area: `const t = useT(messages); t('greeting', { name })`. */
export type Translate<M extends Messages> = (key: MessageKey<M>, values?: MessageValues) => string;

/**
 * `t` for an area's messages in the current locale. Call it while rendering (the component then re-renders when the
 * locale switches or the area's Persian catalogue arrives) or in a handler (it reads the locale of that moment).
 */
export function useT<M extends Messages>(messages: M): Translate<M> {
  const model = useLocale();
  const locale = model.locale.value;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per locale, so memoised children update
  return useMemo(() => (key, values) => model.t(messages, key, values), [model, messages, locale]);
}
