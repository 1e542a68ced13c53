import { PurchaseHistory, useT } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { useRouterNavigate } from '../pageHooks';
import { paymentMessages } from './paymentMessages';
import * as styles from './pages.css';

/** /dashboard/purchase-history (spec §2, the user menu's Purchase History): the learner's orders and their receipts. */
export function PurchaseHistoryPage() {
  const { client } = useApp();
  const t = useT(paymentMessages);
  const onNavigate = useRouterNavigate();

  return (
    <div className={styles.section}>
      <h1 className={styles.title}>{t('historyTitle')}</h1>
      <PurchaseHistory client={client} receiptHref={(order) => `/print/receipt?id=${order.id}`} onNavigate={onNavigate} />
    </div>
  );
}
