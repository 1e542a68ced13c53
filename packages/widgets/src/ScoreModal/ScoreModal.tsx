import { pteTypeLabel, scoreModalHeading, scoreRingMax, type AnswerRecord, type PracticeQuestion } from '@pte-kit/core';
import { Badge } from '../private/Badge';
import { Modal } from '../private/Modal';
import { ScoreRing } from '../private/ScoreRing';
import { formatDateTime } from './formatDateTime';
import { ScoredAnswer } from './ScoredAnswer';
import * as styles from './ScoreModal.css';

export interface ScoreModalProps {
  /** Whether the modal is shown; it stays closed while `record` is null. */
  open: boolean;
  /** Called with false when the learner closes the modal. */
  onOpenChange: (open: boolean) => void;
  /** The scored answer to show. */
  record: AnswerRecord | null;
  /** The question it answers (for the passage, options and the key). */
  question: PracticeQuestion;
  /** Current path: the heading shows its second segment as the skill and third as the task, hyphens as spaces (scoreModalHeading). @default window.location.pathname */
  pathname?: string;
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/** Score detail of one answer: score ring, the answer coloured green / red, and the question's explanation. */
export function ScoreModal({ open, onOpenChange, record, question, pathname }: ScoreModalProps) {
  const { skill, task } = scoreModalHeading(pathname ?? currentPathname());
  const title = [skill, task].filter(Boolean).join(' · ') || 'Score';

  return (
    <Modal open={open && record !== null} onOpenChange={onOpenChange} title={title} className={styles.dialog}>
      {record ? <ScoreDetail record={record} question={question} /> : null}
    </Modal>
  );
}

function ScoreDetail({ record, question }: { record: AnswerRecord; question: PracticeQuestion }) {
  const mine = record.type === 'MY_ANSWER';
  const nickname = mine ? 'Me' : record.nickname;

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
        <ScoreRing score={record.score} max={question.answerKey.kind === 'open' ? record.maxScore : scoreRingMax(question.answerKey)} />
      </div>

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{mine ? 'Your answer' : 'Answer'}</h3>
        <ScoredAnswer record={record} content={question.content} answerKey={question.answerKey} />
      </section>

      {question.explanation ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>Explanation</h3>
          <p className={styles.explanation}>{question.explanation}</p>
        </section>
      ) : null}
    </div>
  );
}
