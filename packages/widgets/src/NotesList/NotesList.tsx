import {
  DEFAULT_NOTES_FILTERS, NOTES_PAGE_SIZE, notePageHref, notePracticeHref, notePrintHref, notesFilterProblem,
  notesRequest, skills, tasksOf, type ExamVariant, type NoteDto, type NotesFilters, type PteClient,
} from '@pte-kit/core';
import { useEffect, useId, useState } from 'react';
import { Later, deferred } from '../AnswerArea/lazy';
import { DeleteModal } from '../DeleteModal';
import type { NoteEditorProps } from '../NoteEditor';
import { Button } from '../private/Button';
import { Pager } from '../private/Pager';
import { Skeleton } from '../private/Skeleton';
import { SkeletonList } from '../private/Skeleton/SkeletonList';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { commonMessages, useT } from '../i18n';
import { useLaterArea } from '../i18n/later';
import { BookHeader, BookLink, type NavigateHandler } from '../VocabBook/bookParts';
import * as bookStyles from '../VocabBook/VocabBook.css';
import { notesListMessages } from './messages';
import { NoteContent } from './NoteContent';
import * as styles from './NotesList.css';

/** The note editor (Quill) loads when a note is first edited. */
export const LazyNoteEditor = deferred<NoteEditorProps>(() => import('../NoteEditor').then((module) => module.NoteEditor));

export function useNotesMessages() {
  useLaterArea('notesList');
  return useT(notesListMessages);
}

export interface NotesListProps {
  /** The learner's exam: its tasks are the practice-type filter's choices. */
  variant: ExamVariant;
  client?: PteClient;
  onNavigate?: NavigateHandler;
  /** 'Saved successfully', 'Note updated', 'Deleted note' and failures. */
  onToast?: ToastHandler;
  /** Where the back arrow goes. @default '/dashboard' */
  backHref?: string;
}

interface Loaded {
  notes: NoteDto[];
  total: number;
  totalPages: number;
}

/**
 * /dashboard/notes: the learner's notes on questions, newest first, filtered by practice type and, within one, by the
 * dates they were saved and their text. Each note links to its question, its own page and its printable page, and
 * can be edited or deleted in place.
 */
