import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MockTestList } from './MockTestList';
import { MockTestReport } from './MockTestReport';
import { MockTestSitting } from './MockTestSitting';
import { coreItem, fullReport, listClient, memorySitting, sampleList } from './storyClient';

const meta = {
  title: 'Mock tests/MockTestList',
  component: MockTestList,
  args: { onOpen: fn(), onReport: fn(), client: listClient() },
} satisfies Meta<typeof MockTestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium learner: every form can start, one finished sitting with its report. */
export const Premium: Story = {};

/** A free learner whose one mock test is used: Start is off and the list says why. */
export const TrialUsed: Story = {
  args: {
    client: listClient({
      ...sampleList,
      allowance: { plan: 'TRIAL', remaining: 0, message: 'The free plan includes one mock test, and you have started it. Upgrade to a premium plan to take more; the report of your free test stays here.' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your free mock test is used.')).toBeInTheDocument();
    await expect(canvas.getByText(/The free plan includes one mock test/)).toBeInTheDocument();
    for (const start of canvas.getAllByRole('button', { name: /^Start / })) await expect(start).toBeDisabled();
    // The report of the free test stays reachable.
    await expect(canvas.getByRole('button', { name: 'View report PTE Academic Writing section mock' })).toBeEnabled();
  },
};

/** A PTE Core learner: Core's forms first, PTE Academic's one tap away in a disclosure. */
export const CoreLearner: Story = {
  args: { variant: 'CORE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const full = within(await canvas.findByRole('region', { name: 'Full mock tests' }));
    await expect(full.getByText('PTE Core mock test C1')).toBeInTheDocument();
    await expect(full.queryByText('PTE Academic mock test A1')).toBeNull();
    await userEvent.click(canvas.getByText('Mock tests for PTE Academic'));
    await expect(canvas.getByRole('button', { name: 'Start PTE Academic mock test A1' })).toBeEnabled();
  },
};

/** A sitting at its first part's intro; Begin starts the part's clock. */
export const Sitting: StoryObj<typeof MockTestSitting> = {
  render: () => <MockTestSitting attemptId={12} client={memorySitting().client} />,
};

/**
 * A Core sitting at a speaking item (Read Aloud): the preparation counts down and the recorder starts by itself; one
 * take, sent when it stops. The recording itself needs a microphone, so the play checks the rules shown, not a take.
 */
export const SittingSpeakingItem: StoryObj<typeof MockTestSitting> = {
  render: () => <MockTestSitting attemptId={12} client={memorySitting({ core: true, at: 'item' }).client} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Read Aloud' })).toBeInTheDocument();
    await expect(canvas.getByText('Part 1 of 1 · Item 1 of 2')).toBeInTheDocument();
    await expect(canvas.getByText(/One take, as in the exam/)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText(/^Recording begins in \d+ sec$/)).toBeInTheDocument());
    await waitFor(() => expect((canvasElement.querySelector('pte-recorder') as HTMLElement & { singleTake?: boolean } | null)?.singleTake).toBe(true));
  },
};

/**
 * A Core sitting at a listening item: the question's recording is in the exam's player, which plays it once after
 * the countdown (no pause, seeking, speed or voice; the volume stays).
 */
export const SittingListeningItem: StoryObj<typeof MockTestSitting> = {
  render: () => (
    <MockTestSitting attemptId={12} client={memorySitting({ core: true, at: 'item', items: [coreItem(0, 'listening.multipleChoiceSingleAnswer', 611)] }).client} />
  ),
  play: async ({ canvasElement }) => {
    const player = await waitFor(() => {
      const found = canvasElement.querySelector('pte-timing-player');
      if (!found?.shadowRoot) throw new Error('the player is loading');
      return within(found.shadowRoot as unknown as HTMLElement);
    });
    await waitFor(() => expect(player.getByRole('progressbar', { name: 'Position' })).toBeInTheDocument());
    await expect(player.queryByRole('combobox', { name: 'Speed' })).toBeNull();
    await expect(player.queryByRole('button', { name: 'Pause' })).toBeNull();
  },
};

/** The report of a full form: overall, the four skills, enabling skills and each answer. */
export const Report: StoryObj<typeof MockTestReport> = {
  render: () => <MockTestReport report={fullReport} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Score report' })).toBeInTheDocument();
    const skills = within(canvas.getByRole('region', { name: 'Communicative skills' }));
    await expect(skills.getAllByRole('listitem')).toHaveLength(4);
    await expect(skills.getByText('likely range 49–67')).toBeInTheDocument();
    await userEvent.click(canvas.getByText('3. Write Essay'));
    await expect(canvas.getByRole('heading', { name: 'Model answer' })).toBeInTheDocument();
  },
};
