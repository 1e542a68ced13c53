import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiQuotaBadge, FreeAiScoreModal, OutOfQuotaModal, OutOfQuotaNotice } from './AiQuota';

const meta = {
  title: 'Widgets/AiQuota',
  component: AiQuotaBadge,
  args: { remaining: 3 },
} satisfies Meta<typeof AiQuotaBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A TRIAL learner's badge; pressing it explains the free plan. */
export const Badge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '3 free AI scores left' }));
    await expect(canvas.getByRole('dialog', { name: 'Free AI Score' })).toBeVisible();
  },
};

export const LastScore: Story = { args: { remaining: 1 } };

export const NoScoresLeft: Story = { args: { remaining: 0 } };

/** Premium learners (unlimited AI scores) see no badge. */
export const Unlimited: Story = { args: { remaining: null } };

export const FreeAiScore: Story = {
  render: (args) => <FreeAiScoreModal open onOpenChange={fn()} remaining={args.remaining ?? 0} plansHref={args.plansHref} />,
};

/** A free learner with no AI scores left tried to submit another. */
export const OutOfQuota: Story = {
  args: { plansHref: '/plans' },
  render: (args) => <OutOfQuotaModal open onOpenChange={fn()} plansHref={args.plansHref} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'No free AI scores left' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
  },
};

/** In place of an AI-scored task's answer area when the free plan has no AI scores left. */
export const OutOfQuotaInPlace: Story = {
  render: (args) => <OutOfQuotaNotice taskName="Write Essay" plansHref={args.plansHref} />,
};
