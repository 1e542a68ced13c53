import { Link } from 'react-router';
import * as styles from './pages.css';

export function NotFound() {
  return (
    <div className={styles.card}>
      <h1 className={styles.cardTitle}>Page not found</h1>
      <p className={styles.muted}>There is nothing at this address. <Link to="/dashboard">Back to the dashboard</Link></p>
    </div>
  );
}
