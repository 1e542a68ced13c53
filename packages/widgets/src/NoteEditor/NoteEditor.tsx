import { LIMITS, errorMessage, type NoteDto, type PteClient, type Skill } from '@pte-kit/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { OutcomeLine } from '../private/OutcomeLine';
import { useDialogOutcome, type DialogOutcome } from '../private/useDialogOutcome';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { NoteTextEditor, type NoteContent } from './NoteTextEditor';
import { htmlToText } from './richText';
import * as styles from './NoteEditor.css';
import { commonMessages, useLocale, useT } from '../i18n';
import { noteMessages } from './messages';
import { useLaterArea } from '../i18n/later';

export interface NoteEditorProps {
  /** Whether the editor is shown. */
  open: boolean;
  /** Called with false when the learner closes it, and after Clear Note. */
  onOpenChange: (open: boolean) => void;
  /** The question the note is on. */
  practiceId: number;
  /** The question's skill and API task: the note is looked for among the notes of that practice type (else among all notes). */
  scope?: { skill: Skill; task: string };
  /** The note to edit (null: none yet) when the caller has it; without it the editor looks the note up each time it opens. */
  note?: NoteDto | null;
  /** Called with the saved note, or null once it was deleted. */
  onNoteChange?: (note: NoteDto | null) => void;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Receives 'Saved successfully', 'Deleted note' and failures. Without it they show in the editor, or beside it once it has closed. */
  onToast?: ToastHandler;
  /** 'auto' loads Quill in a browser and falls back to a plain text area where it cannot run; 'plain' always uses the text area. @default 'auto' */
  editor?: 'auto' | 'plain';
}

type LoadState = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

const EMPTY: NoteContent = { html: '', text: '' };

/**
 * The learner's note on a question: a rich-text editor (limit 5000 characters of text) with Save,
 * which creates the note or updates it at its version, and Clear, which asks before deleting it.
 */
