import { promoBannerFor, promoPlansHref, type PromoBanner as PromoBannerConfig } from '@pte-kit/core';
import { useId, useState, type MouseEvent } from 'react';
import { useLocale, useT } from '../i18n';
import { promoBannerMessages } from './messages';
import * as styles from './PromoBanner.css';

/** Where a dismissal is remembered: the code dismissed, so a later promotion shows again. */
export const PROMO_DISMISSED_KEY = 'pte-promo-dismissed';

export interface PromoBannerProps {
  /** The promotion of /api/config (`promoBanner`), or null when there is none. */
  promo: PromoBannerConfig | null | undefined;
  /** The learner's profile country (ISO 3166-1 alpha-2). */
  country: string | null | undefined;
  /** Today in the learner's zone (YYYY-MM-DD). */
  today: string;
  /** Where a dismissal is kept. @default window.localStorage (nothing is kept when it is unavailable) */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Called when the claim link is followed; a router can call preventDefault() and navigate itself. */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the banner is dismissed until the next load only
  }
}

/**
 * The promotion for learners of one country (spec §1, §9): a free month with a code, up to its last day, with a link to
 * the plans page that puts the code in the promo field. Dismissing it hides it for that code.
 */
export function PromoBanner({ promo, country, today, storage = defaultStorage(), onNavigate }: PromoBannerProps) {
  const t = useT(promoBannerMessages);
  const i18n = useLocale();
  const [dismissed, setDismissed] = useState<string | null>(() => {
    try {
      return storage?.getItem(PROMO_DISMISSED_KEY) ?? null;
    } catch {
      return null;
    }
  });
  const textId = useId();
  const shown = promoBannerFor(promo, { country, today, dismissedCode: dismissed });
  if (!shown) return null;
  const href = promoPlansHref(shown.code);
  const until = i18n.date(`${shown.until}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const dismiss = () => {
    setDismissed(shown.code);
    try {
      storage?.setItem(PROMO_DISMISSED_KEY, shown.code);
    } catch {
      // kept for this page only
    }
  };

  return (
    <aside className={styles.root} aria-labelledby={textId}>
      <p id={textId} className={styles.text}>
        <strong>{shown.freeDays >= 28 && shown.freeDays <= 31 ? t('freeMonth') : t('freeDays', { days: shown.freeDays })}</strong>{' '}
        {t('withCode')} <span className={styles.code} dir="ltr">{shown.code}</span>{t('until', { date: until })}
      </p>
      <div className={styles.actions}>
        <a className={styles.claim} href={href} onClick={onNavigate ? (event) => onNavigate(event, href) : undefined}>{t('claim')}</a>
        <button type="button" className={styles.dismiss} aria-label={t('dismiss')} onClick={dismiss}>×</button>
      </div>
    </aside>
  );
}
