import { ApiError, type PteClient, type StudyPlanDto } from '@pte-kit/core';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { StudyPlanWizard } from './StudyPlanWizard';
import * as stories from './StudyPlanWizard.stories';
import { LATEST_MOCK } from './storyClient';

const { WithMockScores, FilledFromMockTest } = composeStories(stories);

function setup() {
  const client = { submitStudyPlan: vi.fn(async () => ({ id: 3, date: '2026-11-26', done: {} }) as unknown as StudyPlanDto) };
  const onOpenChange = vi.fn();
  const onToast = vi.fn();
  const onSubmitted = vi.fn();
  const view = render(
    <StudyPlanWizard open onOpenChange={onOpenChange} onToast={onToast} onSubmitted={onSubmitted} client={client as unknown as PteClient} />,
  );
  return { ...view, client, onOpenChange, onToast, onSubmitted, user: userEvent.setup(), dialog: within(screen.getByRole('dialog', { name: 'Customize your study plan' })) };
}

const tabState = (dialog: ReturnType<typeof within>) =>
  dialog.getAllByRole('tab').map((tab: HTMLElement) => `${tab.textContent}${tab.getAttribute('aria-selected') === 'true' ? '*' : ''}${(tab as HTMLButtonElement).disabled ? ' (off)' : ''}`);

