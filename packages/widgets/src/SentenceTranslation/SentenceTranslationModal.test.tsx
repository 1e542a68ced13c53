import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { SentenceTranslationModal } from './SentenceTranslationModal';
import * as stories from './SentenceTranslationModal.stories';
import { asClient, sentenceClient } from './storyData';

const { Translated, Translating, LongSelection } = composeStories(stories);

describe('SentenceTranslationModal', () => {
  it('translates each sentence into the chosen language, shown under it, and passes axe', async () => {
    const client = sentenceClient();
    const { baseElement } = render(<Translated client={asClient(client)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Translate sentences' });
    expect(dialog).toHaveTextContent('English → Persian');
    await within(dialog).findByText('دانشجویان می‌توانند هم‌زمان سه کتاب امانت بگیرند.');
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('paragraph').map((line) => line.textContent))).toEqual([
      ['The library opens at nine.', 'کتابخانه ساعت نه باز می‌شود.'],
      ['Students may borrow three books at a time.', 'دانشجویان می‌توانند هم‌زمان سه کتاب امانت بگیرند.'],
    ]);
    expect(client.translateSentence).toHaveBeenCalledWith('The library opens at nine.', 'fa');
    expect(client.translateSentence).toHaveBeenCalledTimes(2);
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it("shows 'Translation failed' under the sentence the service failed, never a made-up line, and tries again", async () => {
    const client = sentenceClient({ 'The library opens at nine.': 'کتابخانه ساعت نه باز می‌شود.' });
    render(<SentenceTranslationModal text="The library opens at nine. It has no service today." open onOpenChange={() => {}} language="fa" client={asClient(client)} />);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Translation failed');
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('کتابخانه ساعت نه باز می‌شود.');
    expect(within(first!).queryByRole('alert')).toBeNull();
    expect(second).toContainElement(failed);
    expect(second).toHaveTextContent('It has no service today.Translation failed');

    client.translateSentence = vi.fn(async () => ({ data: { translated: 'امروز خدماتی ندارد.' } }));
    await userEvent.click(within(second!).getByRole('button', { name: 'Try again' }));
    expect(await within(second!).findByText('امروز خدماتی ندارد.')).toBeInTheDocument();
    expect(client.translateSentence).toHaveBeenCalledWith('It has no service today.', 'fa');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it is translating, and translates only the first eight sentences of a long selection', async () => {
    render(<Translating />);
    expect(await screen.findAllByRole('status')).toHaveLength(2);
    render(<LongSelection />);
    const dialogs = await screen.findAllByRole('dialog');
    expect(within(dialogs[1]!).getAllByRole('listitem')).toHaveLength(8);
    expect(dialogs[1]).toHaveTextContent('Only the first 8 sentences of your selection are translated.');
  });

  it('copies the translations and says so', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    render(<Translated writeText={(text: string) => writeText(text)} />);
    await screen.findByText('دانشجویان می‌توانند هم‌زمان سه کتاب امانت بگیرند.');
    await userEvent.click(screen.getByRole('button', { name: 'Copy translation' }));
    expect(writeText).toHaveBeenCalledWith('کتابخانه ساعت نه باز می‌شود. دانشجویان می‌توانند هم‌زمان سه کتاب امانت بگیرند.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument());
  });
});
