import { useEffect, useState } from 'react';
import {
  ApiError, COMPLEXITIES, COMPLEXITY_OPTION_LABELS, LIMITS, applySort, defaultFilterState, toQuery, type FilterState,
  type QuestionPage, type QuestionRow, type TaskDefinition,
} from '@pte-kit/core';
import { QuestionTable } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import * as styles from './pages.css';

export interface QuestionListPanelProps {
  task: TaskDefinition;
  filters: FilterState;
  onFiltersChange: (filters: FilterState) => void;
  /** A row was opened: its 1-based position in the filtered list. */
  onOpen: (position: number, row: QuestionRow) => void;
  activeId?: number;
}

/** The question table with its search and difficulty filters, loading from the API. */
export function QuestionListPanel({ task, filters, onFiltersChange, onOpen, activeId }: QuestionListPanelProps) {
  const { client } = useApp();
  const [data, setData] = useState<QuestionPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [title, setTitle] = useState(filters.title);
  const query = JSON.stringify(filters);

  useEffect(() => {
    let current = true;
    setData(null);
    setError(null);
    client
      .listQuestions(task.skill, task.apiTask, { ...toQuery(filters), page: filters.page - 1, size: LIMITS.tablePageSize })
      .then((page) => current && setData(page), (failure) => current && setError(failure instanceof ApiError ? failure.firstMessage : String(failure)));
    return () => {
      current = false;
    };
    // query stands for the filters' contents.
  }, [client, task, query]);

  useEffect(() => setTitle(filters.title), [filters.title]);

  // Search is sent after a pause in typing, and any filter change goes back to page 1.
  useEffect(() => {
    if (title === filters.title) return;
    const timer = setTimeout(() => onFiltersChange({ ...filters, title, page: 1 }), LIMITS.vocabSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [title, filters, onFiltersChange]);

  const toggleComplexity = (value: (typeof COMPLEXITIES)[number]) => {
    const complexities = filters.complexities.includes(value)
      ? filters.complexities.filter((item) => item !== value)
      : [...filters.complexities, value];
    onFiltersChange({ ...filters, complexities, page: 1 });
  };

  return (
    <div className={styles.section}>
      <div className={styles.filters}>
        <label className={styles.field}>
          Search questions
          <input className={styles.input} type="search" value={title} placeholder="Title or number" onChange={(event) => setTitle(event.target.value)} />
        </label>
        <fieldset className={styles.row} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.muted}>Difficulty</legend>
          {COMPLEXITIES.map((value) => (
            <label key={value}>
              <input type="checkbox" checked={filters.complexities.includes(value)} onChange={() => toggleComplexity(value)} /> {COMPLEXITY_OPTION_LABELS[value]}
            </label>
          ))}
        </fieldset>
      </div>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      <QuestionTable
        rows={data?._embedded.questionList ?? null}
        page={data?.page ?? null}
        practicedCount={data?.practicedCount ?? 0}
        sort={filters.sort}
        onSortChange={(sort) => onFiltersChange(applySort(filters, sort))}
        onPageChange={(page) => onFiltersChange({ ...filters, page })}
        onReset={() => onFiltersChange(defaultFilterState())}
        onRowClick={(row, index) => onOpen((filters.page - 1) * LIMITS.tablePageSize + index + 1, row)}
        activeId={activeId}
      />
    </div>
  );
}
