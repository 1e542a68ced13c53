import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@pte-kit/core';
import { useT } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { pageMessages } from '../i18n/pageMessages';
import * as styles from './pages.css';

export function AuthCallback() {
  const { auth } = useApp();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const t = useT(pageMessages);

  useEffect(() => {
    // The code can be exchanged once; StrictMode's second effect run must not try again.
    if (started.current) return;
    started.current = true;
    auth.completeLogin(window.location.search).then(
      (returnTo) => navigate(returnTo, { replace: true }),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, [auth, navigate]);

  return (
    <main className={styles.hero}>
      <div className={styles.heroCard}>
        {error ? (
          <>
            <p role="alert" className={styles.error}>{error}</p>
            <button type="button" className={styles.primaryButton} onClick={() => void auth.login('/dashboard')}>{t('signInAgain')}</button>
          </>
        ) : (
          <p className={styles.muted}>{t('signingIn')}</p>
        )}
      </div>
    </main>
  );
}
