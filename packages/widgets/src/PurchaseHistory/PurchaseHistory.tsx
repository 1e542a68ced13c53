import { createDashboardResource, errorMessage, formatAmount, PLANS_PATH, type OrderDto, type OrderPage, type OrderState, type PteClient } from '@pte-kit/core';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { commonMessages, useLocale, useT, type Translate } from '../i18n';
import { Badge, type BadgeTone } from '../private/Badge';
import { Button } from '../private/Button';
import { Pager } from '../private/Pager';
import { Skeleton, SkeletonList } from '../private/Skeleton';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import { purchaseMessages } from './messages';
import * as styles from './PurchaseHistory.css';

export interface PurchaseHistoryProps {
  /** API client (GET /api/payments/orders). @default the one from PteClientProvider */
  client?: PteClient;
  /** Where an order's printable receipt is. */
  receiptHref: (order: OrderDto) => string;
  /** Called when a receipt or the plans link is followed; a router can call preventDefault() and navigate itself. */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /** Orders per page. @default 10 */
  pageSize?: number;
  /** Where the empty state's link leads. @default '/dashboard/plans' */
  plansHref?: string;
  /** Level of each order's heading. @default 2 */
  headingLevel?: 2 | 3;
}

/** The four states a learner reads: created and approved orders are still waiting for the gateway. */
export type OrderStateLabel = 'PAID' | 'CANCELLED' | 'FAILED' | 'PENDING';

export function orderStateLabel(state: OrderState): OrderStateLabel {
  return state === 'CREATED' || state === 'APPROVED' ? 'PENDING' : state;
}

const STATE_TONES: Record<OrderStateLabel, BadgeTone> = { PAID: 'easy', CANCELLED: 'neutral', FAILED: 'hard', PENDING: 'medium' };

/** PayPal or Zarinpal, or a promo code that left nothing to pay. */
export function gatewayName(order: OrderDto, t: Translate<typeof purchaseMessages>): string {
  if (order.gateway === 'PAYPAL') return 'PayPal';
  if (order.gateway === 'ZARINPAL') return 'Zarinpal';
  return t('noGateway');
}

function OrderCard({ order, receiptHref, onNavigate, headingLevel }: { order: OrderDto } & Pick<PurchaseHistoryProps, 'receiptHref' | 'onNavigate'> & { headingLevel: 2 | 3 }) {
  const t = useT(purchaseMessages);
  const i18n = useLocale();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const state = orderStateLabel(order.state);
  const href = receiptHref(order);
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardHeader}>
        <Heading id={nameId} className={styles.planName}><bdi>{order.plan.name}</bdi></Heading>
        <Badge tone={STATE_TONES[state]}>{t(state)}</Badge>
        {order.sandbox ? <Badge tone="brand">{t('testPayment')}</Badge> : null}
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('date')}</dt>
        <dd className={styles.value}><time dateTime={order.createdDate}>{i18n.date(order.createdDate, 'medium')}</time></dd>
        <dt className={styles.term}>{t('amount')}</dt>
        <dd className={styles.value}>{formatAmount(order.amount, order.currency, i18n.locale.value)}</dd>
        <dt className={styles.term}>{t('gateway')}</dt>
        <dd className={styles.value}>{gatewayName(order, t)}</dd>
        {order.promoCode ? (
          <>
            <dt className={styles.term}>{t('promoCode')}</dt>
            <dd className={styles.value} dir="ltr">{order.promoCode}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{t('order')}</dt>
        <dd className={styles.value}>{t('orderNumber', { id: String(order.id) })}</dd>
      </dl>
      {order.state === 'PAID' ? (
        <a className={styles.receiptLink} href={href} aria-describedby={nameId} onClick={onNavigate ? (event) => onNavigate(event, href) : undefined}>
          {t('receipt')}
        </a>
      ) : null}
    </article>
  );
}

/**
 * The learner's orders, newest first (spec §2 /dashboard/purchase-history): date, plan, amount in its currency,
 * gateway, state, 'Test payment' for the sandbox gateway's, and a receipt for each paid one; pages of `pageSize`.
 */
export function PurchaseHistory({ client: clientProp, receiptHref, onNavigate, pageSize = 10, plansHref = PLANS_PATH, headingLevel = 2 }: PurchaseHistoryProps) {
  const t = useT(purchaseMessages);
  const common = useT(commonMessages);
  const client = usePteClient(clientProp);
  const clientRef = useRef(client);
  clientRef.current = client;
  const [page, setPage] = useState(1);
  const orders = useModel(
    () => createDashboardResource<OrderPage>(() => clientRef.current.getOrders({ page: page - 1, size: pageSize })),
    [page, pageSize],
  );
  const data = orders.data.value;
  const list = data?._embedded.orderDtoList ?? [];
  const totalPages = data?.page.totalPages ?? 1;

  return (
    <div className={styles.root} aria-busy={orders.loading.value || undefined}>
      {orders.loading.value && !data ? (
        <SkeletonList label={t('loading')} rows={3} listClassName={styles.list} rowClassName={styles.card}>
          <Skeleton width="md" />
          <Skeleton width="lg" />
          <Skeleton width="sm" />
        </SkeletonList>
      ) : null}
      {orders.failed.value ? (
        <p role="alert" className={styles.error}>
          {errorMessage(orders.failed.value, t('loadFailed'), 'api')}{' '}
          <Button size="sm" variant="ghost" onClick={() => void orders.reload()}>{common('tryAgain')}</Button>
        </p>
      ) : null}
      {data && list.length === 0 ? (
        <p className={styles.muted}>
          {t('empty')}{' '}
          <a href={plansHref} onClick={onNavigate ? (event) => onNavigate(event, plansHref) : undefined}>{t('seePlans')}</a>
        </p>
      ) : null}
      {list.length ? (
        <ul className={styles.list}>
          {list.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} receiptHref={receiptHref} onNavigate={onNavigate} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      ) : null}
      {totalPages > 1 ? <Pager page={page} totalPages={totalPages} onPageChange={setPage} label={t('pages')} disabled={orders.loading.value} /> : null}
    </div>
  );
}
