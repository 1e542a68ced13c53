import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n';
import { MockTestList } from './MockTestList';
import { MockTestReport } from './MockTestReport';
import { MockTestSitting } from './MockTestSitting';
import { coreItem, fullReport, listClient, memorySitting, sampleList } from './storyClient';

describe('MockTestList', () => {
  it('lists the full and section forms with their length, the learner\'s sittings, and starts one', async () => {
    const onOpen = vi.fn();
    const onReport = vi.fn();
    const client = listClient();
    const start = vi.spyOn(client, 'startMockTest');
    render(<MockTestList client={client} onOpen={onOpen} onReport={onReport} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock tests' })).toBeInTheDocument();
    const full = within(screen.getByRole('region', { name: 'Full mock tests' }));
    expect(full.getByText('PTE Academic mock test A1')).toBeInTheDocument();
    expect(full.getByText('140 min · 56 items')).toBeInTheDocument();
    expect(screen.getByText('Your plan includes any number of mock tests.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start PTE Academic Reading section mock' }));
    expect(start).toHaveBeenCalledWith('A-reading');
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(12));
    const mine = within(screen.getByRole('region', { name: 'Your mock tests' }));
    expect(mine.getByText('Overall 61')).toBeInTheDocument();
    await userEvent.click(mine.getByRole('button', { name: 'View report PTE Academic Writing section mock' }));
    expect(onReport).toHaveBeenCalledWith(11);
  });

  it('offers Resume for the sitting in progress and keeps Start off while it runs', async () => {
    const onOpen = vi.fn();
    const list = { ...sampleList, attempts: [{ id: 7, formId: 'A1', formName: 'PTE Academic mock test A1', status: 'IN_PROGRESS' as const, startedAt: '2026-11-27T04:00:00.000Z', finishedAt: null, overall: null }] };
    render(<MockTestList client={listClient(list)} onOpen={onOpen} onReport={vi.fn()} />);
    const full = within(await screen.findByRole('region', { name: 'Full mock tests' }));
    await userEvent.click(full.getByRole('button', { name: 'Resume PTE Academic mock test A1' }));
    expect(onOpen).toHaveBeenCalledWith(7);
    expect(screen.getByRole('button', { name: 'Start PTE Academic Reading section mock' })).toBeDisabled();
    expect(screen.getByText('Finish or resume your mock test in progress before starting another.')).toBeInTheDocument();
  });

  it('tells a free learner whose mock test is used why Start is off', async () => {
    const message = 'The free plan includes one mock test, and you have started it.';
    render(<MockTestList client={listClient({ ...sampleList, allowance: { plan: 'TRIAL', remaining: 0, message } })} onOpen={vi.fn()} onReport={vi.fn()} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Your free mock test is used.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start PTE Academic mock test A1' })).toBeDisabled();
  });
});

describe('MockTestList for a learner of one exam', () => {
  it("lists the learner's exam first and keeps the other exam's forms one tap away", async () => {
    const user = userEvent.setup();
    render(<MockTestList client={listClient()} variant="CORE" onOpen={vi.fn()} onReport={vi.fn()} />);
    const full = within(await screen.findByRole('region', { name: 'Full mock tests' }));
    expect(full.getByText('PTE Core mock test C1')).toBeInTheDocument();
    expect(full.queryByText('PTE Academic mock test A1')).toBeNull();
    const other = screen.getByText('Mock tests for PTE Academic').closest('details')!;
    expect(other).not.toHaveAttribute('open');
    await user.click(screen.getByText('Mock tests for PTE Academic'));
    expect(other).toHaveAttribute('open');
    expect(within(other).getByRole('button', { name: 'Start PTE Academic mock test A1' })).toBeEnabled();
    expect(within(other).getByText('You are preparing for PTE Core; these forms follow the other exam.')).toBeInTheDocument();
  });
});

