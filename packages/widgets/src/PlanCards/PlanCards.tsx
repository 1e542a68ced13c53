import { createDashboardResource, errorMessage, formatToman, formatUsd, isFreePrice, paymentRedirects, type PlanDto, type PteClient } from '@pte-kit/core';
import { useId, useRef, useState } from 'react';
import { deferred, Later } from '../AnswerArea/lazy';
import { commonMessages, useLocale, useT, type Translate } from '../i18n';
import { Badge } from '../private/Badge';
import { Button } from '../private/Button';
import { Skeleton, SkeletonList } from '../private/Skeleton';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import { planMessages } from './messages';
import * as styles from './PlanCards.css';

/** The modal's code (the promo field, the 'Boom!' view) is fetched at the first Buy Now, not with the plans. */
const PaymentModal = deferred(() => import('./PaymentModal').then((module) => module.PaymentModal));

export interface PlanCardsProps {
  /** API client (plans, promo check, order). @default the one from PteClientProvider */
  client?: PteClient;
  /** Where the learner lands after paying: a path of this site, e.g. the page whose upgrade prompt led here. @default the plans page */
  returnPath?: string | null;
  /** The site's origin, for the gateway's return addresses. @default window.location.origin */
  origin?: string;
  /** A promo code to put in the payment modal's field (the promo banner's link); the learner still presses Apply. */
  promoCode?: string;
  /** Sends the browser to the gateway's approval page. @default window.location.assign */
  onApproval?: (url: string) => void;
  /** The order needed no gateway (a promo made it free; premium is active): the host shows `message` and moves on. */
  onMessage?: (message: string) => void;
  /** Level of each card's heading. @default 2 */
  headingLevel?: 2 | 3;
}

/** A plan's two prices in `locale`, the card's own currency first (spec §3, §9); null for the free plan. */
export function planPrices(plan: PlanDto, locale = 'en'): { lead: string; other: string | null } | null {
  if (isFreePrice(plan.price)) return null;
  const usd = formatUsd(plan.price, locale);
  const toman = isFreePrice(plan.tomanPrice) ? null : formatToman(plan.tomanPrice, locale);
  return plan.type === 'Toman' && toman ? { lead: toman, other: usd } : { lead: usd, other: toman };
}

/** What a card's button says: the free plan's is disabled; the learner's current paid plan reads 'Renew Now' (spec §6). */
function buttonLabel(plan: PlanDto, t: Translate<typeof planMessages>): string {
  if (isFreePrice(plan.price)) return plan.isActive ? t('currentPlan') : t('freePlan');
  return plan.isActive ? t('renewNow') : t('buyNow');
}

function PlanCard({ plan, headingLevel, onBuy }: { plan: PlanDto; headingLevel: 2 | 3; onBuy: () => void }) {
  const t = useT(planMessages);
  const locale = useLocale().locale.value;
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const free = isFreePrice(plan.price);
  const prices = planPrices(plan, locale);
  return (
    <article className={[styles.card, plan.isActive && !free ? styles.activeCard : ''].filter(Boolean).join(' ')} aria-labelledby={nameId}>
      <div className={styles.cardHeader}>
        <Heading id={nameId} className={styles.name}><bdi>{plan.name}</bdi></Heading>
        {plan.isActive ? <Badge tone="brand">{t('yourPlan')}</Badge> : null}
      </div>
      <div className={styles.prices}>
        <p className={styles.leadPrice}>{prices?.lead ?? t('free')}</p>
        {prices?.other ? <p className={styles.otherPrice}>{t('orPrice', { price: prices.other })}</p> : null}
      </div>
      <ul className={styles.features} aria-label={t('includes', { plan: plan.name })}>
        {plan.features.map((feature) => (
          <li key={feature} className={styles.feature}><span aria-hidden="true" className={styles.tick}>✓</span><bdi>{feature}</bdi></li>
        ))}
      </ul>
      <Button
        className={styles.buy}
        variant={free ? 'secondary' : 'primary'}
        disabled={free}
        aria-describedby={nameId}
        aria-haspopup={free ? undefined : 'dialog'}
        onPointerEnter={free ? undefined : () => void PaymentModal.preload().catch(() => undefined)}
        onClick={onBuy}
      >
        {buttonLabel(plan, t)}
      </Button>
    </article>
  );
}

/**
 * The plan cards of GET /api/settings/plans (spec §2, §3): name, US dollar and Toman prices, features, the free plan's
 * button disabled, the current paid plan's 'Renew Now'. Buy Now opens the payment method modal.
 */
export function PlanCards({
  client: clientProp, returnPath, origin, promoCode, onApproval, onMessage, headingLevel = 2,
}: PlanCardsProps) {
  const t = useT(planMessages);
  const common = useT(commonMessages);
  const client = usePteClient(clientProp);
  const clientRef = useRef(client);
  clientRef.current = client;
  const plans = useModel(() => createDashboardResource<PlanDto[]>(() => clientRef.current.getPlans()), []);
  const [chosen, setChosen] = useState<PlanDto | null>(null);
  const list = plans.data.value;
  const redirects = paymentRedirects(origin ?? window.location.origin, returnPath);

  return (
    <div>
      {plans.loading.value && !list ? (
        <SkeletonList label={t('loading')} rows={3} listClassName={styles.grid} rowClassName={styles.card}>
          <Skeleton width="sm" />
          <Skeleton width="md" />
          <Skeleton shape="block" />
        </SkeletonList>
      ) : null}
      {plans.failed.value ? (
        <p role="alert" className={styles.error}>
          {errorMessage(plans.failed.value, t('loadFailed'), 'api')}{' '}
          <Button size="sm" variant="ghost" onClick={() => void plans.reload()}>{common('tryAgain')}</Button>
        </p>
      ) : null}
      {list ? (
        <ul className={styles.grid}>
          {list.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} headingLevel={headingLevel} onBuy={() => setChosen(plan)} />
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? (
        <Later>
          <PaymentModal
            key={chosen.id}
            plan={chosen}
            client={client}
            redirects={redirects}
            promoCode={promoCode}
            onOpenChange={(open) => !open && setChosen(null)}
            onApproval={onApproval ?? ((url) => window.location.assign(url))}
            onMessage={(message) => {
              setChosen(null);
              onMessage?.(message);
            }}
          />
        </Later>
      ) : null}
    </div>
  );
}