export function NotesList({ variant, client, onNavigate, onToast, backHref = '/dashboard' }: NotesListProps) {
  const api = usePteClient(client);
  const t = useNotesMessages();
  const tc = useT(commonMessages);
  const ids = { task: useId(), from: useId(), to: useId(), text: useId() };
  const [filters, setFilters] = useState<NotesFilters>(DEFAULT_NOTES_FILTERS);
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<NoteDto | null>(null);
  const [deleting, setDeleting] = useState<NoteDto | null>(null);
  const problem = notesFilterProblem(filters);
  const blocked = problem !== null;

  // The text filter follows the box half a second after the last keystroke, as the word books' search.
  useEffect(() => {
    if (text === filters.text) return;
    const timer = setTimeout(() => change({ text }), 500);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (blocked) return;
    let live = true;
    setLoading(true);
    setFailed(false);
    api.listNotes(notesRequest(filters, page, NOTES_PAGE_SIZE)).then((result) => {
      if (!live) return;
      const notes = result._embedded?.noteDtoList ?? [];
      setLoaded({ notes, total: result.page?.totalElements ?? notes.length, totalPages: result.page?.totalPages ?? 1 });
      setLoading(false);
    }, () => {
      if (!live) return;
      setFailed(true);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [api, filters, page, reload, blocked]);

  const change = (next: Partial<NotesFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };

  return (
    <section className={bookStyles.root}>
      <BookHeader title={t('title')} total={null} backHref={backHref} backLabel={t('back')} onNavigate={onNavigate}>
        {loaded ? <span className={bookStyles.count}>{t('notes', { n: loaded.total })}</span> : null}
      </BookHeader>
      <div className={bookStyles.filters}>
        <label className={bookStyles.field} htmlFor={ids.task}>
          {t('task')}
          <select id={ids.task} className={bookStyles.input} value={filters.task} onChange={(event) => change({ task: event.target.value })}>
            <option value="">{t('allTasks')}</option>
            {skills.map((skill) => (
              <optgroup key={skill} label={tc(skill)}>
                {tasksOf(skill, variant).map((task) => <option key={task.key} value={task.key} lang="en">{task.name}</option>)}
              </optgroup>
            ))}
          </select>
        </label>
        <label className={bookStyles.field} htmlFor={ids.from}>
          {t('from')}
          <input id={ids.from} type="date" className={bookStyles.input} value={filters.from} disabled={!filters.task} onChange={(event) => change({ from: event.target.value })} />
        </label>
        <label className={bookStyles.field} htmlFor={ids.to}>
          {t('to')}
          <input
            id={ids.to}
            type="date"
            className={bookStyles.input}
            value={filters.to}
            disabled={!filters.task}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => change({ to: event.target.value })}
          />
        </label>
        <label className={bookStyles.field} htmlFor={ids.text}>
          {t('search')}
          <input id={ids.text} type="search" className={bookStyles.input} value={text} disabled={!filters.task} onChange={(event) => setText(event.target.value)} />
        </label>
        <Button variant="secondary" onClick={() => {
          setText('');
          change(DEFAULT_NOTES_FILTERS);
        }}
        >
          {t('resetFilters')}
        </Button>
      </div>
      {!filters.task ? <p className={bookStyles.muted}>{t('needTask')}</p> : null}
      {problem ? <p role="alert" className={bookStyles.error}>{problem.message}</p> : null}
      {failed ? (
        <div role="alert" className={bookStyles.filters}>
          <p className={bookStyles.error}>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => setReload((n) => n + 1)}>{tc('tryAgain')}</Button>
        </div>
      ) : !loaded ? (
        <SkeletonList label={t('loading')} rows={4} listClassName={bookStyles.list} rowClassName={bookStyles.skeletonCard}>
          <Skeleton width="md" />
          <Skeleton shape="block" />
        </SkeletonList>
      ) : !loaded.notes.length ? (
        <p role="status" className={bookStyles.empty}>{t('empty')}</p>
      ) : (
        <div aria-busy={loading || undefined} className={bookStyles.root}>
          <ul className={styles.list}>
            {loaded.notes.map((note) => (
              <li key={note.id} className={bookStyles.card}>
                <NoteSummary note={note} onNavigate={onNavigate} onEdit={() => setEditing(note)} onDelete={() => setDeleting(note)} />
              </li>
            ))}
          </ul>
          {loaded.totalPages > 1 ? (
            <Pager page={page + 1} totalPages={loaded.totalPages} onPageChange={(next) => setPage(next - 1)} label={t('notePages')} disabled={loading} />
          ) : null}
        </div>
      )}
      {editing ? (
        <Later>
          <LazyNoteEditor
            open
            onOpenChange={(open) => !open && setEditing(null)}
            practiceId={editing.practiceId}
            note={editing}
            client={api}
            // A saved note here is always an update of one that exists: the list says 'Note updated' or 'Deleted note'.
            onToast={(message, tone) => tone !== 'success' && onToast?.(message, tone)}
            onNoteChange={(saved) => {
              onToast?.(saved ? t('noteUpdated') : t('deletedNote'), 'success');
              setReload((n) => n + 1);
            }}
          />
        </Later>
      ) : null}
      <DeleteModal
        open={deleting !== null}
        subject={t('noteSubject')}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.deleteNote(deleting.id);
          onToast?.(t('deletedNote'), 'success');
          setReload((n) => n + 1);
        }}
      />
    </section>
  );
}

/** One note in the list: its question's title (a link to the question), when it was saved, its text and its actions. */
function NoteSummary({ note, onNavigate, onEdit, onDelete }: { note: NoteDto; onNavigate?: NavigateHandler; onEdit: () => void; onDelete: () => void }) {
  const t = useNotesMessages();
  const tc = useT(commonMessages);
  return (
    <article className={styles.note}>
      <h2 className={styles.noteTitle}>
        <BookLink href={notePracticeHref(note)} onNavigate={onNavigate}><span lang="en">{note.title}</span></BookLink>
      </h2>
      <p className={bookStyles.muted}>{tc(note.skill)} · {t('modified', { date: note.lastModifiedDate })}</p>
      <NoteContent html={note.description} className={styles.excerpt} />
      <div className={styles.actions}>
        <BookLink href={notePageHref(note)} onNavigate={onNavigate} className={styles.action}>{t('open')}</BookLink>
        <BookLink href={notePrintHref(note)} onNavigate={onNavigate} className={styles.action}>{t('print')}</BookLink>
        <Button variant="secondary" size="sm" onClick={onEdit}>{t('edit')}</Button>
        <Button variant="danger" size="sm" onClick={onDelete}>{t('delete')}</Button>
      </div>
    </article>
  );
}
