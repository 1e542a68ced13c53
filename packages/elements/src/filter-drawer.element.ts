import { resetFilters, type FilterState } from '@pte-kit/core';
import type { FilterDrawerViewProps } from './filter-drawer.view';
import { ReactElement } from './reactElement';
import type { PteFilterChangeDetail } from './question-table.element';

declare global {
  interface PteEventMap {
    'pte-close': void;
    'pte-upgrade-required': void;
  }
}

/**
 * The question list's filters: practice status, category tabs, search, difficulty, bookmark levels, prediction period,
 * image types (Describe Image) and sort. A side panel on wide screens; at 1050 px or less a 'Filters' button opens it
 * as a bottom sheet. It keeps no list of its own: pass `filters` on to <pte-question-table>.
 *
 * @tagname pte-filter-drawer
 * @summary The filters of a PTE question list; every change fires pte-filter-change.
 *
 * @event {CustomEvent<PteFilterChangeDetail>} pte-filter-change - The learner changed a filter; `filters` is the new state, back on page 1.
 * @event {CustomEvent<void>} pte-close - The bottom sheet was closed.
 * @event {CustomEvent<void>} pte-upgrade-required - A learner without `premium` picked the prediction tab; the filters stay on the first tab.
 *
 * @csspart root - The box the filters render in.
 */
export class PteFilterDrawer extends ReactElement<FilterDrawerViewProps> {
  static override properties = {
    task: {},
    open: { type: Boolean, reflect: true },
    premium: { type: Boolean },
    filters: { attribute: false },
  };

  /** The task listed: a catalogue key such as reading.rwFillInTheBlanks, or reading/rw-fill-in-the-blanks. */
  declare task: string;
  /** Whether the bottom sheet is open (viewports of 1050 px or less; wider ones always show the side panel). */
  declare open: boolean;
  /** Whether the learner may pick the premium-only prediction tab. */
  declare premium: boolean;
  /** The filters shown (core's FilterState); set by the element on every change. */
  declare filters: FilterState;

  constructor() {
    super();
    this.task = '';
    this.open = false;
    this.premium = false;
    this.filters = resetFilters();
  }

  protected override loadView() {
    return import('./filter-drawer.view');
  }

  protected override viewProps(): FilterDrawerViewProps {
    return {
      task: this.task,
      filters: this.filters,
      open: this.open,
      premium: this.premium,
      onFiltersChange: (filters) => {
        this.filters = filters;
        this.emit('pte-filter-change', { filters } satisfies PteFilterChangeDetail);
      },
      onOpenChange: (open) => {
        this.open = open;
        if (!open) this.emit('pte-close', undefined);
      },
      onUpgradeRequired: () => void this.emit('pte-upgrade-required', undefined),
    };
  }
}
