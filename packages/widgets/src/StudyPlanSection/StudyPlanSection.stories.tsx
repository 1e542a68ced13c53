import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { planClient, TODAY } from './storyClient';
import { StudyPlanSection } from './StudyPlanSection';

const meta = {
  title: 'Dashboard/StudyPlanSection',
  component: StudyPlanSection,
  args: { premium: true, today: TODAY, client: planClient(), onNavigate: fn((event) => event.preventDefault()), onToast: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof StudyPlanSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's speaking cards; reading shows after its tab. */
export const Today: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Read Aloud 2 \/ 6 done/ }, { timeout: 2000 })).toHaveAttribute('href', '/dashboard/speaking/read-aloud/1');
    await userEvent.click(canvas.getByRole('tab', { name: 'Reading' }));
    await expect(canvas.getByRole('link', { name: /Re-order Paragraphs 1 \/ 3 done/i })).toBeInTheDocument();
  },
};

/** No plan yet: the empty state opens the wizard. */
export const NoPlanYet: Story = {
  args: { client: planClient({ plan: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No task found', {}, { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: "let's get started" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Customize your study plan' })).toBeInTheDocument();
  },
};

/** A free learner: a blurred sample under Upgrade Now. */
export const NotPremium: Story = {
  args: { premium: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/dashboard/plans');
  },
};
