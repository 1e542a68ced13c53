import { premiumState, type UserProfile } from '@pte-kit/core';
import type { MouseEvent } from 'react';
import { useT } from '../i18n';
import { premiumStatusMessages } from './messages';
import * as styles from './PremiumStatus.css';

export interface PremiumStatusProps {
  /** The profile's status and expiry (GET /api/users/currentUser/). */
  profile: Pick<UserProfile, 'status' | 'expireDate'>;
  /** Where Upgrade and Renew lead. @default '/dashboard/plans' */
  plansHref?: string;
  /** A router's navigation for the link (call `event.preventDefault()` to take it over). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /** Also show the expiry date (the profile page); the user menu shows the days only. @default false */
  showDate?: boolean;
  /** The clock, for stories and tests. */
  now?: number;
}

/**
 * The plan in one line (spec §3): PREMIUM with the days left (rounded up) and a Renew link, a passed expiry with
 * Renew, TRIAL or FREE with Upgrade. Used by the profile page and the user menu.
 */
export function PremiumStatus({ profile, plansHref = '/dashboard/plans', onNavigate, showDate = false, now = Date.now() }: PremiumStatusProps) {
  const t = useT(premiumStatusMessages);
  const state = premiumState(profile, now);
  const link = (label: string) => (
    <a className={styles.action} href={plansHref} onClick={onNavigate ? (event) => onNavigate(event, plansHref) : undefined}>{label}</a>
  );
  return (
    <p className={styles.root}>
      <span className={styles.kind[state.kind]}>
        {t(state.kind === 'PREMIUM' ? 'premium' : state.kind === 'EXPIRED' ? 'expired' : state.kind === 'TRIAL' ? 'trial' : 'free')}
      </span>
      {state.kind === 'PREMIUM' ? (
        <>
          <span className={styles.detail}>{state.daysLeft === null ? t('noExpiry') : t('daysLeft', { days: state.daysLeft })}</span>
          {showDate && state.expireDate ? <span className={styles.detail}>{t('until', { date: state.expireDate })}</span> : null}
          {state.daysLeft !== null ? link(t('renew')) : null}
        </>
      ) : state.kind === 'EXPIRED' ? (
        <>
          {showDate ? <span className={styles.detail}>{t('endedOn', { date: state.expireDate })}</span> : null}
          {link(t('renew'))}
        </>
      ) : link(t('upgrade'))}
    </p>
  );
}
