import {
  createPaymentCheckout, formatToman, formatUsd, type PaymentRequest, type PlanCurrency, type PlanDto, type PteClient,
} from '@pte-kit/core';
import { useEffect, useId, useState } from 'react';
import { commonMessages, useLocale, useT } from '../i18n';
import { Button } from '../private/Button';
import { formControl, formError, formLabel } from '../private/css/fields.css';
import { Modal } from '../private/Modal';
import { useModel } from '../private/useModel';
import { planMessages } from './messages';
import * as styles from './PlanCards.css';

export interface PaymentModalProps {
  plan: PlanDto;
  client: PteClient;
  redirects: Pick<PaymentRequest, 'redirect_url' | 'secondary_redirect_url'>;
  promoCode?: string;
  onOpenChange: (open: boolean) => void;
  onApproval: (url: string) => void;
  onMessage: (message: string) => void;
}

const METHODS = [
  { currency: 'Dollar', label: 'dollar' },
  { currency: 'Toman', label: 'toman' },
] as const satisfies readonly { currency: PlanCurrency; label: keyof typeof planMessages.en }[];

const priceIn = (currency: PlanCurrency, amount: number, locale: string) =>
  (currency === 'Dollar' ? formatUsd(amount, locale) : formatToman(amount, locale));

/**
 * The payment method modal (spec §4, §5, §8): Dollar (PayPal) or Toman (Zarinpal), a promo code applied once, Pay Now.
 * A code that applies shows 'Boom!' with the new price in place of the form (one dialog at a time), then returns to it.
 */
export function PaymentModal({ plan, client, redirects, promoCode, onOpenChange, onApproval, onMessage }: PaymentModalProps) {
  const t = useT(planMessages);
  const common = useT(commonMessages);
  const locale = useLocale().locale.value;
  const checkout = useModel(() => createPaymentCheckout({
    plan,
    promoCode,
    redirects,
    checkPromo: (code, query) => client.checkPromo(code, query),
    createPayment: (request) => client.createPayment(request),
  }), [plan.id]);
  const [boom, setBoom] = useState(false);
  const [focusPay, setFocusPay] = useState(false);
  const methodName = useId();
  const promoId = useId();
  const promoProblemId = useId();
  const payId = useId();
  // Back from the gateway's page with the browser's Back button, this page may come from the back-forward cache with
  // the modal still 'Redirecting…': it closes, and Buy Now starts afresh.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && onOpenChange(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [onOpenChange]);
  // Back from 'Boom!', focus goes to Pay Now: Apply, where it was, is disabled now.
  useEffect(() => {
    if (focusPay && !boom) {
      document.getElementById(payId)?.focus();
      setFocusPay(false);
    }
  }, [focusPay, boom, payId]);

  const currency = checkout.currency.value;
  const applied = checkout.applied.value;
  const paying = checkout.paying.value;
  const status = checkout.promoStatus.value;
  const price = priceIn(currency, checkout.price.value, locale);
  const original = priceIn(currency, checkout.originalPrice.value, locale);
  const priceOf = (method: PlanCurrency) => priceIn(method, method === 'Dollar'
    ? (applied?.priceUsd ?? Number(plan.price)) : (applied?.priceIrt ?? Number(plan.tomanPrice)), locale);

  const apply = async () => {
    if (await checkout.applyPromo()) setBoom(true);
  };
  const pay = async () => {
    const started = await checkout.pay();
    if (started?.kind === 'approval') onApproval(started.url);
    else if (started?.kind === 'message') onMessage(started.message);
  };
  const backFromBoom = () => {
    setBoom(false);
    setFocusPay(true);
  };

  if (boom && applied) {
    return (
      <Modal
        open
        onOpenChange={(open) => !open && backFromBoom()}
        title={t('boomTitle')}
        footer={<Button onClick={backFromBoom}>{t('continue')}</Button>}
      >
        <div className={styles.boom}>
          <span aria-hidden="true" className={styles.boomMark}>🎉</span>
          <p className={styles.summary}>{t('boomApplied')}</p>
          {applied.description ? <p className={styles.note}>{applied.description}</p> : null}
          <p className={styles.boomPrice}>{t('boomPrice', { plan: plan.name, price })}</p>
          {price !== original ? <p className={styles.note}>{t('insteadOf')} <s>{original}</s></p> : null}
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !paying && onOpenChange(false)}
      title={t('paymentMethod')}
      footer={(
        <>
          <Button variant="secondary" disabled={paying} onClick={() => onOpenChange(false)}>{common('cancel')}</Button>
          <Button id={payId} disabled={!checkout.canPay.value} aria-busy={paying || undefined} onClick={() => void pay()}>
            {paying ? t('redirecting') : t('payNow')}
          </Button>
        </>
      )}
    >
      <div className={styles.form}>
        <p className={styles.summary}><bdi>{plan.name}</bdi></p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('payIn')}</legend>
          <div className={styles.methods}>
            {METHODS.map((method) => (
              <label key={method.currency} className={styles.method}>
                <input
                  type="radio"
                  className={styles.methodRadio}
                  name={methodName}
                  value={method.currency}
                  checked={currency === method.currency}
                  disabled={paying}
                  onChange={() => checkout.chooseCurrency(method.currency)}
                />
                <span className={styles.methodText}>
                  <span className={styles.methodName}>{t(method.label)}</span>
                  <span className={styles.methodDetail}>{priceOf(method.currency)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.fieldset}>
          <label htmlFor={promoId} className={formLabel}>{t('promoCode')}</label>
          <div className={styles.promoRow}>
            <input
              id={promoId}
              className={`${formControl} ${styles.promoInput}`}
              value={checkout.promoInput.value}
              disabled={checkout.promoLocked.value || paying}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={status === 'failed' || undefined}
              aria-describedby={status === 'failed' ? promoProblemId : undefined}
              onChange={(event) => checkout.setPromoInput(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void apply();
              }}
            />
            <Button variant="secondary" disabled={!checkout.canApply.value} aria-busy={status === 'checking' || undefined} onClick={() => void apply()}>
              {status === 'checking' ? t('checking') : applied ? t('applied') : t('apply')}
            </Button>
          </div>
          <div role="status">
            {applied ? <p className={styles.promoApplied}>{t('promoApplied')}</p> : null}
          </div>
          {status === 'failed' ? (
            <p id={promoProblemId} role="alert" className={formError}>{checkout.promoError.value ?? t('promoFailed')}</p>
          ) : null}
        </div>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{t('toPay')}</span>
          <span className={styles.totalValue}>
            {applied && price !== original ? <s className={styles.was}>{original}</s> : null}
            <span className={styles.now}>{price}</span>
          </span>
        </p>
        <p className={styles.note}>{currency === 'Dollar' ? t('approvePaypal') : t('approveZarinpal')}</p>
        {checkout.payError.value ? <p role="alert" className={formError}>{checkout.payError.value}</p> : null}
      </div>
    </Modal>
  );
}
