import { useEffect, useState } from 'react';
import {
  applySort, errorMessage, offersImageTypes, resetFilters, toQuery, type FilterState, type PteClient, type QuestionPage,
} from '@pte-kit/core';
import { QuestionTable } from '@pte-kit/widgets';
import { resolveTask } from './ElementPractice';
import type { PteOpenQuestionDetail } from './question-table.element';
import { reactView } from './reactView';
import { UnknownTask } from './unknownTask';

export interface QuestionTableViewProps {
  client: PteClient;
  task: string;
  filters: FilterState;
  pageSize: number;
  activeId?: number;
  onFiltersChange: (filters: FilterState) => void;
  onOpen: (detail: PteOpenQuestionDetail) => void;
}

/** <pte-question-table>'s React part: loads the page of questions the filters ask for, as the learner app's list does. */
function QuestionTableView({ client, task: taskName, filters, pageSize, activeId, onFiltersChange, onOpen }: QuestionTableViewProps) {
  const task = resolveTask(taskName);
  const [data, setData] = useState<QuestionPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = JSON.stringify(filters);

  useEffect(() => {
    if (!task) return;
    let current = true;
    setData(null);
    setError(null);
    const imageTypes = offersImageTypes(task) ? filters.imageTypes : [];
    client
      .listQuestions(task.skill, task.apiTask, { ...toQuery(filters), imageTypes, page: filters.page - 1, size: pageSize })
      .then((page) => current && setData(page), (failure) => current && setError(errorMessage(failure)));
    return () => {
      current = false;
    };
    // query stands for the filters' contents.
  }, [client, task?.key, query, pageSize]);

  if (!task) return <UnknownTask task={taskName} />;
  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      <QuestionTable
        rows={data?._embedded.questionList ?? null}
        page={data?.page ?? null}
        practicedCount={data?.practicedCount ?? 0}
        sort={filters.sort}
        onSortChange={(sort) => onFiltersChange(applySort(filters, sort))}
        onPageChange={(page) => onFiltersChange({ ...filters, page })}
        onReset={() => onFiltersChange(resetFilters())}
        onRowClick={(row, index) => onOpen({ task: task.key, questionId: row.id, position: (filters.page - 1) * pageSize + index + 1 })}
        activeId={activeId}
        predictionColumnLabel={filters.category === 'prediction' ? 'Exam memory' : undefined}
      />
    </>
  );
}

export default reactView(QuestionTableView);
