import { useSearchParams } from 'react-router';
import { noteIdOf } from '@pte-kit/core';
import { PrintNote, useT } from '@pte-kit/widgets';
import { shellMessages } from '../i18n/messages';
import { useRouterNavigate, useSignedInPage } from '../pageHooks';
import { NotFound } from './NotFound';
import * as styles from './receipt.css';

/**
 * /print/{practiceType}?id={noteId}: one note alone on the page, without the dashboard's header, laid out for paper.
 * Signed-in learners only (the API answers another learner's note with 404).
 */
export function PrintNotePage() {
  const [search] = useSearchParams();
  const shell = useT(shellMessages);
  const signedIn = useSignedInPage();
  const onNavigate = useRouterNavigate();
  const id = noteIdOf(search.get('id'));
  if (id === null) return <NotFound />;
  if (!signedIn) return <p aria-busy="true">{shell('loading')}</p>;
  return (
    <main className={styles.page}>
      <PrintNote noteId={id} backHref={`/dashboard/notes/${id}`} onNavigate={onNavigate} />
    </main>
  );
}
