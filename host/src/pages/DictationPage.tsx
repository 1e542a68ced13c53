import { DictationSession, useT } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { pageMessages } from '../i18n/pageMessages';
import * as styles from './pages.css';

/** /dashboard/spelling-book/dictation: a spelling dictation session with the learner's past answers. */
export function DictationPage() {
  const { toast } = useApp();
  const t = useT(pageMessages);
  return (
    <div className={styles.section}>
      <div>
        <h1 className={styles.title}>{t('dictationTitle')}</h1>
        <p className={styles.muted}>{t('dictationText')}</p>
      </div>
      <DictationSession onToast={(message, tone) => toast(tone, message)} />
    </div>
  );
}
