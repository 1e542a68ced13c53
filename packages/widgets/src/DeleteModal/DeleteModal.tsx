import { useRef, useState } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import * as styles from './DeleteModal.css';
import { commonMessages, useT } from '../i18n';
import { deleteMessages } from './messages';
import { useLaterArea } from '../i18n/later';

export interface DeleteModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false when the modal closes (Cancel, Escape, the close button, or after a successful deletion). */
  onOpenChange: (open: boolean) => void;
  /** What is deleted, in the title: 'answer', 'comment', 'reply' or 'note' (said in the learner's language). @default 'answer' */
  subject?: string;
  /** Runs the deletion; the modal closes when it resolves and shows the error message when it rejects. */
  onConfirm: () => Promise<void>;
}

/** Confirms a deletion: Delete stays disabled until "I'm sure to delete" is ticked. */
export function DeleteModal({ open, onOpenChange, subject = 'answer', onConfirm }: DeleteModalProps) {
  const [confirmed, setConfirmed] = useState(false);
  useLaterArea('deleteModal');
  const t = useT(deleteMessages);
  const common = useT(commonMessages);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Counts openings so a deletion that settles after the modal was closed or reopened is ignored.
  const attempt = useRef(0);

  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setConfirmed(false);
      setDeleting(false);
      setError(null);
    }
  }

  const close = () => {
    attempt.current += 1;
    onOpenChange(false);
  };

  const onDelete = async () => {
    const current = ++attempt.current;
    setDeleting(true);
    setError(null);
    try {
      await onConfirm();
      if (current !== attempt.current) return;
      setDeleting(false);
      onOpenChange(false);
    } catch (reason) {
      if (current !== attempt.current) return;
      setDeleting(false);
      setError(reason instanceof Error && reason.message ? reason.message : t('failed'));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('title', { subject })}
      footer={(
        <>
          <Button variant="secondary" onClick={close}>{common('cancel')}</Button>
          <Button variant="danger" disabled={!confirmed || deleting} aria-busy={deleting || undefined} onClick={onDelete}>
            {deleting ? t('deleting') : t('delete')}
          </Button>
        </>
      )}
    >
      <div className={styles.body}>
        <p className={styles.text}>{t('text', { subject })}</p>
        <label className={styles.confirm}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={confirmed}
            disabled={deleting}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {t('confirm')}
        </label>
        {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      </div>
    </Modal>
  );
}
