import {
  BOOKMARK_LABELS, DIFFICULTY_LABELS, LIMITS, MESSAGES, questionNumber, toggleSort,
} from '@pte-kit/core';
import type { PageInfo, QuestionRow, QuestionSort } from '@pte-kit/core';
import { useId, type KeyboardEvent } from 'react';
import { Button } from '../private/Button';
import { Pager } from '../private/Pager';
import { Skeleton } from '../private/Skeleton';
import * as styles from './QuestionTable.css';
import { VisuallyHidden } from '../private/VisuallyHidden';

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

const COLUMNS: readonly Column[] = [
  { label: 'Question', sortField: 'title', skeleton: 'lg' },
  { label: 'Difficulty', skeleton: 'sm' },
  { label: 'Practice', sortField: 'practice', skeleton: 'sm' },
  { label: 'Frequent Qs', sortField: 'prediction', skeleton: 'sm' },
  { label: 'Bookmark', skeleton: 'md' },
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
  const columns = predictionColumnLabel
    ? COLUMNS.map((column) => (column.sortField === 'prediction' ? { ...column, label: predictionColumnLabel } : column))
    : COLUMNS;
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
          Found {page ? page.totalElements : <Skeleton width="xs" className={styles.headingSkeleton} />} Questions
        </h2>
        <span className={styles.practiced}>{practicedCount} Practiced</span>
        <Button variant="secondary" size="sm" className={styles.reset} onClick={onReset}>Reset filters</Button>
      </div>
      <VisuallyHidden as="p" role="status">{loading ? 'Loading questions' : ''}</VisuallyHidden>
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
                    <td key={column.label} className={styles.cell}><Skeleton width={column.skeleton} /></td>
                  ))}
                </tr>
              ))
              : rows.length === 0
                ? (
                  <tr>
                    <td colSpan={COLUMNS.length} className={styles.empty}>{MESSAGES.noQuestions}</td>
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
                        <span className={styles.questionTitle}>{row.title}</span>
                        {row.prediction ? <span className={styles.predictionTag}>Prediction</span> : null}
                      </span>
                    </td>
                    <td className={styles.cell}>
                      <span className={styles.difficulty({ complexity: row.complexity })}>
                        {DIFFICULTY_LABELS[row.complexity] ?? row.complexity}
                      </span>
                    </td>
                    <td className={`${styles.cell} ${styles.numberCell}`} data-label={columns[2].label}>{row.practiceCount}</td>
                    <td className={`${styles.cell} ${styles.numberCell}`} data-label={columns[3].label}>{row.predictionCount}</td>
                    <td className={styles.cell}>
                      {row.bookmarkType === 'UNMARK' || !row.bookmarkType ? (
                        <span className={styles.muted}>{BOOKMARK_LABELS.UNMARK}</span>
                      ) : (
                        <span className={styles.bookmark}>
                          <span aria-hidden="true" className={styles.bookmarkIcon}>★</span>
                          {BOOKMARK_LABELS[row.bookmarkType] ?? row.bookmarkType}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {page && page.totalElements > 0 ? (
        <Pager page={page.number + 1} totalPages={page.totalPages} onPageChange={onPageChange} disabled={loading} label="Question pages" />
      ) : null}
    </section>
  );
}
