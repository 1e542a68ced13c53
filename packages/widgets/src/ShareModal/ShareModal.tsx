import { MESSAGES, type AnswerRecord } from '@pte-kit/core';
import { useEffect, useId, useState } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { formatDateTime } from '../ScoreModal/formatDateTime';
import * as styles from './ShareModal.css';

export interface ShareModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false when the learner closes it. */
  onOpenChange: (open: boolean) => void;
  /** The answer to share: its share link, date and score. */
  record: AnswerRecord;
  /** Writes text to the clipboard. @default navigator.clipboard.writeText */
  writeText?: (text: string) => Promise<void>;
}

/** Share one scored answer: its public link with a Copy button ('Link copied!' or 'Link not found!'), and when it was made. */
export function ShareModal({ open, onOpenChange, record, writeText }: ShareModalProps) {
  const inputId = useId();
  const [status, setStatus] = useState<string | null>(null);
  const [date, time] = formatDateTime(record.lastModifiedDate).split(' ');
  useEffect(() => setStatus(null), [open, record.id]);

  const copy = async () => {
    if (!record.shareLink) {
      setStatus(MESSAGES.linkNotFound);
      return;
    }
    try {
      await (writeText ?? ((text: string) => navigator.clipboard.writeText(text)))(record.shareLink);
      setStatus(MESSAGES.linkCopied);
    } catch {
      setStatus(MESSAGES.linkNotFound);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Share your answer" className={styles.dialog}>
      <div className={styles.body}>
        <p className={styles.meta}>
          Answered on <time dateTime={record.lastModifiedDate}>{date}</time> at <span>{time}</span>, score {record.score} of {record.maxScore}.
        </p>
        <label className={styles.label} htmlFor={inputId}>Link to this answer</label>
        <div className={styles.row}>
          <input id={inputId} className={styles.input} readOnly value={record.shareLink ?? ''} onFocus={(event) => event.currentTarget.select()} />
          <Button onClick={() => void copy()}>Copy</Button>
        </div>
        <p role="status" className={styles.status}>{status}</p>
      </div>
    </Modal>
  );
}
