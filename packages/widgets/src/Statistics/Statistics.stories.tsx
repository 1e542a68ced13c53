import type { PteClient, StatisticsDto } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Statistics } from './Statistics';
import { sampleStatistics } from './storyData';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

function statisticsClient(statistics: StatisticsDto): PteClient {
  return {
    getStatistics: async () => {
      await wait(200);
      return statistics;
    },
  } as unknown as PteClient;
}

const meta = {
  title: 'Dashboard/Statistics',
  component: Statistics,
  args: { client: statisticsClient(sampleStatistics()) },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof Statistics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Items practised per skill per day' }, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.getByText('Unlimited')).toBeInTheDocument();
  },
};

/** A trial learner with 3 free AI answers left and nothing practised yet. */
export const NewTrialLearner: Story = {
  args: {
    client: statisticsClient({
      ...sampleStatistics(3),
      days: sampleStatistics().days.map((day) => ({ ...day, speaking: 0, writing: 0, reading: 0, listening: 0 })),
      tasks: [],
    }),
  },
};
