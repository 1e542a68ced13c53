import { ApiError } from '@pte-kit/core';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { DictionaryModal, type DictionaryModalProps } from './DictionaryModal';
import * as stories from './DictionaryModal.stories';
import { LIBRARY, LIBRARY_SAVED, asClient, conflict, dictionaryClient, type DictionaryStoryClient } from './storyData';

const { Default, FromBook, SignedOut, AddToBooks, Unknown, Loading } = composeStories(stories);

afterEach(() => vi.useRealTimers());

function setup(props: Partial<DictionaryModalProps> = {}, client: DictionaryStoryClient = dictionaryClient()) {
  const onToast = vi.fn();
  const onOpenChange = vi.fn();
  const view = render(
    <DictionaryModal word="library" open onOpenChange={onOpenChange} client={asClient(client)} onToast={onToast}
      practiceType="readAloud" skillType="speaking" writeText={async () => {}} {...props} />,
  );
  return { ...view, client, onToast, onOpenChange };
}

describe('DictionaryModal', () => {
  it('shows the word, its accents, translation and first meaning, and passes axe', async () => {
    const { baseElement } = render(<Default />);
    const dialog = await screen.findByRole('dialog', { name: 'library' });
    expect(await within(dialog).findByRole('button', { name: 'Play US pronunciation' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Play UK pronunciation' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Play AU pronunciation' })).toBeNull();
    expect(dialog).toHaveTextContent('No Australian voice is available offline.');
    expect(dialog).toHaveTextContent('/ˈlaɪbrəri/');
    expect(within(dialog).getByText('کتابخانه')).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('tab', { name: 'Noun' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toContain('A room where books are kept.');
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  }, 20_000);

  it('says it is looking the word up until it comes', async () => {
    render(<Loading />);
    expect(await screen.findByRole('dialog', { name: 'library' })).toHaveTextContent('Looking up library…');
  });

  it('switches parts of speech with the tabs, by click and arrow keys', async () => {
    setup();
    const nounTab = await screen.findByRole('tab', { name: 'Noun' });
    await userEvent.click(screen.getByRole('tab', { name: 'Verb' }));
    expect(screen.getByRole('tabpanel', { name: 'Verb' })).toHaveTextContent('To catalogue as in a library (rare).');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Verb' }), { key: 'ArrowRight' });
    expect(nounTab).toHaveAttribute('aria-selected', 'true');
    expect(nounTab).toHaveFocus();
  });

  it("copies the word and the numbered definitions, saying 'Copied!' for two seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => {});
    setup({ writeText });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy definitions' }));
    expect(writeText).toHaveBeenCalledWith('1. A room where books are kept.\n2. A collection of literary documents or records kept for reference.');
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy word' }));
    expect(writeText).toHaveBeenLastCalledWith('library');
    act(() => { vi.advanceTimersByTime(2000); });
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('opens the related lists, and a synonym looks that word up', async () => {
    const { client } = setup();
    const synonyms = await screen.findByRole('button', { name: 'Synonyms' });
    expect(synonyms).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'archive' })).toBeNull();
    await userEvent.click(synonyms);
    expect(synonyms).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Collocations' }));
    expect(screen.getByText('public library')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Family words' }));
    expect(screen.getByRole('button', { name: 'librarian' })).toBeVisible();
    expect(screen.getByText('reading room')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'reading room' })).toBeNull(); // a phrase is not a dictionary word
    await userEvent.click(screen.getByRole('button', { name: 'archive' }));
    expect(await screen.findByRole('dialog', { name: 'archive' })).toHaveTextContent('A collection of historical documents.');
    expect(client.getDictionaryWord).toHaveBeenLastCalledWith('archive', undefined);
  });

  it('saves the ticked books when it closes, with the task the word was met in', async () => {
    const onBooksChange = vi.fn();
    const { client, onToast, onOpenChange } = setup({ onBooksChange });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Vocab Book' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pronunciation Book' }));
    expect(client.addVocab).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Word added successfully', 'success'));
    expect(onToast).toHaveBeenCalledTimes(1);
    expect(client.addVocab).toHaveBeenCalledWith('library', 'readAloud', 'speaking');
    expect(client.addPronunciation).toHaveBeenCalledWith('library');
    expect(client.addSpelling).not.toHaveBeenCalled();
    expect(onBooksChange).toHaveBeenCalledWith({ word: 'library', added: ['vocabBook', 'pronunciationBook'], removed: [] });
  });

  it('removes the word from an unticked book on close', async () => {
    const { client, onToast } = setup({}, dictionaryClient([LIBRARY_SAVED]));
    const pronunciation = await screen.findByRole('checkbox', { name: 'Pronunciation Book' });
    expect(pronunciation).toBeChecked();
    await userEvent.click(pronunciation);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Word deleted successfully', 'success'));
    expect(client.deletePronunciation).toHaveBeenCalledWith(12);
    expect(client.deleteVocab).not.toHaveBeenCalled();
  });

  it("warns 'Word already exists' on a 409 and says the server's words or 'Something went wrong' otherwise", async () => {
    const client = dictionaryClient();
    client.addVocab.mockRejectedValueOnce(conflict());
    client.addSpelling.mockRejectedValueOnce(new ApiError(400, 'Bad', { status: 400, message: 'Not a dictionary word', errors: [] }));
    client.addPronunciation.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { onToast } = setup({}, client);
    for (const name of ['Vocab Book', 'Pronunciation Book', 'Spelling Book']) await userEvent.click(await screen.findByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onToast).toHaveBeenCalledTimes(3));
    expect(onToast).toHaveBeenCalledWith('Word already exists', 'warning');
    expect(onToast).toHaveBeenCalledWith('Not a dictionary word', 'error');
    expect(onToast).toHaveBeenCalledWith('Something went wrong', 'error');
  });

  it('deletes the word from the Vocab Book and closes', async () => {
    const onDelete = vi.fn();
    const { client, onToast, onOpenChange } = setup({ onDelete }, dictionaryClient([LIBRARY_SAVED]));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete from Vocab Book' }));
    expect(client.deleteVocab).toHaveBeenCalledWith(11);
    expect(onToast).toHaveBeenCalledWith('Word deleted successfully', 'success');
    expect(onDelete).toHaveBeenCalledWith(11);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(client.deleteVocab).toHaveBeenCalledTimes(1); // the unticked toggle is not removed a second time
  });

  it("says 'No word ID found' when the word is not in the Vocab Book", async () => {
    const { client, onToast } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete from Vocab Book' }));
    expect(onToast).toHaveBeenCalledWith('No word ID found', 'error');
    expect(client.deleteVocab).not.toHaveBeenCalled();
  });

  it('marks the word at its vocab entry version, then closes; a failure says so', async () => {
    const onBookmarkChange = vi.fn();
    const client = dictionaryClient([LIBRARY_SAVED]);
    const { onToast, onOpenChange } = setup({ onBookmarkChange }, client);
    const mark = await screen.findByRole('combobox', { name: 'Difficulty mark' });
    expect(mark).toHaveValue('HARD');
    await userEvent.selectOptions(mark, 'VERY_EASY');
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Bookmark updated successfully', 'success'));
    expect(client.setVocabBookmark).toHaveBeenCalledWith(11, 'VERY_EASY', 3);
    expect(onBookmarkChange).toHaveBeenCalledWith(expect.objectContaining({ id: 11, bookmark: 'VERY_EASY' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);

    client.setVocabBookmark.mockRejectedValueOnce(conflict());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Difficulty mark' }), 'AVERAGE');
    await waitFor(() => expect(onToast).toHaveBeenLastCalledWith('Something went wrong', 'error'));
  });

  it('needs the word in the Vocab Book before a mark', async () => {
    setup();
    expect(await screen.findByRole('combobox', { name: 'Difficulty mark' })).toBeDisabled();
  });

  it("moves through a book list with Previous and Next and says 'n of total'", async () => {
    render(<FromBook />);
    expect(await screen.findByText('3 of 42', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next word' }));
    expect(FromBook.args.onNext).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous word' }));
    expect(FromBook.args.onPrevious).toHaveBeenCalled();
  });

  it('disables Previous at the first word and Next at the last', async () => {
    const { rerender, client } = setup({ position: { index: 0, total: 2 }, onPrevious: vi.fn(), onNext: vi.fn() });
    expect(await screen.findByRole('button', { name: 'Previous word' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next word' })).toBeEnabled();
    rerender(<DictionaryModal word="library" open onOpenChange={vi.fn()} client={asClient(client)} position={{ index: 1, total: 2 }} onPrevious={vi.fn()} onNext={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next word' })).toBeDisabled();
  });

  it("saves the books of the word it leaves when Next moves on", async () => {
    const client = dictionaryClient([LIBRARY, { ...LIBRARY, word: 'archive' }]);
    const onToast = vi.fn();
    const Book = ({ word }: { word: string }) => (
      <DictionaryModal word={word} open onOpenChange={vi.fn()} client={asClient(client)} onToast={onToast} position={{ index: 0, total: 2 }} onNext={() => rerender(<Book word="archive" />)} />
    );
    const { rerender } = render(<Book word="library" />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Spelling Book' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next word' }));
    expect(client.addSpelling).toHaveBeenCalledWith('library');
    expect(await screen.findByRole('dialog', { name: 'archive' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Spelling Book' })).not.toBeChecked();
  });

  it('has no footer for a reader who is not signed in', async () => {
    render(<SignedOut />);
    await screen.findByRole('button', { name: 'Copy word' }, { timeout: 5000 });
    expect(screen.queryByRole('group', { name: 'Add to' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete from Vocab Book' })).toBeNull();
  });

  it('renders nothing for a word the dictionary cannot load', async () => {
    render(<Unknown />);
    await waitFor(() => expect(Unknown.args.onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the AddToBooks story saves both books', async () => {
    const { container } = render(<AddToBooks />);
    await AddToBooks.play!({ canvasElement: container });
    await waitFor(() => expect(AddToBooks.args.onToast).toHaveBeenCalledWith('Word added successfully', 'success'));
  });

  it('speaks Persian', async () => {
    render(<LocaleProvider locale="fa"><Default /></LocaleProvider>);
    expect(await screen.findByRole('tab', { name: 'اسم' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'افزودن به' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'دفتر واژگان' })).toBeInTheDocument();
    expect(screen.getByText('صدای استرالیایی به‌صورت آفلاین در دسترس نیست.')).toBeInTheDocument();
  });
});
