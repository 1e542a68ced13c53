import { Link } from 'react-router';
import { useT } from '@pte-kit/widgets';
import { shellMessages } from '../i18n/messages';
import * as styles from './pages.css';

export function NotFound() {
  const t = useT(shellMessages);
  return (
    <div className={styles.card}>
      <h1 className={styles.cardTitle}>{t('notFound')}</h1>
      <p className={styles.muted}>{t('notFoundText')} <Link to="/dashboard">{t('backHome')}</Link></p>
    </div>
  );
}
