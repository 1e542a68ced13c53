import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '@pte-kit/core';
import { PlanCards, useLocale, useT } from '@pte-kit/widgets';
import { isPremiumUser, useApp } from '../appContext';
import { paymentMessages } from './paymentMessages';
import * as styles from './pages.css';

/**
 * /dashboard/plans (spec §2): the plan cards and the payment method modal. `?return=` is where an upgrade prompt was
 * (a same-origin path, checked): the gateway brings the learner back there after paying. `?promo=` fills the promo
 * field (the promo banner's link).
 */
export function PlansPage() {
  const { client, user, setUser, toast } = useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const t = useT(paymentMessages);
  const i18n = useLocale();
  const returnPath = safeReturnPath(search.get('return'));
  const promoCode = search.get('promo')?.trim().slice(0, 64) || undefined;
  const premium = isPremiumUser(user);

  // A promo that made the order free: premium is on already, so the learner sees it at once on the dashboard.
  const onMessage = useCallback((message: string) => {
    toast('success', message);
    client.getCurrentUser().then(setUser, () => undefined);
    navigate('/dashboard');
  }, [client, navigate, setUser, toast]);

  return (
    <div className={styles.section}>
      <div>
        <h1 className={styles.title}>{t('plansTitle')}</h1>
        <p className={styles.muted}>{t('plansIntro')}</p>
        {premium && user!.profile.expireDate ? (
          <p className={styles.muted}>{t('premiumUntil', { date: i18n.date(user!.profile.expireDate, 'long') })}</p>
        ) : null}
      </div>
      <PlanCards client={client} returnPath={returnPath} promoCode={promoCode} onMessage={onMessage} />
    </div>
  );
}
