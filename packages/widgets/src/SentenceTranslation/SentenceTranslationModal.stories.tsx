import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SentenceTranslationModal } from './SentenceTranslationModal';
import { asClient, pendingClient, sentenceClient } from './storyData';

const meta = {
  title: 'Widgets/SentenceTranslationModal',
  component: SentenceTranslationModal,
  args: {
    text: 'The library opens at nine. Students may borrow three books at a time.',
    open: true, onOpenChange: fn(), language: 'fa', languageName: 'Persian', client: asClient(sentenceClient()), writeText: async (_text: string) => {},
  },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof SentenceTranslationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two sentences selected on a practice card, each with its Persian under it. */
export const Translated: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Translate sentences' });
    await expect(await within(dialog).findByText('کتابخانه ساعت نه باز می‌شود.')).toHaveAttribute('dir', 'rtl');
  },
};

/** The service could not translate the second sentence: 'Translation failed' under it, with Try again. */
export const OneFailed: Story = {
  args: {
    text: 'The library opens at nine. It has no service today.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Translate sentences' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Translation failed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Translation failed');
  },
};

/** While the service answers. */
export const Translating: Story = {
  args: { client: asClient(pendingClient()) },
};

/** A long selection: the first eight sentences are translated and the modal says so. */
export const LongSelection: Story = {
  args: {
    text: Array.from({ length: 10 }, (_, n) => `Sentence number ${n + 1} describes the reading room.`).join(' '),
    client: asClient(pendingClient()),
  },
};
