import { LIMITS, resetFilters, type FilterState } from '@pte-kit/core';
import { ApiElement } from './apiElement';
import type { QuestionTableViewProps } from './question-table.view';

export interface PteOpenQuestionDetail {
  /** The task's catalogue key, e.g. reading.rwFillInTheBlanks (what `task` of <pte-practice-question> takes). */
  task: string;
  /** The question's id (what `question-id` of <pte-practice-question> takes). */
  questionId: number;
  /** The question's 1-based position in the filtered list. */
  position: number;
}

export interface PteFilterChangeDetail {
  filters: FilterState;
}

declare global {
  interface PteEventMap {
    'pte-open-question': PteOpenQuestionDetail;
    'pte-filter-change': PteFilterChangeDetail;
  }
}

/**
 * The question list of one task, loaded page by page from the kit's API: counts, sortable columns, a pager, and rows
 * that open a question.
 *
 * @tagname pte-question-table
 * @summary The question list of one PTE task; choosing a row fires pte-open-question.
 *
 * @event {CustomEvent<PteOpenQuestionDetail>} pte-open-question - A row was chosen (click, Enter or Space).
 * @event {CustomEvent<PteFilterChangeDetail>} pte-filter-change - The learner sorted, paged or reset the list; `filters` is the new state (also set on the `filters` property).
 *
 * @csspart root - The box the table renders in.
 */
export class PteQuestionTable extends ApiElement<QuestionTableViewProps> {
  static override properties = {
    task: {},
    pageSize: { attribute: 'page-size', type: Number },
    activeId: { attribute: 'active-id', type: Number },
    filters: { attribute: false },
  };

  /** The task: a catalogue key such as reading.rwFillInTheBlanks, or reading/rw-fill-in-the-blanks. */
  declare task: string;
  /** Questions per page. @default 10 */
  declare pageSize: number;
  /** Id of the question now open, highlighted in the list. */
  declare activeId: number | null;
  /** The list's filters, sort and page (core's FilterState, e.g. from <pte-filter-drawer>'s pte-filter-change). */
  declare filters: FilterState;

  constructor() {
    super();
    this.task = '';
    this.pageSize = LIMITS.tablePageSize;
    this.activeId = null;
    this.filters = resetFilters();
  }

  protected override loadView() {
    return import('./question-table.view');
  }

  protected override viewProps(): QuestionTableViewProps {
    return {
      client: this.client!,
      task: this.task,
      filters: this.filters,
      pageSize: this.pageSize > 0 ? this.pageSize : LIMITS.tablePageSize,
      activeId: this.activeId ?? undefined,
      onFiltersChange: (filters) => {
        this.filters = filters;
        this.emit('pte-filter-change', { filters });
      },
      onOpen: (detail) => void this.emit('pte-open-question', detail),
    };
  }
}
