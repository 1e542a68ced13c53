import { useNavigate, useParams } from 'react-router';
import { noteIdOf } from '@pte-kit/core';
import { NoteView } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { useRouterNavigate } from '../pageHooks';
import { NotFound } from './NotFound';

/** /dashboard/notes/{id}?type={skill}. */
export function NotePage() {
  const { toast } = useApp();
  const navigate = useNavigate();
  const onNavigate = useRouterNavigate();
  const id = noteIdOf(useParams().id);
  if (id === null) return <NotFound />;
  return <NoteView key={id} noteId={id} onNavigate={onNavigate} onToast={(message, tone) => toast(tone, message)} onDeleted={() => navigate('/dashboard/notes')} />;
}
