import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paymentOutcomeOf, promoBannerFor, dayIn, withoutPaymentOutcome, type PromoBanner as PromoBannerConfig } from '@pte-kit/core';
import { PromoBanner, useLocale } from '@pte-kit/widgets';
import type { AppConfig } from '../auth';
import { useApp } from '../appContext';
import { useRouterNavigate } from '../pageHooks';
import { paymentMessages } from '../pages/paymentMessages';

/**
 * Back from the gateway (`?payment=paid|cancelled|failed&order=<id>` on whichever page the order named): says how the
 * payment ended, refreshes the learner after a paid one so PREMIUM and the opened gates show at once, and takes the
 * outcome out of the address so a reload or a shared link does not say it again.
 */
export function PaymentOutcome() {
  const { client, setUser, toast } = useApp();
  const i18n = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = paymentOutcomeOf(location.search);
  // StrictMode runs the effect twice on the same address: one toast.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!outcome || handled.current === location.key) return;
    handled.current = location.key;
    navigate({ pathname: location.pathname, search: withoutPaymentOutcome(location.search), hash: location.hash }, { replace: true, state: location.state });
    if (outcome.state === 'cancelled') toast('info', i18n.t(paymentMessages, 'cancelled'));
    else if (outcome.state === 'failed') toast('error', i18n.t(paymentMessages, 'failed'));
    else {
      client.getCurrentUser().then(setUser, () => undefined);
      const order = outcome.orderId ? client.getOrder(outcome.orderId).catch(() => null) : Promise.resolve(null);
      void order.then((paid) => toast('success', paid?.premiumUntil
        ? i18n.t(paymentMessages, 'paid', { date: i18n.date(paid.premiumUntil, 'long') })
        : i18n.t(paymentMessages, 'paidNow')));
    }
    // The outcome is read once per address that carries it (a new navigation is a new key).
  }, [location.key]);

  return null;
}

/** The promotion of /api/config for learners of its country (spec §1), over the dashboard's pages. */
export function DashboardPromoBanner() {
  const { auth, user } = useApp();
  const onNavigate = useRouterNavigate();
  const promo = (auth.config as AppConfig & { promoBanner?: PromoBannerConfig | null }).promoBanner;
  const country = user?.profile.country;
  const today = dayIn(user?.profile.timeZone);
  // Nothing to render (and no storage read) for the learners the promotion is not for.
  if (!promoBannerFor(promo, { country, today })) return null;
  return (
    <PromoBanner
      promo={promo}
      country={country}
      today={today}
      onNavigate={onNavigate}
    />
  );
}
