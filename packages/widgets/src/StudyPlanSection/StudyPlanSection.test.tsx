import { type PteClient, type StudyPlanDto } from '@pte-kit/core';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { StudyPlanSection, type StudyPlanSectionProps } from './StudyPlanSection';
import * as stories from './StudyPlanSection.stories';
import { planDay, TODAY } from './storyClient';

const { NoPlanYet } = composeStories(stories);

function fakeClient(plan: (date?: string) => StudyPlanDto = (date) => planDay(date ?? TODAY)) {
  return {
    getStudyPlan: vi.fn(async (date?: string) => plan(date)),
    submitStudyPlan: vi.fn(async () => planDay(TODAY)),
  };
}

function setup(props: Partial<StudyPlanSectionProps> = {}, client = fakeClient()) {
  const onNavigate = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const view = render(<StudyPlanSection premium today={TODAY} client={client as unknown as PteClient} onNavigate={onNavigate} {...props} />);
  return { ...view, client, onNavigate, user: userEvent.setup() };
}

const cardTexts = () => within(screen.getByRole('tabpanel')).queryAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}`);

describe('StudyPlanSection', () => {
  it("shows today's speaking cards first, with the target and done counts, and the other skills by tab", async () => {
    const { user, client, onNavigate } = setup();
    expect(await screen.findByRole('link', { name: /Read Aloud/ })).toBeInTheDocument();
    expect(client.getStudyPlan).toHaveBeenCalledWith(undefined);
    expect(screen.getByRole('tab', { name: 'Speaking' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTexts()).toEqual([
      'Read Aloud 2 / 6 done /dashboard/speaking/read-aloud/1',
      'Repeat Sentence 10 / 10 done /dashboard/speaking/repeat-sentence/1',
      'Describe Image 0 / 3 done /dashboard/speaking/describe-image/1',
      expect.stringMatching(/^Re-tell Lecture 0 \/ 2 done \/dashboard\/speaking\/re-tell-lecture\/1$/i),
      'Answer Short Question 0 / 8 done /dashboard/speaking/answer-short-question/1',
    ]);
    expect(screen.getByText('1 hour 15 minutes of speaking')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Writing' }));
    expect(cardTexts()).toEqual(['Summarize Written Text 0 / 2 done /dashboard/writing/summarize-written-text/1', 'Write Essay 0 / 1 done /dashboard/writing/write-essay/1']);
    await user.click(screen.getByRole('link', { name: /Write Essay/ }));
    expect(onNavigate).toHaveBeenCalledWith(expect.anything(), '/dashboard/writing/write-essay/1');
  });

  it("moves by day and shows 'Today' once the day is more than 7 days away", async () => {
    const { user, client } = setup();
    await screen.findByRole('link', { name: /Read Aloud/ });
    for (let day = 0; day < 7; day += 1) await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(client.getStudyPlan).toHaveBeenLastCalledWith('2026-11-19');
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(await screen.findByRole('button', { name: 'Today' }));
    expect(client.getStudyPlan).toHaveBeenLastCalledWith(undefined);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument());
  });

  it('blurs the day while the next one loads', async () => {
    const client = fakeClient();
    const { user } = setup({}, client);
    await screen.findByRole('link', { name: /Read Aloud/ });
    let answer!: (plan: StudyPlanDto) => void;
    client.getStudyPlan.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the study plan');
    answer(planDay('2026-11-27'));
    await waitFor(() => expect(screen.getByRole('tabpanel')).not.toHaveAttribute('aria-busy'));
  });

  it("shows 'No task found' with a way into the wizard when there is no plan", async () => {
    const { container } = render(<NoPlanYet />);
    await NoPlanYet.play!({ canvasElement: container } as never);
    expect(screen.getByText('Customize your study plan in just a few steps.')).toBeInTheDocument();
  });

  it('shows a free learner the upgrade overlay and asks the server for nothing', async () => {
    const { client, onNavigate, user } = setup({ premium: false });
    const upgrade = screen.getByRole('link', { name: 'Upgrade Now' });
    expect(upgrade).toHaveAttribute('href', '/dashboard/plans');
    expect(cardTexts()).toEqual(['Upgrade Now /dashboard/plans']);
    await user.click(upgrade);
    expect(onNavigate).toHaveBeenCalledWith(expect.anything(), '/dashboard/plans');
    expect(client.getStudyPlan).not.toHaveBeenCalled();
  });

  it('has no accessibility violations, with a plan and locked', async () => {
    const { container, unmount } = setup();
    await screen.findByRole('link', { name: /Read Aloud/ });
    expect((await axe(container)).violations).toEqual([]);
    unmount();
    const locked = setup({ premium: false });
    expect((await axe(locked.container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
