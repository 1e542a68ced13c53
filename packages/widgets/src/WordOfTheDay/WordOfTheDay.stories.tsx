import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SERENDIPITY } from './storyData';
import { WordOfTheDay } from './WordOfTheDay';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const meta = {
  title: 'Dashboard/WordOfTheDay',
  component: WordOfTheDay,
  args: { load: async () => { await wait(200); return SERENDIPITY; } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof WordOfTheDay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('serendipity', {}, { timeout: 2000 })).toBeInTheDocument();
  },
};

export const Failing: Story = { args: { load: async () => { await wait(200); throw new Error('offline'); } } };
