import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DictionaryModal, type DictionaryModalProps } from './DictionaryModal';
import { LIBRARY, LIBRARY_SAVED, asClient, dictionaryClient } from './storyData';

/** The modal as a page holds it: closing it really closes it, and a button opens it again. */
function Page(props: DictionaryModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Look up {props.word}</button>
      <DictionaryModal {...props} open={open} onOpenChange={(next) => { setOpen(next); props.onOpenChange(next); }} />
    </>
  );
}

const meta = {
  title: 'Widgets/DictionaryModal',
  component: DictionaryModal,
  render: (args) => <Page {...args} />,
  args: {
    word: 'library', open: true, onOpenChange: fn(), client: asClient(dictionaryClient()), onToast: fn(), onBooksChange: fn(),
    practiceType: 'readAloud', skillType: 'speaking', translationLanguage: 'fa', writeText: fn(async () => {}),
  },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof DictionaryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in learner looks a word up from a practice card: nothing saved yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('dialog', { name: 'library' });
  },
};

/** While the word loads: its name as the title and a skeleton. */
export const Loading: Story = {
  args: { client: asClient({ ...dictionaryClient(), getDictionaryWord: fn(() => new Promise<never>(() => {})) }) },
};

/** A word the learner has in the Vocab and Pronunciation books, marked Hard. */
export const Saved: Story = {
  args: { client: asClient(dictionaryClient([LIBRARY_SAVED])) },
};

/** Opened from a book list: Previous, Next and the word's place. */
export const FromBook: Story = {
  args: { client: asClient(dictionaryClient([LIBRARY_SAVED])), position: { index: 2, total: 42 }, onPrevious: fn(), onNext: fn() },
};

/** A reader who is not signed in (an article's <pte-dictionary>): no footer. */
export const SignedOut: Story = {
  args: { signedIn: false },
};

/** Ticking two books and closing saves the word in both. */
export const AddToBooks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Vocab Book' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pronunciation Book' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The dictionary does not know the word: the modal renders nothing. */
export const Unknown: Story = {
  args: { word: 'xyzzy', client: asClient(dictionaryClient([LIBRARY])) },
};