describe('StudyPlanWizard', () => {
  it('speaks Persian to Persian learners, the step numbers in Persian digits', async () => {
    render(<LocaleProvider locale="fa"><StudyPlanWizard open onOpenChange={vi.fn()} client={{} as PteClient} /></LocaleProvider>);
    const dialog = within(await screen.findByRole('dialog', { name: 'برنامهٔ مطالعه‌تان را بسازید' }));
    expect(dialog.getByRole('tab', { name: '۱. سطح زبان' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByRole('radio', { name: 'پیشرفته' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'بعدی' })).toBeDisabled();
  });

  it('opens on English Level with the later steps shut, and Next waits for an answer', async () => {
    const { dialog, user } = setup();
    expect(tabState(dialog)).toEqual(['1. English Level*', '2. Study Preference (off)', '3. Mock Test (off)', '4. Study Plan (off)']);
    expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(dialog.getByRole('radio', { name: 'Pre A1 - Beginner' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(tabState(dialog)).toEqual(['1. English Level', '2. Study Preference*', '3. Mock Test (off)', '4. Study Plan (off)']);
    expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('goes back to an earlier step through its tab and forward again as far as it came', async () => {
    const { dialog, user } = setup();
    await user.click(dialog.getByRole('radio', { name: 'Advanced' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('radio', { name: 'Less than 1 hour' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('tab', { name: '1. English Level' }));
    expect(dialog.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    await user.click(dialog.getByRole('tab', { name: '3. Mock Test' }));
    expect(dialog.getByRole('radio', { name: 'No, plan from my level' })).toBeChecked();
    expect(dialog.getByRole('tab', { name: '4. Study Plan' })).toBeDisabled();
  });

  it('asks for five mock scores from 10 to 90 when they are to be used', async () => {
    const { dialog, user } = setup();
    await user.click(dialog.getByRole('radio', { name: 'Intermediate' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('radio', { name: '2-3 hours' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('radio', { name: 'Consider my Mock test scores' }));
    expect(dialog.getByLabelText('Overall')).toHaveAttribute('placeholder', '10-90');
    expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    for (const name of ['Overall', 'Listening', 'Reading', 'Writing']) await user.type(dialog.getByLabelText(name), '58');
    await user.type(dialog.getByLabelText('Speaking'), '91');
    expect(await dialog.findByText('From 10 to 90')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.clear(dialog.getByLabelText('Speaking'));
    await user.type(dialog.getByLabelText('Speaking'), '90');
    expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('runs the story: all four steps with mock scores', async () => {
    const { container } = render(<WithMockScores />);
    await WithMockScores.play!({ canvasElement: container } as never);
    expect(screen.getByText(/Overall 58, Listening 58/)).toBeInTheDocument();
  });

  it('fills the Mock Test step from the latest mock test and says where the figures came from; the learner can change them', async () => {
    const client = {
      submitStudyPlan: vi.fn(async () => ({ id: 3, date: '2026-11-27', done: {} }) as unknown as StudyPlanDto),
      latestMockScores: vi.fn(async () => ({ latest: LATEST_MOCK })),
    };
    render(<StudyPlanWizard open onOpenChange={vi.fn()} client={client as unknown as PteClient} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Customize your study plan' }));
    const user = userEvent.setup();
    await user.click(dialog.getByRole('radio', { name: 'Intermediate' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('radio', { name: '1-2 hours' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByRole('radio', { name: 'Consider my Mock test scores' })).toBeChecked();
    expect(['Overall', 'Listening', 'Reading', 'Writing', 'Speaking'].map((name) => (dialog.getByLabelText(name) as HTMLInputElement).value)).toEqual(['52', '61', '66', '48', '34']);
    const scores = dialog.getByRole('group', { name: 'Your mock test scores' });
    expect(scores).toHaveAccessibleDescription('From your mock test C1 on Nov 27');
    await user.clear(dialog.getByLabelText('Speaking'));
    await user.type(dialog.getByLabelText('Speaking'), '45');
    expect(scores).toHaveAccessibleDescription('Filled in from your mock test C1 on Nov 27, then changed by you');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByText('Overall 52, Listening 61, Reading 66, Writing 48, Speaking 45')).toBeInTheDocument();
    expect(dialog.getByText('Filled in from your mock test C1 on Nov 27, then changed by you')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(client.submitStudyPlan).toHaveBeenCalledWith(expect.objectContaining({ overall: 52, listening: 61, reading: 66, writing: 48, speaking: 45 }));
    expect(client.latestMockScores).toHaveBeenCalledTimes(1);
  });

  it('says where the mock scores came from in Persian, the day in the Persian calendar', async () => {
    const client = { latestMockScores: async () => ({ latest: LATEST_MOCK }) };
    render(<LocaleProvider locale="fa"><StudyPlanWizard open onOpenChange={vi.fn()} englishLevel="B1" client={client as unknown as PteClient} /></LocaleProvider>);
    const dialog = within(await screen.findByRole('dialog', { name: 'برنامهٔ مطالعه‌تان را بسازید' }));
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: 'بعدی' }));
    await user.click(dialog.getByRole('radio', { name: '۱ تا ۲ ساعت' }));
    await user.click(dialog.getByRole('button', { name: 'بعدی' }));
    expect(await dialog.findByText('از آزمون آزمایشی C1 شما در ۶ آذر')).toBeInTheDocument();
  });

  it('leaves the Mock Test step at no when there is no mock test, or the call fails', async () => {
    for (const latestMockScores of [async () => ({ latest: null }), async () => { throw new ApiError(500, 'down', { status: 500, message: 'down', errors: [] }); }]) {
      const view = render(<StudyPlanWizard open onOpenChange={vi.fn()} englishLevel="B1" client={{ latestMockScores } as unknown as PteClient} />);
      const dialog = within(screen.getByRole('dialog', { name: 'Customize your study plan' }));
      const user = userEvent.setup();
      await user.click(dialog.getByRole('button', { name: 'Next' }));
      await user.click(dialog.getByRole('radio', { name: '1-2 hours' }));
      await user.click(dialog.getByRole('button', { name: 'Next' }));
      expect(dialog.getByRole('radio', { name: 'No, plan from my level' })).toBeChecked();
      expect(dialog.queryByText(/From your mock test/)).toBeNull();
      view.unmount();
    }
  });

  it('runs the story: filled in from a mock test', async () => {
    const { container } = render(<FilledFromMockTest />);
    await FilledFromMockTest.play!({ canvasElement: container } as never);
  });

  it("submits from the last step and says 'Study plan submitted successfully'", async () => {
    const { dialog, user, client, onToast, onOpenChange, onSubmitted } = setup();
    await user.click(dialog.getByRole('radio', { name: 'Upper Intermediate' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('radio', { name: '3-4 hours' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(client.submitStudyPlan).toHaveBeenCalledWith(expect.objectContaining({
      englishLevel: 'B2', dailyPractice: 'BETWEEN_3_4', overall: 0, dailyPracticeDuration: expect.objectContaining({ seconds: 14_400 }),
    }));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Study plan submitted successfully', 'success'));
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open and says why when the plan could not be saved', async () => {
    const { dialog, user, client, onOpenChange } = setup();
    client.submitStudyPlan.mockRejectedValueOnce(new ApiError(403, 'The study plan is for premium learners.', { status: 403, message: 'The study plan is for premium learners.', errors: [] }));
    await user.click(dialog.getByRole('radio', { name: 'Mastery' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('radio', { name: 'More than 4 hours' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The study plan is for premium learners.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('moves between reached steps with the arrow keys', async () => {
    const { dialog, user } = setup();
    await user.click(dialog.getByRole('radio', { name: 'Elementary' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    dialog.getByRole('tab', { name: '2. Study Preference' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(dialog.getByRole('tab', { name: '1. English Level' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(dialog.getByRole('tab', { name: '2. Study Preference' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has no accessibility violations', async () => {
    const { baseElement, dialog, user } = setup();
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await user.click(dialog.getByRole('radio', { name: 'Elementary' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('radio', { name: '1-2 hours' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('radio', { name: 'Consider my Mock test scores' }));
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
