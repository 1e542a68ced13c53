import { type DictationScoredAnswer, type PastAnswersModel } from '@pte-kit/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { Button } from '../private/Button';
import { Skeleton } from '../private/Skeleton';
import * as styles from './DictationSession.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useLocale, useT } from '../i18n';
import { localDateTime } from '../private/localDateTime';
import { dictationMessages } from './messages';

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
  const t = useT(dictationMessages);
  const i18n = useLocale();

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.pastHeader}>
        <Heading id={headingId} className={styles.pastTitle}>{t('pastAnswers')}</Heading>
        {items ? <span className={styles.muted}>{t('inTotal', { n: model.total.value })}</span> : null}
      </div>
      {items === null && !model.failed.value ? (
        <div aria-busy="true">
          <VisuallyHidden as="p" role="status">{t('loadingPast')}</VisuallyHidden>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className={styles.skeletonRow} data-skeleton="">
              <Skeleton width="sm" />
              <Skeleton width="lg" />
            </div>
          ))}
        </div>
      ) : model.failed.value && items === null ? (
        <div>
          <p role="alert" className={styles.error}>{t('failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void model.reload()}>{t('tryAgain')}</Button>
        </div>
      ) : items?.length ? (
        <ul className={styles.pastList} aria-label={t('scoredSessions')} aria-busy={model.loading.value || undefined}>
          {items.map((answer) => {
            const summary = t('summary', { score: answer.score, total: answer.words.length });
            const when = localDateTime(i18n, answer.lastModifiedDate);
            return (
              <li key={answer.id} className={styles.pastItem}>
                <span className={styles.pastScore}>{summary}</span>
                <span className={styles.pastDate}>{when}</span>
                <span className={styles.pastActions}>
                  <Button variant="secondary" size="sm" aria-label={t('viewLabel', { when, summary })} onClick={() => onView(answer)}>
                    {t('view')}
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t('deleteLabel', { when, summary })} onClick={() => onDelete(answer)}>
                    {t('delete')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{t('noAnswers')}</p>
      )}
      {model.hasMore.value ? (
        <Button variant="secondary" className={styles.loadMore} disabled={model.loading.value} onClick={() => void model.loadMore()}>
          {model.loading.value ? t('loading') : t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
