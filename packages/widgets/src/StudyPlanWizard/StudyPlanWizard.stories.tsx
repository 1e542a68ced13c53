import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LATEST_MOCK, wizardClient } from './storyClient';
import { StudyPlanWizard } from './StudyPlanWizard';

const meta = {
  title: 'Dashboard/StudyPlanWizard',
  component: StudyPlanWizard,
  args: { open: true, onOpenChange: fn(), onSubmitted: fn(), onToast: fn(), client: wizardClient() },
} satisfies Meta<typeof StudyPlanWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four steps, with mock test scores. */
export const WithMockScores: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Customize your study plan' }));
    await expect(dialog.getByRole('tab', { name: '3. Mock Test' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Intermediate' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await userEvent.click(dialog.getByRole('radio', { name: '2-3 hours' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(dialog.getByRole('radio', { name: 'No, plan from my level' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Consider my Mock test scores' }));
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    for (const name of ['Overall', 'Listening', 'Reading', 'Writing', 'Speaking']) await userEvent.type(dialog.getByLabelText(name), '58');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(dialog.getByRole('tab', { name: '4. Study Plan' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The learner has a scored full mock test: the Mock Test step comes filled in from it, and says so. */
export const FilledFromMockTest: Story = {
  args: { client: wizardClient({ latest: LATEST_MOCK }) },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Customize your study plan' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Intermediate' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await userEvent.click(dialog.getByRole('radio', { name: '2-3 hours' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    // The figures arrive with the mock test, a moment after the dialog opens.
    await expect(await dialog.findByText('From your mock test C1 on Nov 27')).toBeInTheDocument();
    await expect(dialog.getByRole('radio', { name: 'Consider my Mock test scores' })).toBeChecked();
    await expect(dialog.getByLabelText('Reading')).toHaveValue(66);
  },
};

export const Closed: Story = { args: { open: false } };
