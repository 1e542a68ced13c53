import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_TARGET, targetClient } from './storyClient';
import { TargetPanel, type TargetPanelProps } from './TargetPanel';

/** The panel with the target it last saved, as the dashboard holds it. */
function Stateful(args: TargetPanelProps) {
  const [target, setTarget] = useState(args.target);
  return <TargetPanel {...args} target={target} onSaved={(next) => { setTarget(next); args.onSaved?.(next); }} />;
}

const meta = {
  title: 'Dashboard/TargetPanel',
  component: TargetPanel,
  render: (args) => <Stateful {...args} />,
  args: { target: EMPTY_TARGET, client: targetClient(), onSaved: fn(), onToast: fn(), today: '2026-11-26' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof TargetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: Set Target, a date, the 79 shortcut and a language. */
export const SetATarget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Set Target' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Set Target' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Choose your exam date' }));
    await userEvent.type(dialog.getByLabelText(/^Exam date/), '2026-12-26');
    await userEvent.click(dialog.getByRole('button', { name: 'Close date picker' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Set all scores to 79' }));
    await dialog.findByRole('option', { name: 'Persian' });
    await userEvent.selectOptions(dialog.getByLabelText('Native language'), 'PERSIAN');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText((_, node) => node?.getAttribute('data-score') === 'overall' && node.textContent === '79', {}, { timeout: 2000 }))
      .toBeInTheDocument();
  },
};

export const Saved: Story = {
  args: { target: { overall: 79, listening: 79, reading: 70, writing: 65, speaking: 79, examDate: '2026-12-26', language: 'PERSIAN', version: 2 } },
};

export const Loading: Story = { args: { target: null } };

/** The server refuses the save: the toast says 'Failed to update settings' and the form says why. */
export const Failing: Story = {
  args: { client: targetClient({ failing: true }), target: { ...EMPTY_TARGET, examDate: '2026-11-27', language: 'HINDI', version: 1 } },
};
