import { useT } from '@pte-kit/widgets';
import type { Toast } from '../appContext';
import { shellMessages } from '../i18n/messages';
import * as styles from './layout.css';

export function Toasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const t = useT(shellMessages);
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={[styles.toast, toast.kind === 'error' ? styles.toastError : toast.kind === 'success' ? styles.toastSuccess : ''].join(' ')}>
          <span>{toast.text}</span>
          <button type="button" aria-label={t('dismiss')} className={styles.toastDismiss} onClick={() => onDismiss(toast.id)}>×</button>
        </div>
      ))}
    </div>
  );
}
