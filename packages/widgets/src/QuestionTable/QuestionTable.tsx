import { LIMITS, questionNumber, toggleSort } from '@pte-kit/core';
import type { MessageKey, PageInfo, QuestionRow, QuestionSort } from '@pte-kit/core';
import { useId, type KeyboardEvent } from 'react';
import { Button } from '../private/Button';
import { Pager } from '../private/Pager';
import { Skeleton } from '../private/Skeleton';
import * as styles from './QuestionTable.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { commonMessages, useLocale, useT } from '../i18n';
import { questionTableMessages } from './messages';

export interface QuestionTableProps {
  /** Rows of the current page; null while loading (shows a 9-row skeleton: LIMITS.tableSkeletonRows). */
  rows: QuestionRow[] | null;
  /** Page info from the API (number is 0-based); null while loading. */
  page: PageInfo | null;
  /** How many questions of the task the learner has practised (header 'N Practiced'). */
  practicedCount: number;
  /** Current sort value. */
  sort: QuestionSort | null;
  /** A column header was clicked: receives the new sort (use toggleSort from core). */
  onSortChange: (sort: QuestionSort) => void;
  /** 1-based page chosen in the pager. */
  onPageChange: (page: number) => void;
  /** 'Reset filters' clicked. */
  onReset: () => void;
  /** A row was activated (click or Enter); index is the row's 0-based index in this page. */
  onRowClick: (row: QuestionRow, index: number) => void;
  /** Id of the question now open, highlighted. */
  activeId?: number;
  /** Header of the prediction-count column: the prediction tab renames it 'Exam memory'. @default 'Frequent Qs' */
  predictionColumnLabel?: string;
}

type SortableField = 'title' | 'practice' | 'prediction';

interface Column {
  label: string;
  sortField?: SortableField;
  skeleton: 'sm' | 'md' | 'lg';
}

const COLUMNS: readonly (Omit<Column, 'label'> & { key: MessageKey<typeof questionTableMessages> })[] = [
  { key: 'question', sortField: 'title', skeleton: 'lg' },
  { key: 'difficulty', skeleton: 'sm' },
  { key: 'practice', sortField: 'practice', skeleton: 'sm' },
  { key: 'frequent', sortField: 'prediction', skeleton: 'sm' },
  { key: 'bookmark', skeleton: 'md' },
];

function sortDirectionOf(sort: QuestionSort | null, field: SortableField): 'ascending' | 'descending' | undefined {
  if (sort === `${field}:asc`) return 'ascending';
  if (sort === `${field}:desc`) return 'descending';
  return undefined;
}

const SORT_ICONS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** The question list of one task: counts, sortable columns, rows that open a question, and a pager. */
export function QuestionTable({
  rows, page, practicedCount, sort, onSortChange, onPageChange, onReset, onRowClick, activeId, predictionColumnLabel,
}: QuestionTableProps) {
  const t = useT(questionTableMessages);
  const tc = useT(commonMessages);
  const i18n = useLocale();
  const columns: Column[] = COLUMNS.map(({ key, ...column }) => ({
    ...column, label: column.sortField === 'prediction' && predictionColumnLabel ? predictionColumnLabel : t(key),
  }));
  const [foundBefore, foundAfter = ''] = t('found').split('<n>');
  const headingId = useId();
  const loading = rows === null;

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: QuestionRow, index: number) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick(row, index);
    }
  };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {foundBefore}{page ? i18n.number(page.totalElements) : <Skeleton width="xs" className={styles.headingSkeleton} />}{foundAfter}
        </h2>
        <span className={styles.practiced}>{t('practiced', { n: practicedCount })}</span>
        <Button variant="secondary" size="sm" className={styles.reset} onClick={onReset}>{t('reset')}</Button>
      </div>
      <VisuallyHidden as="p" role="status">{loading ? t('loading') : ''}</VisuallyHidden>
      <div className={styles.scroller}>
        <table className={styles.table} aria-labelledby={headingId} aria-busy={loading || undefined}>
          <thead className={styles.head}>
            <tr className={styles.headRow}>
              {columns.map((column) => {
                const direction = column.sortField ? sortDirectionOf(sort, column.sortField) : undefined;
                const sortField = column.sortField;
                return (
                  <th key={column.label} scope="col" className={styles.headCell({ sortable: Boolean(sortField) })} aria-sort={direction}>
                    {sortField ? (
                      <button type="button" className={styles.sortButton} onClick={() => onSortChange(toggleSort(sort, sortField))}>
                        {column.label}
                        <span aria-hidden="true" className={styles.sortIcon({ active: Boolean(direction) })}>
                          {SORT_ICONS[direction ?? 'none']}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {loading
              ? Array.from({ length: LIMITS.tableSkeletonRows }, (_, index) => (
                <tr key={index} data-skeleton="" className={styles.skeletonRow}>
                  {COLUMNS.map((column) => (
                    <td key={column.key} className={styles.cell}><Skeleton width={column.skeleton} /></td>
                  ))}
                </tr>
              ))
              : rows.length === 0
                ? (
                  <tr>
                    <td colSpan={COLUMNS.length} className={styles.empty}>{t('none')}</td>
                  </tr>
                )
                : rows.map((row, index) => (
                  <tr
                    key={row.id}
                    tabIndex={0}
                    className={styles.row({ active: row.id === activeId })}
                    aria-current={row.id === activeId ? 'true' : undefined}
                    onClick={() => onRowClick(row, index)}
                    onKeyDown={(event) => onRowKeyDown(event, row, index)}
                  >
                    <td className={`${styles.cell} ${styles.titleCell}`}>
                      <span className={styles.questionCell}>
                        <span className={styles.questionNumber}>{questionNumber(row.id)}</span>
                        <span className={styles.questionTitle} lang="en" dir="ltr">{row.title}</span>
                        {row.prediction ? <span className={styles.predictionTag}>{tc('prediction')}</span> : null}
                      </span>
                    </td>
                    <td className={styles.cell}>
                      <span className={styles.difficulty({ complexity: row.complexity })}>
                        {tc('difficulty', { level: row.complexity })}
                      </span>
                    </td>
                    <td className={`${styles.cell} ${styles.numberCell}`} data-label={columns[2]!.label}>{i18n.number(row.practiceCount)}</td>
                    <td className={`${styles.cell} ${styles.numberCell}`} data-label={columns[3]!.label}>{i18n.number(row.predictionCount)}</td>
                    <td className={styles.cell}>
                      {row.bookmarkType === 'UNMARK' || !row.bookmarkType ? (
                        <span className={styles.muted}>{tc('bookmark', { level: 'UNMARK' })}</span>
                      ) : (
                        <span className={styles.bookmark}>
                          <span aria-hidden="true" className={styles.bookmarkIcon}>★</span>
                          {tc('bookmark', { level: row.bookmarkType })}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {page && page.totalElements > 0 ? (
        <Pager page={page.number + 1} totalPages={page.totalPages} onPageChange={onPageChange} disabled={loading} label={t('pages')} />
      ) : null}
    </section>
  );
}
