import { useEffect, useMemo, type ReactNode } from 'react';
import {
  errorMessage, localeOf, LOCALE_NAMES, LOCALES, type CurrentUser, type Locale, type LocaleModel, type PteClient,
} from '@pte-kit/core';
import { createWidgetLocale, LocaleProvider, useLocale, useT } from '@pte-kit/widgets';
import { hostCatalogues } from './catalogues';
import { shellMessages } from './messages';

/** Where a signed-out visitor's choice is kept (a signed-in learner's is their profile's `language`). */
export const LOCALE_STORAGE_KEY = 'pte-kit.locale';

function storedLocale(): Locale {
  try {
    return localeOf(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return 'en';
  }
}

/** The app's locale model: the widgets' catalogues and the host's, starting from the visitor's last choice. */
export function createHostLocale(): LocaleModel {
  const model = createWidgetLocale(storedLocale());
  model.addCatalogues('fa', hostCatalogues);
  return model;
}

/**
 * Provides the app's locale, keeps `<html lang dir>` in step with it, and follows the learner's profile: a stored
 * `language` of `fa` (a code of `GET /api/profile/languages`) means the Persian interface, any other code English;
 * no code keeps the visitor's own choice.
 */
export function HostLocaleProvider({ user, children }: { user: CurrentUser | null; children?: ReactNode }) {
  const model = useMemo(createHostLocale, []);
  useEffect(() => {
    const apply = () => {
      document.documentElement.lang = model.locale.peek();
      document.documentElement.dir = model.dir.peek();
    };
    const stops = [model.locale.subscribe(apply), model.dir.subscribe(apply)];
    return () => stops.forEach((stop) => stop());
  }, [model]);
  const language = user?.profile.language;
  useEffect(() => {
    if (language) void model.setLocale(localeOf(language));
  }, [model, language]);
  return <LocaleProvider model={model}>{children}</LocaleProvider>;
}

/**
 * Chooses the interface language: at once on screen, kept in this browser, and saved to the profile when signed in
 * (`language: 'fa'`, or no language for English, the default).
 */
export async function chooseLocale(
  model: LocaleModel, next: Locale, account?: { client: PteClient; setUser(user: CurrentUser): void; onError(message: string): void },
): Promise<void> {
  await model.setLocale(next);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // private mode: the choice lasts for this page
  }
  if (!account) return;
  try {
    account.setUser(await account.client.updateProfile({ language: next === 'fa' ? 'fa' : null }));
  } catch (reason) {
    account.onError(errorMessage(reason));
  }
}

/** English / فارسی, each named in itself: the switch in the user menu. */
export function LanguageSwitch({ onChoose, className, itemClassName }: {
  onChoose(locale: Locale): void; className?: string; itemClassName?: string;
}) {
  const i18n = useLocale();
  const t = useT(shellMessages);
  return (
    <div role="group" aria-label={t('language')} className={className}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={itemClassName}
          aria-pressed={i18n.locale.value === code}
          disabled={i18n.switching.value}
          onClick={() => onChoose(code)}
        >
          {LOCALE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}

/** "Loading…" in the current language (route fallbacks). */
export function LoadingText({ className }: { className?: string }) {
  const t = useT(shellMessages);
  return <p aria-busy="true" className={className}>{t('loading')}</p>;
}
