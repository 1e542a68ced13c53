import { defaultFilterState, filtersToSearch, getTask, type FilterState } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { UpgradeModal } from '../UpgradeModal';
import { FilterDrawer, type FilterDrawerProps } from './FilterDrawer';

/** Holds the state as a host page does and shows the query it would send; a free learner's Prediction opens the upgrade modal. */
function Stateful(args: FilterDrawerProps) {
  const [state, setState] = useState<FilterState>(args.state);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: 24, alignItems: 'start' }}>
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{`?${filtersToSearch(state)}\npage ${state.page}`}</pre>
      <FilterDrawer
        {...args}
        state={state}
        onStateChange={(next) => { setState(next); args.onStateChange(next); }}
        onUpgradeRequired={() => { setUpgradeOpen(true); args.onUpgradeRequired(); }}
      />
      <UpgradeModal open={upgradeOpen} onOpenChange={setUpgradeOpen} onExplorePlans={(event) => event.preventDefault()} />
    </div>
  );
}

const meta = {
  title: 'Widgets/FilterDrawer',
  component: FilterDrawer,
  args: {
    state: defaultFilterState(),
    onStateChange: fn(),
    isPremium: true,
    onUpgradeRequired: fn(),
    task: getTask('reading.multipleChoiceSingleAnswer'),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FilterDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Bookmarked: Story = {
  args: { state: { ...defaultFilterState(), category: 'bookmark', bookmarkTypes: ['VERY_EASY', 'EASY', 'AVERAGE', 'HARD', 'VERY_HARD'] } },
};

export const PredictionMonthly: Story = {
  args: { state: { ...defaultFilterState(), category: 'prediction', predictionType: 'MONTHLY', sort: 'prediction:desc' } },
};

/** Picking Prediction opens the upgrade modal and the tabs go back to All. */
export const FreeLearner: Story = { args: { isPremium: false } };

export const DescribeImage: Story = {
  args: { task: getTask('speaking.describeImage'), state: { ...defaultFilterState(), imageTypes: ['BAR_CHART', 'PIE_CHART'] } },
};

/** At 1050px or less: a Filters button opens the drawer as a bottom sheet. */
export const BottomSheet: Story = {
  args: { state: { ...defaultFilterState(), complexities: ['HARD'], title: 'coral' } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
