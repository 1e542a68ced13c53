import type { AnswerRecord } from '@pte-kit/core';
import { useEffect, useId, useState } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { formatDateTime } from '../ScoreModal/formatDateTime';
import * as styles from './ShareModal.css';
import { useLocale, useT } from '../i18n';
import { shareMessages } from './messages';
import { useLaterArea } from '../i18n/later';

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
  useLaterArea('share');
  const t = useT(shareMessages);
  const i18n = useLocale();
  const [date, time] = formatDateTime(record.lastModifiedDate).split(' ');
  // English keeps the API's YYYY-MM-DD HH:MM; another locale says the day in its calendar and digits (UTC, as sent).
  const at = (style: 'date' | 'time', text: string) => (i18n.locale.value === 'en' || !text
    ? text
    : i18n.date(`${date}T${time}:00Z`, style === 'date' ? { dateStyle: 'medium', timeZone: 'UTC' } : { timeStyle: 'short', timeZone: 'UTC' }));
  const [beforeDate, rest = ''] = t('answered', { score: record.score, max: record.maxScore }).split('<date>');
  const [betweenDateAndTime, afterTime = ''] = rest.split('<time>');
  useEffect(() => setStatus(null), [open, record.id]);

  const copy = async () => {
    if (!record.shareLink) {
      setStatus(t('notFound'));
      return;
    }
    try {
      await (writeText ?? ((text: string) => navigator.clipboard.writeText(text)))(record.shareLink);
      setStatus(t('copied'));
    } catch {
      setStatus(t('notFound'));
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} className={styles.dialog}>
      <div className={styles.body}>
        <p className={styles.meta}>
          {beforeDate}<time dateTime={record.lastModifiedDate}>{at('date', date)}</time>{betweenDateAndTime}<span>{at('time', time)}</span>{afterTime}
        </p>
        <label className={styles.label} htmlFor={inputId}>{t('link')}</label>
        <div className={styles.row}>
          <input id={inputId} className={styles.input} readOnly value={record.shareLink ?? ''} onFocus={(event) => event.currentTarget.select()} />
          <Button onClick={() => void copy()}>{t('copy')}</Button>
        </div>
        <p role="status" className={styles.status}>{status}</p>
      </div>
    </Modal>
  );
}
