import type { AnswerRecord } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareModal } from './ShareModal';

const record: AnswerRecord = {
  id: 7, practiceId: 207, type: 'MY_ANSWER', nickname: 'maryam_k', avatar: null, lastModifiedDate: '2026-03-04T05:06:07Z',
  pteType: 'PTE Academic', score: 3, maxScore: 5, answers: ['behaviour', '', 'distance'], results: [], scores: {}, duration: 94,
  shareLink: 'https://pte.example/share/reading/fillInTheBlanks/7?key=abc',
};

const meta = {
  title: 'Widgets/ShareModal',
  component: ShareModal,
  args: { open: true, onOpenChange: fn(), record, writeText: fn(async () => {}) },
  argTypes: { record: { control: false } },
} satisfies Meta<typeof ShareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy puts the link on the clipboard and says so. */
export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.writeText).toHaveBeenCalledWith(args.record.shareLink);
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied!');
  },
};

/** An answer without a share link: Copy says the link was not found. */
export const NoLink: Story = {
  args: { record: { ...record, shareLink: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Link not found!');
  },
};

/** The browser refuses the clipboard (no permission): the same message as a missing link. */
export const ClipboardRefused: Story = {
  args: { record: { ...record, id: 8 }, writeText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Link not found!');
  },
};
