import { DictationSession } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import * as styles from './pages.css';

/** /dashboard/spelling-book/dictation: a spelling dictation session with the learner's past answers. */
export function DictationPage() {
  const { toast } = useApp();
  return (
    <div className={styles.section}>
      <div>
        <h1 className={styles.title}>Spelling dictation</h1>
        <p className={styles.muted}>
          Listen to each word and type it before its 10 seconds run out. Press Submit on the last word to see your score.
        </p>
      </div>
      <DictationSession onToast={(message, tone) => toast(tone, message)} />
    </div>
  );
}
