import { createDashboardResource, findTaskByApi, notePracticeHref, notePrintHref, type NoteDto, type PteClient } from '@pte-kit/core';
import { useState } from 'react';
import { Later } from '../AnswerArea/lazy';
import { DeleteModal } from '../DeleteModal';
import { Button } from '../private/Button';
import { Skeleton } from '../private/Skeleton';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { commonMessages, useT } from '../i18n';
import { BookHeader, BookLink, type NavigateHandler } from '../VocabBook/bookParts';
import * as bookStyles from '../VocabBook/VocabBook.css';
import { NoteContent } from './NoteContent';
import { LazyNoteEditor, useNotesMessages } from './NotesList';
import * as styles from './NotesList.css';

export interface NoteViewProps {
  /** The note shown. */
  noteId: number;
  client?: PteClient;
  onNavigate?: NavigateHandler;
  onToast?: ToastHandler;
  /** After the note was deleted (the page goes back to the list). */
  onDeleted?: () => void;
  /** Where the back arrow goes. @default '/dashboard/notes' */
  backHref?: string;
}

/** Loads one of the learner's notes; null until it came, 'missing' when the server has none of that id for them. */
function useNote(client: PteClient, noteId: number) {
  return useModel(() => createDashboardResource(() => client.getNoteById(noteId)), [client, noteId]);
}

/** /dashboard/notes/{id}?type={skill}: one note with its question's link, Edit, Print and Delete. */
export function NoteView({ noteId, client, onNavigate, onToast, onDeleted, backHref = '/dashboard/notes' }: NoteViewProps) {
  const api = usePteClient(client);
  const t = useNotesMessages();
  const tc = useT(commonMessages);
  const resource = useNote(api, noteId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const note = resource.data.value;
  return (
    <section className={bookStyles.root}>
      <BookHeader title={t('title')} total={null} backHref={backHref} backLabel={t('back')} onNavigate={onNavigate} />
      {resource.failed.value ? (
        <p role="alert" className={bookStyles.error}>{t('notFound')}</p>
      ) : !note ? (
        <div aria-busy="true" className={bookStyles.card}><Skeleton width="md" /><Skeleton shape="block" /></div>
      ) : (
        <article className={`${bookStyles.card} ${styles.note}`}>
          <h2 className={styles.noteTitle}>
            <BookLink href={notePracticeHref(note)} onNavigate={onNavigate}><span lang="en">{note.title}</span></BookLink>
          </h2>
          <p className={bookStyles.muted}>
            {tc(note.skill)} · <span lang="en">{findTaskByApi(note.skill, note.task)?.name ?? note.task}</span> · {t('modified', { date: note.lastModifiedDate })}
          </p>
          <NoteContent html={note.description} className={styles.body} />
          <div className={styles.actions}>
            <BookLink href={notePrintHref(note)} onNavigate={onNavigate} className={styles.action}>{t('print')}</BookLink>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>{t('edit')}</Button>
            <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>{t('delete')}</Button>
          </div>
        </article>
      )}
      {note && editing ? (
        <Later>
          <LazyNoteEditor
            open
            onOpenChange={(open) => !open && setEditing(false)}
            practiceId={note.practiceId}
            note={note}
            client={api}
            onToast={(message, tone) => tone !== 'success' && onToast?.(message, tone)}
            onNoteChange={(saved: NoteDto | null) => {
              if (saved) {
                resource.set(saved);
                onToast?.(t('noteUpdated'), 'success');
              } else {
                onToast?.(t('deletedNote'), 'success');
                onDeleted?.();
              }
            }}
          />
        </Later>
      ) : null}
      <DeleteModal
        open={deleting}
        subject={t('noteSubject')}
        onOpenChange={(open) => !open && setDeleting(false)}
        onConfirm={async () => {
          await api.deleteNote(noteId);
          onToast?.(t('deletedNote'), 'success');
          onDeleted?.();
        }}
      />
    </section>
  );
}

export interface PrintNoteProps {
  noteId: number;
  client?: PteClient;
  /** Opens the browser's print dialog once the note has loaded. @default false */
  autoPrint?: boolean;
  /** Where Back goes. */
  backHref?: string;
  onNavigate?: NavigateHandler;
}

/** /print/{practiceType}?id={noteId}: the note laid out for paper (print CSS: no app chrome, black on white). */
export function PrintNote({ noteId, client, autoPrint = false, backHref, onNavigate }: PrintNoteProps) {
  const api = usePteClient(client);
  const t = useNotesMessages();
  const tc = useT(commonMessages);
  const resource = useNote(api, noteId);
  const note = resource.data.value;
  const [printed, setPrinted] = useState(false);
  if (note && autoPrint && !printed) {
    setPrinted(true);
    setTimeout(() => window.print(), 0);
  }
  return (
    <article className={styles.sheet}>
      {resource.failed.value ? <p role="alert">{t('notFound')}</p> : !note ? (
        <div aria-busy="true"><Skeleton width="md" /><Skeleton shape="block" /></div>
      ) : (
        <>
          <header className={styles.sheetHead}>
            <p className={bookStyles.muted}>{t('printedFrom')}</p>
            <h1 className={styles.sheetTitle} lang="en">{note.title}</h1>
            <p className={bookStyles.muted}>
              {tc(note.skill)} · <span lang="en">{findTaskByApi(note.skill, note.task)?.name ?? note.task}</span>
              {' · '}{t('modified', { date: note.lastModifiedDate })}
            </p>
          </header>
          <NoteContent html={note.description} className={styles.printBody} />
          <div className={`${styles.actions} ${styles.noPrint}`}>
            <Button onClick={() => window.print()}>{t('printNote')}</Button>
            {backHref ? <BookLink href={backHref} onNavigate={onNavigate} className={styles.action}>{t('back')}</BookLink> : null}
          </div>
        </>
      )}
    </article>
  );
}
