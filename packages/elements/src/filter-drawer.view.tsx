import type { FilterState } from '@pte-kit/core';
import { FilterDrawer } from '@pte-kit/widgets';
import { resolveTask } from './ElementPractice';
import { reactView } from './reactView';
import base from './generated/styles/base';
import filterDrawer from './generated/styles/FilterDrawer';
import { UnknownTask } from './unknownTask';

export interface FilterDrawerViewProps {
  task: string;
  filters: FilterState;
  open: boolean;
  premium: boolean;
  onFiltersChange: (filters: FilterState) => void;
  onOpenChange: (open: boolean) => void;
  onUpgradeRequired: () => void;
}

/** <pte-filter-drawer>'s React part. */
function FilterDrawerView({ task: taskName, filters, open, premium, onFiltersChange, onOpenChange, onUpgradeRequired }: FilterDrawerViewProps) {
  const task = resolveTask(taskName);
  if (!task) return <UnknownTask task={taskName} />;
  return (
    <FilterDrawer
      task={task}
      state={filters}
      onStateChange={onFiltersChange}
      isPremium={premium}
      onUpgradeRequired={onUpgradeRequired}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}

export default reactView(FilterDrawerView, { parts: [base, filterDrawer] });
