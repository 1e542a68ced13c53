import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../private/Button';
import { DeleteModal } from './DeleteModal';

const meta = {
  title: 'Widgets/DeleteModal',
  component: DeleteModal,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(async () => {}) },
} satisfies Meta<typeof DeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Comment: Story = { args: { subject: 'comment' } };

export const SlowDeletion: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => { setTimeout(resolve, 2000); })) },
};

export const FailingDeletion: Story = {
  args: { onConfirm: fn(async () => { throw new Error('This answer was already removed.'); }) },
};

/** Opened from a button, as the answers panel does. */
export const FromButton: Story = {
  args: { open: false },
  render: function DeleteFromButton(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>Delete answer</Button>
        <DeleteModal {...args} open={open} onOpenChange={(next) => { setOpen(next); args.onOpenChange(next); }} />
      </>
    );
  },
};
