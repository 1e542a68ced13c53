import { SpellingBook } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { useRouterNavigate } from '../pageHooks';

/** /dashboard/spelling-book: the words, with Practice Now → /dashboard/spelling-book/dictation. */
export function SpellingBookPage() {
  const { toast } = useApp();
  return <SpellingBook onNavigate={useRouterNavigate()} onToast={(message, tone) => toast(tone, message)} />;
}
