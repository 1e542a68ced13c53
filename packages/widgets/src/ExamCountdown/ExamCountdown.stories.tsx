import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExamCountdown } from './ExamCountdown';

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const meta = {
  title: 'Dashboard/ExamCountdown',
  component: ExamCountdown,
  args: { examDate: inDays(30) },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof ExamCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days out: the seconds run. */
export const ThirtyDaysOut: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Time left to your exam' });
    await expect(timer).toHaveTextContent(/Days(29|30)/);
  },
};

/** No date set: all zeros and a prompt to set the target. */
export const Unset: Story = {
  args: { examDate: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('Days00Hours00Minutes00Seconds00');
  },
};

export const Loading: Story = { args: { loading: true } };