describe('MockTestSitting: the exam rules', () => {
  it('records a speaking item once and sends it when the recording stops; a timed writing item is sent as it stands when its time runs out', async () => {
    const { client, answers } = memorySitting({ core: true, at: 'item' });
    // Write Email (the second item) first showed 536 s ago in this browser: 4 s of its 9 minutes are left.
    localStorage.setItem('pte-mock-item:12:1', String(Date.now() - 536_000));
    const { container } = render(<MockTestSitting attemptId={12} client={client} />);
    expect(await screen.findByRole('heading', { name: 'Read Aloud' })).toBeInTheDocument();
    expect(screen.getByText(/One take, as in the exam/)).toBeInTheDocument();
    const recorder = await waitFor(() => {
      const found = container.querySelector('pte-recorder') as (HTMLElement & { singleTake: boolean; start: () => Promise<void> }) | null;
      expect(found).not.toBeNull();
      return found!;
    });
    vi.spyOn(recorder, 'start').mockResolvedValue();
    expect(recorder.singleTake).toBe(true);
    await act(async () => { recorder.dispatchEvent(new CustomEvent('pte-recorder-start', { bubbles: true, composed: true })); });
    expect(screen.getByRole('button', { name: 'Recording…' })).toBeDisabled();
    await act(async () => {
      recorder.dispatchEvent(new CustomEvent('pte-recorded', {
        bubbles: true, composed: true, detail: { blob: new Blob(['mp3']), dataUrl: 'data:audio/mpeg;base64,QUJD', durationMs: 2400 },
      }));
    });
    // No confirmation: the take went, and the sitting moved on.
    expect(await screen.findByRole('heading', { name: 'Write Email' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answers[0]).toEqual({ position: 0, body: { answerRequest: 'QUJD', duration: 2 } });

    expect(screen.getByRole('timer', { name: 'Time left for this item' })).toHaveTextContent(/^0:0[1-4]$/);
    const box = await screen.findByRole('textbox');
    await userEvent.type(box, 'Dear Sam, the meeting moves to Friday.', { delay: null });
    await waitFor(() => expect(answers).toHaveLength(2), { timeout: 7000 });
    expect(answers[1]).toEqual({ position: 1, body: expect.objectContaining({ answer: 'Dear Sam, the meeting moves to Friday.' }) });
    expect(localStorage.getItem('pte-mock-item:12:1')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Score report' })).toBeInTheDocument();
  });
});

describe('MockTestSitting: the question\'s recording', () => {
  it('plays in the exam\'s player: no Position slider, speed or voice, and no pause', async () => {
    const { client } = memorySitting({ core: true, at: 'item', items: [coreItem(0, 'listening.multipleChoiceSingleAnswer', 611)] });
    const { container } = render(<MockTestSitting attemptId={12} client={client} />);
    const player = await waitFor(() => {
      const found = container.querySelector('pte-timing-player') as (HTMLElement & { exam: boolean; updateComplete: Promise<boolean> }) | null;
      expect(found).not.toBeNull();
      return found!;
    });
    await player.updateComplete;
    expect(player.exam).toBe(true);
    const view = within(player.shadowRoot as unknown as HTMLElement);
    expect(view.queryByRole('slider', { name: 'Position' })).toBeNull();
    expect(view.getByRole('progressbar', { name: 'Position' })).toBeInTheDocument();
    expect(view.queryByRole('combobox', { name: 'Speed' })).toBeNull();
    expect(view.queryByRole('combobox', { name: 'Speaker' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(view.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
  });
});

describe('MockTestSitting: Summarize Spoken Text', () => {
  it('holds its 10 minutes until the lecture has played, as the exam does', async () => {
    const { client } = memorySitting({ core: true, at: 'item', items: [coreItem(0, 'listening.summarizeSpokenText', 604)] });
    render(<MockTestSitting attemptId={12} client={client} />);
    const clock = await screen.findByRole('timer', { name: 'Time left for this item' });
    expect(clock).toHaveTextContent('10:00');
    await new Promise((resolve) => { setTimeout(resolve, 1500); });
    expect(clock).toHaveTextContent('10:00');
    expect(localStorage.getItem('pte-mock-item:12:0')).toBeNull();
  });
});

describe('MockTestSitting', () => {
  it('opens at the part\'s intro, answers with Next after a confirmation, and ends in the report', async () => {
    const { client, answers } = memorySitting();
    const user = userEvent.setup();
    render(<MockTestSitting attemptId={12} client={client} />);
    expect(await screen.findByRole('heading', { name: 'Reading' })).toBeInTheDocument();
    expect(screen.getByText(/This part has 2 items and 25 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Begin this part' }));

    expect(await screen.findByRole('heading', { name: 'Urban bees' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left in this part' })).toHaveTextContent('23:04');
    expect(screen.getByText('Part 1 of 1 · Item 1 of 2')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /They are becoming more common/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Next' }));
    expect(dialog.getByText('Move on? You cannot come back to this item.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes, move on' }));

    expect(await screen.findByRole('heading', { name: 'Night trains' })).toBeInTheDocument();
    expect(answers).toEqual([{ position: 0, body: expect.objectContaining({ answer: 'A' }) }]);
    expect(answers[0]!.body).not.toHaveProperty('pteType');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = within(screen.getByRole('dialog', { name: 'Next' }));
    expect(second.getByText(/Move on without answering\? This item will score 0/)).toBeInTheDocument();
    await user.click(second.getByRole('button', { name: 'Yes, move on' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Score report' })).toBeInTheDocument();
    expect(answers).toHaveLength(1);
  });

  it('resumes where the server has the sitting', async () => {
    const { client } = memorySitting();
    await client.nextMockItem(12, 0);
    await client.nextMockItem(12, 0);
    render(<MockTestSitting attemptId={12} client={client} />);
    expect(await screen.findByRole('heading', { name: 'Night trains' })).toBeInTheDocument();
    expect(screen.getByText('Part 1 of 1 · Item 2 of 2')).toBeInTheDocument();
  });

  it('says when the sitting cannot be loaded, with a way to try again', async () => {
    const { client } = memorySitting();
    client.getMockAttempt = vi.fn(async () => { throw new Error('offline'); });
    render(<MockTestSitting attemptId={12} client={client} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('MockTestReport', () => {
  it('shows the overall, the four skills and enabling skills with their ranges, and each answer with its model answer', async () => {
    render(<MockTestReport report={fullReport} />);
    const skills = within(screen.getByRole('region', { name: 'Communicative skills' }));
    expect(skills.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Listening61likely range 53–69', 'Reading66likely range 58–74', 'Speaking58likely range 49–67', 'Writing70likely range 61–79',
    ]);
    expect(within(screen.getByRole('region', { name: 'Enabling skills' })).getByText('Oral fluency')).toBeInTheDocument();
    expect(screen.getByText('Overall score').parentElement).toHaveTextContent('64');
    const answers = within(screen.getByRole('region', { name: 'Your answers' }));
    expect(answers.getByText('Not answered')).toBeInTheDocument();
    await userEvent.click(answers.getByText('3. Write Essay'));
    expect(answers.getByText('11 / 15')).toBeInTheDocument();
    expect(answers.getByRole('heading', { name: 'Model answer' }).nextElementSibling).toHaveTextContent('Working from home has changed…');
  });

  it('speaks Persian to Persian learners', async () => {
    render(<LocaleProvider locale="fa"><MockTestReport report={fullReport} /></LocaleProvider>);
    expect(await screen.findByRole('heading', { name: 'کارنامهٔ نمره' })).toBeInTheDocument();
    expect(screen.getByText('شنیدن')).toBeInTheDocument();
    expect(screen.getByText('بازهٔ محتمل ۵۸ تا ۷۰')).toBeInTheDocument();
  });
});
