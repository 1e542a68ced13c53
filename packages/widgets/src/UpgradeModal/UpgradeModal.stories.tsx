import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../private/Button';
import { UpgradeModal } from './UpgradeModal';

const meta = {
  title: 'Widgets/UpgradeModal',
  component: UpgradeModal,
  args: { open: true, onOpenChange: fn(), onExplorePlans: fn((event) => event.preventDefault()) },
} satisfies Meta<typeof UpgradeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same modal when a free learner has used the AI-scored submissions of the free plan. */
export const AiQuota: Story = {
  args: {
    title: 'No free AI scores left',
    children: 'You have used all 5 AI-scored submissions of the free plan. A premium plan scores every answer without limit.',
  },
};

export const FromButton: Story = {
  args: { open: false },
  render: function UpgradeFromButton(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open a premium feature</Button>
        <UpgradeModal {...args} open={open} onOpenChange={(next) => { setOpen(next); args.onOpenChange(next); }} />
      </>
    );
  },
};
