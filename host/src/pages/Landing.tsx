import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../appContext';
import * as styles from './pages.css';

export function Landing() {
  const { auth } = useApp();
  const navigate = useNavigate();
  const signedIn = Boolean(auth.session.get());

  useEffect(() => {
    if (signedIn) navigate('/dashboard', { replace: true });
  }, [signedIn, navigate]);

  return (
    <main className={styles.hero}>
      <div className={styles.heroCard}>
        <h1 className={styles.title}>Practise PTE the way the exam works</h1>
        <p className={styles.muted}>
          Every task of PTE Academic and PTE Core, scored as the exam scores it, with your answers and the community's side by side.
        </p>
        <button type="button" className={styles.primaryButton} onClick={() => void auth.login('/dashboard')}>Sign in</button>
      </div>
    </main>
  );
}
