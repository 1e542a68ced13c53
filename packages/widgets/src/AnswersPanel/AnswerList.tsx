import { formatScore, pteTypeLabel } from '@pte-kit/core';
import type { AnswerRecord, LocaleModel } from '@pte-kit/core';
import { useId } from 'react';
import { Button } from '../private/Button';
import { Skeleton, SkeletonList } from '../private/Skeleton';
import type { AnswerListState } from './AnswersPanel';
import * as styles from './AnswerList.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { commonMessages, useLocale, useT } from '../i18n';
import { answersMessages } from './messages';
import { useLaterArea } from '../i18n/later';

/** Spec 9: answer lists show a 5-row skeleton while their first page loads. */
const SKELETON_ROWS = 5;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `YYYY-MM-DD HH:MM` in the learner's time zone. The API sends UTC; a stamp without an offset
 * (as Java's LocalDateTime serialises) is read as UTC rather than as local time.
 */
export function formatAnswerDate(iso: string): string {
  const hasOffset = /(?:z|[+-]\d{2}:?\d{2})$/i.test(iso);
  const date = new Date(hasOffset ? iso : `${iso}Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The same moment in another locale's calendar and digits, in the learner's zone. */
function localAnswerDate(i18n: LocaleModel, iso: string): string {
  const hasOffset = /(?:z|[+-]\d{2}:?\d{2})$/i.test(iso);
  const date = new Date(hasOffset ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? iso : i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
}

function initialOf(nickname: string): string {
  return nickname.trim().charAt(0).toUpperCase() || '?';
}

interface AnswerListProps {
  state: AnswerListState;
  onOpenRecord?: (record: AnswerRecord) => void;
  onRequestDelete?: (record: AnswerRecord) => void;
}

function RecordRow({ record, onOpenRecord, onRequestDelete }: { record: AnswerRecord } & Omit<AnswerListProps, 'state'>) {
  const metaId = useId();
  const deletable = record.type === 'MY_ANSWER' && onRequestDelete;
  useLaterArea('answers');
  const t = useT(answersMessages);
  const i18n = useLocale();
  const english = i18n.locale.value === 'en';
  return (
    <li className={styles.record}>
      {record.avatar ? (
        <img className={styles.avatar} src={record.avatar} alt="" width={40} height={40} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">{initialOf(record.nickname)}</span>
      )}
      <div id={metaId} className={styles.meta}>
        <span className={styles.nickname}>{record.nickname}</span>
        <time className={styles.date} dateTime={record.lastModifiedDate}>{english ? formatAnswerDate(record.lastModifiedDate) : localAnswerDate(i18n, record.lastModifiedDate)}</time>
        <span className={styles.examType}>{pteTypeLabel(record.pteType)}</span>
        <span className={styles.score}>
          <VisuallyHidden>{t('score')}</VisuallyHidden>
          {english ? formatScore(record.score) : i18n.number(Number(formatScore(record.score)))}/{i18n.number(record.maxScore)}
        </span>
      </div>
      {onOpenRecord || deletable ? (
        <div className={styles.actions}>
          {onOpenRecord ? (
            <Button variant="secondary" size="sm" aria-describedby={metaId} onClick={() => onOpenRecord(record)}>{t('view')}</Button>
          ) : null}
          {deletable ? (
            <Button variant="ghost" size="sm" aria-describedby={metaId} onClick={() => onRequestDelete(record)}>{t('delete')}</Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** One tab's list of scored answers with its loading, empty and load-more states. */
export function AnswerList({ state, onOpenRecord, onRequestDelete }: AnswerListProps) {
  const { records, total, onLoadMore, loading = false } = state;
  useLaterArea('answers');
  const t = useT(answersMessages);
  const common = useT(commonMessages);

  if (records === null) {
    return (
      <SkeletonList
        label={t('loading')}
        rows={SKELETON_ROWS}
        className={styles.root}
        listClassName={styles.list}
        rowClassName={styles.skeletonRow}
      >
        <Skeleton shape="circle" width="xs" />
        <span className={styles.skeletonLines}>
          <Skeleton width="md" />
          <Skeleton width="lg" />
        </span>
        <Skeleton width="sm" />
      </SkeletonList>
    );
  }

  if (records.length === 0 && total <= 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('noAnswers')}</p>
        <p className={styles.emptyHint}>{t('noAnswersHint')}</p>
      </div>
    );
  }

  return (
    <div className={styles.root} aria-busy={loading || undefined}>
      <ul className={styles.list}>
        {records.map((record) => (
          <RecordRow key={record.id} record={record} onOpenRecord={onOpenRecord} onRequestDelete={onRequestDelete} />
        ))}
      </ul>
      <div className={styles.footer}>
        {records.length < total ? (
          <Button variant="secondary" disabled={loading} onClick={onLoadMore}>{loading ? common('loading') : t('loadMore')}</Button>
        ) : (
          <p className={styles.allShown}>{t('allShown', { n: total })}</p>
        )}
      </div>
    </div>
  );
}
