import { PronunciationBook } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { useRouterNavigate } from '../pageHooks';

/** /dashboard/pronunciation-book. */
export function PronunciationBookPage() {
  const { toast } = useApp();
  return <PronunciationBook onNavigate={useRouterNavigate()} onToast={(message, tone) => toast(tone, message)} />;
}
