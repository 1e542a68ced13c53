import { pteTypeLabel, scoreModalHeading, type AnswerRecord, type PracticeQuestion } from '@pte-kit/core';
import { useState } from 'react';
import { Badge } from '../private/Badge';
import { Button } from '../private/Button';
import { ShareModal } from '../ShareModal';
import { Modal } from '../private/Modal';
import { ScoreRing } from '../private/ScoreRing';
import { formatDateTime } from './formatDateTime';
import { ScoredAnswer } from './ScoredAnswer';
import { useT } from '../i18n';
import { scoreMessages } from './messages';
import * as styles from './ScoreModal.css';

export interface ScoreModalProps {
  /** Whether the modal is shown; it stays closed while `record` is null. */
  open: boolean;
  /** Called with false when the learner closes the modal. */
  onOpenChange: (open: boolean) => void;
  /** The scored answer to show. */
  record: AnswerRecord | null;
  /** The question it answers (for the passage and options). */
  question: PracticeQuestion;
  /** The question's explanation, from its answer section; shown under the answer when given. */
  explanation?: string | null;
  /** Current path: the heading shows its second segment as the skill and third as the task, hyphens as spaces (scoreModalHeading). @default window.location.pathname */
  pathname?: string;
  /** Origin of the API serving `/media` (recordings of spoken answers). @default '' (same origin) */
  mediaBaseUrl?: string;
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/** Score detail of one answer: score ring, the answer coloured green / red, and the question's explanation. */
export function ScoreModal({ open, onOpenChange, record, question, explanation, pathname, mediaBaseUrl }: ScoreModalProps) {
  const { skill, task } = scoreModalHeading(pathname ?? currentPathname());
  const t = useT(scoreMessages);
  const title = [skill && t('skill', { skill }), task].filter(Boolean).join(' · ') || t('score');

  const [sharing, setSharing] = useState(false);

  return (
    <>
      <Modal open={open && record !== null && !sharing} onOpenChange={onOpenChange} title={title} className={styles.dialog}>
        {record ? <ScoreDetail record={record} question={question} explanation={explanation} mediaBaseUrl={mediaBaseUrl} onShare={record.type === 'MY_ANSWER' ? () => setSharing(true) : undefined} /> : null}
      </Modal>
      {record ? <ShareModal open={open && sharing} onOpenChange={(next) => setSharing(next)} record={record} /> : null}
    </>
  );
}

export interface ScoreDetailProps {
  record: AnswerRecord;
  question: PracticeQuestion;
  /** The question's explanation (answer section); shown when given. */
  explanation?: string | null;
  /** Shows a Share button that calls this. */
  onShare?: () => void;
  /** Level of the section headings. @default 3 */
  headingLevel?: 2 | 3;
  /** Origin of the API serving `/media`. @default '' (same origin) */
  mediaBaseUrl?: string;
}

/** The body of the score modal, also the public share page: who, when, score ring, the coloured answer and the explanation. */
export function ScoreDetail({ record, question, explanation, onShare, headingLevel = 3, mediaBaseUrl }: ScoreDetailProps) {
  const SectionHeading = `h${headingLevel}` as const;
  const mine = record.type === 'MY_ANSWER';
  const t = useT(scoreMessages);
  const nickname = mine ? t('me') : record.nickname;

  return (
    <div className={styles.body}>
      <div className={styles.summary}>
        <div className={styles.who}>
          {record.avatar ? (
            <img className={styles.avatar} src={record.avatar} alt="" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">{nickname.charAt(0).toUpperCase()}</span>
          )}
          <div className={styles.whoText}>
            <span className={styles.nickname}>{nickname}</span>
            <span className={styles.meta}>
              <time dateTime={record.lastModifiedDate}>{formatDateTime(record.lastModifiedDate)}</time>
              <Badge tone="brand">{pteTypeLabel(record.pteType)}</Badge>
            </span>
          </div>
        </div>
        <ScoreRing score={record.score} max={record.maxScore} />
      </div>
      {onShare ? (
        <div>
          <Button variant="secondary" onClick={onShare}>{t('share')}</Button>
        </div>
      ) : null}

      <section className={styles.section}>
        <SectionHeading className={styles.sectionTitle}>{mine ? t('yourAnswer') : t('answer')}</SectionHeading>
        <ScoredAnswer record={record} content={question.content} mediaBaseUrl={mediaBaseUrl} />
      </section>

      {explanation ? (
        <section className={styles.section}>
          <SectionHeading className={styles.sectionTitle}>{t('explanation')}</SectionHeading>
          <p className={styles.explanation} lang="en" dir="ltr">{explanation}</p>
        </section>
      ) : null}
    </div>
  );
}
