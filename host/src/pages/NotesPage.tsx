import { variantOf } from '@pte-kit/core';
import { NotesList } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { useRouterNavigate } from '../pageHooks';

/** /dashboard/notes. */
export function NotesPage() {
  const { user, toast } = useApp();
  return <NotesList variant={variantOf(user!.profile.pteType)} onNavigate={useRouterNavigate()} onToast={(message, tone) => toast(tone, message)} />;
}
