import { MESSAGES, type DictationScoredAnswer, type PastAnswersModel } from '@pte-kit/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { Button } from '../private/Button';
import { Skeleton } from '../private/Skeleton';
import { formatDateTime } from '../ScoreModal/formatDateTime';
import * as styles from './DictationSession.css';
import { VisuallyHidden } from '../private/VisuallyHidden';

/** Placeholder rows while the first page loads (spec §9: answer lists show 5 or 2). */
const SKELETON_ROWS = 2;

export interface PastAnswersProps {
  model: PastAnswersModel;
  onView: (answer: DictationScoredAnswer) => void;
  onDelete: (answer: DictationScoredAnswer) => void;
  headingLevel: 2 | 3;
}

/** The learner's scored sessions, newest first, each with View and Delete, and Load more while there are more. */
export function PastAnswers({ model, onView, onDelete, headingLevel }: PastAnswersProps) {
  useSignals();
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const items = model.items.value;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.pastHeader}>
        <Heading id={headingId} className={styles.pastTitle}>Past answers</Heading>
        {items ? <span className={styles.muted}>{model.total.value} in total</span> : null}
      </div>
      {items === null && !model.failed.value ? (
        <div aria-busy="true">
          <VisuallyHidden as="p" role="status">Loading past answers</VisuallyHidden>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className={styles.skeletonRow} data-skeleton="">
              <Skeleton width="sm" />
              <Skeleton width="lg" />
            </div>
          ))}
        </div>
      ) : model.failed.value && items === null ? (
        <div>
          <p role="alert" className={styles.error}>{MESSAGES.somethingWrong}</p>
          <Button variant="secondary" size="sm" onClick={() => void model.reload()}>Try again</Button>
        </div>
      ) : items?.length ? (
        <ul className={styles.pastList} aria-label="Scored sessions" aria-busy={model.loading.value || undefined}>
          {items.map((answer) => {
            const summary = `${answer.score} / ${answer.words.length}`;
            const when = formatDateTime(answer.lastModifiedDate);
            return (
              <li key={answer.id} className={styles.pastItem}>
                <span className={styles.pastScore}>{summary}</span>
                <span className={styles.pastDate}>{when}</span>
                <span className={styles.pastActions}>
                  <Button variant="secondary" size="sm" aria-label={`View the answer of ${when}, score ${summary}`} onClick={() => onView(answer)}>
                    View
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Delete the answer of ${when}, score ${summary}`} onClick={() => onDelete(answer)}>
                    Delete
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{MESSAGES.noAnswers}</p>
      )}
      {model.hasMore.value ? (
        <Button variant="secondary" className={styles.loadMore} disabled={model.loading.value} onClick={() => void model.loadMore()}>
          {model.loading.value ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}
