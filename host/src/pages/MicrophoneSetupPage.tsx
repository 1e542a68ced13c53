import { useLocation, useNavigate } from 'react-router';
import { MicrophoneWizard, useT } from '@pte-kit/widgets';
import { pageMessages } from '../i18n/pageMessages';
import * as styles from './pages.css';

/** Where 'Save and return to PTE practice' leads: the dashboard page the learner came from, else the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/dashboard') && !from.startsWith('/dashboard/microphone-setup') ? from : '/dashboard';
}

/** /dashboard/microphone-setup: the four-step microphone wizard; the chosen device is what every recorder then uses. */
export function MicrophoneSetupPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT(pageMessages);
  return (
    <div className={styles.section}>
      <div>
        <h1 className={styles.title}>{t('microphoneTitle')}</h1>
        <p className={styles.muted}>{t('microphoneText')}</p>
      </div>
      <MicrophoneWizard onFinish={() => navigate(returnPath(location.state))} />
    </div>
  );
}