export function NoteEditor({ open, onOpenChange, practiceId, scope, note: givenNote, onNoteChange, client, onToast, editor = 'auto' }: NoteEditorProps) {
  const api = usePteClient(client);
  const limit = LIMITS.noteChars;
  const counterId = useId();
  const limitId = useId();
  const [note, setNote] = useState<NoteDto | null>(givenNote ?? null);
  const [load, setLoad] = useState<LoadState>({ state: 'loading' });
  const [content, setContent] = useState<NoteContent>(EMPTY);
  const [editorKey, setEditorKey] = useState(0);
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { inline: message, outcome: closedMessage, announce, close, reset, setInline: setMessage } = useDialogOutcome(open, onOpenChange, onToast);
  // Counts openings, so that a look-up answering after the editor closed or reopened is dropped.
  const opening = useRef(0);
  useLaterArea('note');
  const t = useT(noteMessages);
  const common = useT(commonMessages);
  const i18n = useLocale();
  // Counts as the spec shows them (5000, not 5,000), in the locale's digits.
  const plain = (n: number) => i18n.number(n, { useGrouping: false });
  const latest = useRef({ givenNote, skill: scope?.skill, task: scope?.task });
  useEffect(() => {
    latest.current = { givenNote, skill: scope?.skill, task: scope?.task };
  });

  const start = (loaded: NoteDto | null) => {
    setNote(loaded);
    setContent({ html: loaded?.description ?? '', text: htmlToText(loaded?.description ?? '') });
    setEditorKey((key) => key + 1);
    setLoad({ state: 'ready' });
  };

  const lookUp = () => {
    const current = opening.current;
    const { givenNote: known, skill, task } = latest.current;
    if (known !== undefined) {
      start(known);
      return;
    }
    setLoad({ state: 'loading' });
    api.getNote(practiceId, skill && task ? { skill, task } : undefined).then(
      (found) => { if (current === opening.current) start(found); },
      (error: unknown) => { if (current === opening.current) setLoad({ state: 'failed', message: errorMessage(error, t('failed'), 'server') }); },
    );
  };

  useEffect(() => {
    if (!open) return;
    opening.current += 1;
    setConfirming(false);
    reset();
    lookUp();
    // Each opening reads the note afresh; the client and question only matter at that moment.
  }, [open, practiceId, api]);

  const save = async () => {
    setBusy('saving');
    setMessage(null);
    try {
      const saved = note
        ? await api.updateNote(note.id, { practiceId, description: content.html, version: note.version })
        : await api.createNote({ practiceId, description: content.html });
      setNote(saved);
      onNoteChange?.(saved);
      announce(t('saved'), 'success');
    } catch (error) {
      announce(errorMessage(error, t('failed'), 'field'), 'error');
    } finally {
      setBusy(null);
    }
  };

  const clear = async () => {
    if (!note) return;
    setBusy('deleting');
    let result: DialogOutcome;
    try {
      await api.deleteNote(note.id);
      setNote(null);
      setContent(EMPTY);
      onNoteChange?.(null);
      result = { text: t('deleted'), tone: 'success' };
    } catch (error) {
      result = { text: errorMessage(error, t('failed'), 'server'), tone: 'error' };
    }
    setBusy(null);
    setConfirming(false);
    // The editor closes whether or not the deletion went through (spec §8).
    close();
    announce(result.text, result.tone);
  };

  const count = content.text.length;
  const atLimit = count >= limit;
  const ready = load.state === 'ready';
  const canSave = ready && busy === null && content.text.trim() !== '' && !atLimit;

  const footer = confirming ? (
    <div className={styles.confirm}>
      <p className={styles.confirmText}>{t('confirm')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy !== null} onClick={() => setConfirming(false)}>{common('cancel')}</Button>
        <Button variant="danger" disabled={busy !== null} aria-busy={busy === 'deleting' || undefined} onClick={() => void clear()}>
          {t('clearNote')}
        </Button>
      </div>
    </div>
  ) : (
    <>
      {note ? <Button variant="secondary" disabled={busy !== null || !ready} onClick={() => setConfirming(true)}>{t('clear')}</Button> : null}
      <Button disabled={!canSave} aria-busy={busy === 'saving' || undefined} onClick={() => void save()}>
        {busy === 'saving' ? t('saving') : common('save')}
      </Button>
    </>
  );

  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title={t('title')} className={styles.dialog} footer={ready ? footer : undefined}>
        <div className={styles.body}>
          {load.state === 'loading' ? <p role="status" className={styles.placeholder}>{t('loading')}</p> : null}
          {load.state === 'failed' ? (
            <div className={styles.failed}>
              <p role="alert" className={styles.error}>{load.message}</p>
              <Button variant="secondary" onClick={lookUp}>{common('tryAgain')}</Button>
            </div>
          ) : null}
          {ready ? (
            <>
              <NoteTextEditor
                key={editorKey}
                mode={editor}
                initialHtml={content.html}
                onChange={setContent}
                limit={limit}
                label={t('label')}
                placeholder={t('placeholder')}
                formattingLabel={t('formatting')}
                loadingLabel={t('loadingEditor')}
                describedBy={`${counterId} ${limitId}`}
                disabled={busy !== null || confirming}
              />
              <div className={styles.meta}>
                <span id={limitId} aria-live="polite" className={styles.limit}>{atLimit ? t('limit', { limit: plain(limit) }) : ''}</span>
                <span id={counterId} className={atLimit ? styles.counterOver : styles.counter}>{t('count', { count: plain(count), limit: plain(limit) })}</span>
              </div>
            </>
          ) : null}
          {message?.tone === 'error' ? <p role="alert" className={styles.error}>{message.text}</p> : null}
          {!onToast ? <p role="status" className={styles.success}>{message?.tone === 'success' ? message.text : ''}</p> : null}
        </div>
      </Modal>
      {!onToast ? <OutcomeLine outcome={closedMessage} /> : null}
    </>
  );
}
