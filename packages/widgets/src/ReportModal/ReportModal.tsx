import { LIMITS, type PteClient, type ProblemReportDto } from '@pte-kit/core';
import { useId, useState } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { OutcomeLine } from '../private/OutcomeLine';
import { useDialogOutcome } from '../private/useDialogOutcome';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import * as styles from './ReportModal.css';
import { commonMessages, useLocale, useT } from '../i18n';
import { reportMessages } from './messages';
import { useLaterArea } from '../i18n/later';

export interface ReportModalProps {
  /** Whether the form is shown. */
  open: boolean;
  /** Called with false when the learner closes it, and after the report was sent. */
  onOpenChange: (open: boolean) => void;
  /** The question reported. */
  practiceId: number;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Receives 'Reported successfully' and failures. Without it a failure shows in the form and the success beside it. */
  onToast?: ToastHandler;
  /** Called with the stored report. */
  onReported?: (report: ProblemReportDto) => void;
  /** Keeps Submit disabled, whatever the text. @default false */
  submitDisabled?: boolean;
}

/** Report a problem with a question: up to 400 characters (more is not taken in), not empty, then 'Reported successfully'. */
export function ReportModal({ open, onOpenChange, practiceId, client, onToast, onReported, submitDisabled = false }: ReportModalProps) {
  const api = usePteClient(client);
  const limit = LIMITS.reportChars;
  const fieldId = useId();
  const counterId = useId();
  const [description, setDescription] = useState('');
  useLaterArea('report');
  const t = useT(reportMessages);
  const common = useT(commonMessages);
  const i18n = useLocale();
  const { pending: sending, inline, outcome, submit: send } = useDialogOutcome(open, onOpenChange, onToast);

  const submit = () => send(async () => {
    const report = await api.reportProblem(practiceId, description.trim());
    setDescription('');
    onReported?.(report);
  }, t('reported'), 'field');

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t('title')}
        footer={(
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>{common('cancel')}</Button>
            <Button
              disabled={submitDisabled || sending || description.trim() === ''}
              aria-busy={sending || undefined}
              onClick={() => void submit()}
            >
              {sending ? t('sending') : t('submit')}
            </Button>
          </>
        )}
      >
        <div className={styles.body}>
          <label htmlFor={fieldId} className={styles.label}>{t('question')}</label>
          <textarea
            id={fieldId}
            className={styles.textarea}
            rows={5}
            maxLength={limit}
            value={description}
            disabled={sending}
            aria-describedby={counterId}
            onChange={(event) => setDescription(event.target.value.slice(0, limit))}
          />
          <span id={counterId} className={styles.counter}>{t('count', { count: i18n.number(description.length, { useGrouping: false }), limit: i18n.number(limit, { useGrouping: false }) })}</span>
          {inline ? <p role="alert" className={styles.error}>{inline.text}</p> : null}
        </div>
      </Modal>
      {!onToast ? <OutcomeLine outcome={outcome} /> : null}
    </>
  );
}
