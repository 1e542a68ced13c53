import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asClient, dictionaryClient } from '../DictionaryModal/storyData';
import { doubleClickWord } from '../TranslateWords/doubleClickWord';
import { WordLookup } from './WordLookup';

// The dictionary is a lazy chunk; fetched once here so that the first test does not time out on a busy machine.
beforeAll(() => Promise.all([import('./LookupModal'), import('../SentenceTranslation/SentenceTranslationModal')]));
afterEach(() => localStorage.clear());

function setup(signedIn = true) {
  const client = {
    ...dictionaryClient(), getLanguages: vi.fn(async () => ({ fa: 'Persian (فارسی)', de: 'German (Deutsch)' })), translateWord: vi.fn(),
    translateSentence: vi.fn(async (text: string) => ({ data: { translated: `[de] ${text}` } })),
  };
  const onToast = vi.fn();
  render(
    <WordLookup client={asClient(client as never)} language="de" signedIn={signedIn} practiceType="readAloud" skillType="speaking" onToast={onToast}>
      <p><span>The</span> <span>library’s</span> <span>a</span> <span>archive.</span></p>
      <p>Every library lends books.</p>
      <label>Answer <input defaultValue="library" /></label>
    </WordLookup>,
  );
  return { client, onToast };
}

/** Selects characters `start` to `end` of a text node, as a drag or a long press does. */
function select(node: Node, start: number, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  getSelection()!.removeAllRanges();
  getSelection()!.addRange(range);
}

describe('WordLookup', () => {
  it('opens the dictionary for a double-clicked word, possessive cut, translated into the chosen language', async () => {
    const { client } = setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Translate' })).toBeEnabled());
    doubleClickWord(screen.getByText('library’s').firstChild!);
    expect(await screen.findByRole('dialog', { name: 'library' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(client.getDictionaryWord).toHaveBeenCalledWith('library', 'de'), { timeout: 5000 });
    expect(client.translateWord).not.toHaveBeenCalled(); // the dictionary, not the translation popover
  });

  it('saves a word with the task it was met in', async () => {
    const { client, onToast } = setup();
    doubleClickWord(screen.getByText('archive.').firstChild!);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Vocab Book' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Word added successfully', 'success'));
    expect(client.addVocab).toHaveBeenCalledWith('archive', 'readAloud', 'speaking');
  });

  it('widens a selection of two characters or more to its word when the pointer is lifted', async () => {
    const { client } = setup();
    // The translate selector has its languages (the look-up's language comes from it), as in the first test.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Translate' })).toBeEnabled());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const text = screen.getByText('Every library lends books.');
    select(text.firstChild!, 8, 11); // 'bra'
    fireEvent.pointerUp(text);
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'library' }, { timeout: 5000 })).toBeInTheDocument();
    // The dialog is named after the word while its lazy part still loads; the look-up follows.
    await waitFor(() => expect(client.getDictionaryWord).toHaveBeenCalledWith('library', 'de'), { timeout: 5000 });
  });

  it('ignores one character and text fields', async () => {
    const { client } = setup();
    doubleClickWord(screen.getByText('a').firstChild!);
    const text = screen.getByText('Every library lends books.');
    select(text.firstChild!, 6, 7);
    fireEvent.doubleClick(text);
    const input = screen.getByRole('textbox', { name: 'Answer' });
    input.focus();
    select(text.firstChild!, 6, 13);
    fireEvent.doubleClick(input);
    await new Promise((resolve) => { setTimeout(resolve, 50); });
    expect(client.getDictionaryWord).not.toHaveBeenCalled();
    expect(client.translateSentence).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('translates a selection of several words in the sentence translation modal, in the chosen language', async () => {
    const { client } = setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Translate' })).toBeEnabled());
    const text = screen.getByText('Every library lends books.');
    select(text.firstChild!, 0, 13);
    fireEvent.pointerUp(text);
    const dialog = await screen.findByRole('dialog', { name: 'Translate sentences' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('English → German');
    expect(await within(dialog).findByText('[de] Every library')).toBeInTheDocument();
    expect(client.translateSentence).toHaveBeenCalledWith('Every library', 'de');
    expect(client.getDictionaryWord).not.toHaveBeenCalled();
  });

  it('leaves several words alone for a reader who is not signed in (the service is for learners)', async () => {
    const { client } = setup(false);
    const text = screen.getByText('Every library lends books.');
    select(text.firstChild!, 0, 13);
    fireEvent.doubleClick(text);
    await new Promise((resolve) => { setTimeout(resolve, 50); });
    expect(client.translateSentence).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
