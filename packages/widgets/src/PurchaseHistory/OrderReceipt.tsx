import { createDashboardResource, errorMessage, formatAmount, type OrderDto, type PteClient } from '@pte-kit/core';
import { useRef } from 'react';
import { useLocale, useT } from '../i18n';
import { Button } from '../private/Button';
import { Skeleton } from '../private/Skeleton';
import { useModel } from '../private/useModel';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { usePteClient } from '../PteClientProvider';
import { purchaseMessages } from './messages';
import { gatewayName, orderStateLabel } from './PurchaseHistory';
import * as styles from './PurchaseHistory.css';

export interface OrderReceiptProps {
  /** The order (GET /api/payments/orders/{id}: the learner's own only). */
  orderId: number;
  /** Who paid, printed under 'Billed to'. */
  learner?: { name?: string | null; email?: string | null } | null;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Prints the page. @default window.print */
  onPrint?: () => void;
  /** Level of the receipt's heading. @default 1 */
  headingLevel?: 1 | 2;
}

/**
 * One order as a printable receipt: what was bought, when, for how much and how, its gateway reference and the premium
 * expiry it set; a sandbox order says it moved no money. The Print button and the page around it are not printed
 * (print CSS), only the receipt.
 */
export function OrderReceipt({ orderId, learner, client: clientProp, onPrint, headingLevel = 1 }: OrderReceiptProps) {
  const t = useT(purchaseMessages);
  const i18n = useLocale();
  const client = usePteClient(clientProp);
  const clientRef = useRef(client);
  clientRef.current = client;
  const resource = useModel(() => createDashboardResource<OrderDto>(() => clientRef.current.getOrder(orderId)), [orderId]);
  const order = resource.data.value;
  const Heading = `h${headingLevel}` as const;

  if (resource.failed.value) {
    return <p role="alert" className={styles.error}>{errorMessage(resource.failed.value, t('receiptFailed'), 'api')}</p>;
  }
  if (!order) {
    return (
      <div className={styles.receipt} aria-busy="true">
        <VisuallyHidden as="p" role="status">{t('loadingReceipt')}</VisuallyHidden>
        <Skeleton width="md" />
        <Skeleton shape="block" />
      </div>
    );
  }
  const who = [learner?.name, learner?.email].filter(Boolean).join(' · ');
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <div className={styles.receiptHeader}>
        <Heading id="receipt-title" className={styles.receiptTitle}>{t('receiptTitle')} {t('orderNumber', { id: String(order.id) })}</Heading>
        <Button className={styles.noPrint} onClick={onPrint ?? (() => window.print())}>{t('print')}</Button>
      </div>
      {order.sandbox ? <p className={styles.testNote}>{t('testReceipt')}</p> : null}
      <dl className={styles.receiptFacts}>
        <dt className={styles.term}>{t('status')}</dt>
        <dd className={styles.value}>{t(orderStateLabel(order.state))}</dd>
        <dt className={styles.term}>{t('plan')}</dt>
        <dd className={styles.value}><bdi>{order.plan.name}</bdi></dd>
        <dt className={styles.term}>{t('length')}</dt>
        <dd className={styles.value}>{t('days', { days: order.plan.durationDays })}</dd>
        <dt className={styles.term}>{t('amount')}</dt>
        <dd className={styles.value}>{formatAmount(order.amount, order.currency, i18n.locale.value)}</dd>
        <dt className={styles.term}>{t('gateway')}</dt>
        <dd className={styles.value}>{gatewayName(order, t)}</dd>
        {order.gatewayReference ? (
          <>
            <dt className={styles.term}>{t('reference')}</dt>
            <dd className={styles.value} dir="ltr">{order.gatewayReference}</dd>
          </>
        ) : null}
        {order.promoCode ? (
          <>
            <dt className={styles.term}>{t('promoCode')}</dt>
            <dd className={styles.value} dir="ltr">{order.promoCode}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{t('ordered')}</dt>
        <dd className={styles.value}>{i18n.date(order.createdDate, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        {order.paidDate ? (
          <>
            <dt className={styles.term}>{t('datePaid')}</dt>
            <dd className={styles.value}>{i18n.date(order.paidDate, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
          </>
        ) : null}
        {order.premiumUntil ? (
          <>
            <dt className={styles.term}>{t('premiumUntil')}</dt>
            <dd className={styles.value}>{i18n.date(order.premiumUntil, 'long')}</dd>
          </>
        ) : null}
        {who ? (
          <>
            <dt className={styles.term}>{t('billedTo')}</dt>
            <dd className={styles.value}>{who}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}
