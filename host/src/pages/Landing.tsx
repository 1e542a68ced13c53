import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { pageMessages } from '../i18n/pageMessages';
import * as styles from './pages.css';

export function Landing() {
  const { auth } = useApp();
  const navigate = useNavigate();
  const signedIn = Boolean(auth.session.get());
  const t = useT(pageMessages);

  useEffect(() => {
    if (signedIn) navigate('/dashboard', { replace: true });
  }, [signedIn, navigate]);

  return (
    <main className={styles.hero}>
      <div className={styles.heroCard}>
        <h1 className={styles.title}>{t('landingTitle')}</h1>
        <p className={styles.muted}>{t('landingText')}</p>
        <button type="button" className={styles.primaryButton} onClick={() => void auth.login('/dashboard')}>{t('signIn')}</button>
      </div>
    </main>
  );
}
