import { Link, useSearchParams } from 'react-router';
import { OrderReceipt, useT } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { useSignedInPage } from '../pageHooks';
import { shellMessages } from '../i18n/messages';
import { NotFound } from './NotFound';
import { paymentMessages } from './paymentMessages';
import * as styles from './receipt.css';

/**
 * /print/receipt?id=<order> (beside the spec's /print/{practiceType} pages): one order's receipt alone on the page,
 * without the dashboard's header, so that printing it prints the receipt. Signed-in learners only; the API answers
 * another learner's order with 404.
 */
export function ReceiptPage() {
  const { client, user } = useApp();
  const [search] = useSearchParams();
  const t = useT(paymentMessages);
  const shell = useT(shellMessages);
  // Outside the dashboard's shell (a page to print), so it signs in as the shell does.
  const signedIn = useSignedInPage();
  const id = Number(search.get('id'));

  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  if (!signedIn) return <p aria-busy="true">{shell('loading')}</p>;
  return (
    <main className={styles.page}>
      <Link to="/dashboard/purchase-history" className={styles.back}>{t('backToHistory')}</Link>
      <OrderReceipt orderId={id} client={client} learner={user ? { name: user.name, email: user.email } : null} />
    </main>
  );
}
