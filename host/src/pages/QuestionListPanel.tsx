import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  LIMITS, applyCategory, errorMessage, applySort, filtersToSearch, offersImageTypes, plansHref, resetFilters, toQuery, type FilterState,
  type QuestionPage, type QuestionRow, type TaskDefinition,
} from '@pte-kit/core';
import { FilterDrawer, QuestionTable, UpgradeModal, useT } from '@pte-kit/widgets';
import { isPremiumUser, useApp } from '../appContext';
import { pageMessages } from '../i18n/pageMessages';
import * as styles from './pages.css';

export interface QuestionListPanelProps {
  task: TaskDefinition;
  filters: FilterState;
  onFiltersChange: (filters: FilterState) => void;
  /** A row was opened: its 1-based position in the filtered list. */
  onOpen: (position: number, row: QuestionRow) => void;
  activeId?: number;
}

/** The question table beside its filter drawer, loading from the API. */
export function QuestionListPanel({ task, filters, onFiltersChange, onOpen, activeId }: QuestionListPanelProps) {
  const { client, user } = useApp();
  const navigate = useNavigate();
  const isPremium = isPremiumUser(user);
  const t = useT(pageMessages);
  const [data, setData] = useState<QuestionPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // A free learner can reach the prediction list by a shared link: the server answers 403, which signs
  // the learner out, so the list is never asked for and the tab reverts as if picked (spec 6).
  const needsUpgrade = !isPremium && (filters.category === 'prediction' || filters.predictionType !== null);
  const query = JSON.stringify(filters);

  useEffect(() => {
    if (!needsUpgrade) return;
    onFiltersChange(applyCategory(filters, 'prediction', { isPremium: false }).state);
    setUpgradeOpen(true);
    // Only the moment the filters turn premium-only matters.
  }, [needsUpgrade]);

  useEffect(() => {
    if (needsUpgrade) return;
    let current = true;
    setData(null);
    setError(null);
    const imageTypes = offersImageTypes(task) ? filters.imageTypes : [];
    client
      .listQuestions(task.skill, task.apiTask, { ...toQuery(filters), imageTypes, page: filters.page - 1, size: LIMITS.tablePageSize })
      .then((page) => current && setData(page), (failure) => current && setError(errorMessage(failure)));
    return () => {
      current = false;
    };
    // query stands for the filters' contents.
  }, [client, task, query, needsUpgrade]);

  // After paying, the gateway brings the learner back to this task's list with the prediction tab open.
  const upgradeHref = plansHref(`/dashboard/${task.skill}/${task.slug}?${filtersToSearch(applyCategory(filters, 'prediction', { isPremium: true }).state)}`);
  const explorePlans = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setUpgradeOpen(false);
    navigate(upgradeHref);
  };

  return (
    <div className={styles.listContainer}>
      <div className={styles.listLayout}>
        <FilterDrawer
          className={styles.listFilters}
          task={task}
          state={filters}
          onStateChange={onFiltersChange}
          isPremium={isPremium}
          onUpgradeRequired={() => setUpgradeOpen(true)}
        />
        <div className={styles.listMain}>
          {error ? <p role="alert" className={styles.error}>{error}</p> : null}
          <QuestionTable
            rows={data?._embedded.questionList ?? null}
            page={data?.page ?? null}
            practicedCount={data?.practicedCount ?? 0}
            sort={filters.sort}
            onSortChange={(sort) => onFiltersChange(applySort(filters, sort))}
            onPageChange={(page) => onFiltersChange({ ...filters, page })}
            onReset={() => onFiltersChange(resetFilters())}
            onRowClick={(row, index) => onOpen((filters.page - 1) * LIMITS.tablePageSize + index + 1, row)}
            activeId={activeId}
            predictionColumnLabel={filters.category === 'prediction' ? t('examMemory') : undefined}
          />
        </div>
      </div>
      <UpgradeModal open={upgradeOpen} onOpenChange={setUpgradeOpen} plansHref={upgradeHref} onExplorePlans={explorePlans}>
        <p className={styles.muted}>{t('predictionPremium')}</p>
        <p className={styles.muted}>{t('predictionPremiumText')}</p>
      </UpgradeModal>
    </div>
  );
}
