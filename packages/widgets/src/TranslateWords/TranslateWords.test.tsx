import { ApiError, type PteClient, type WordTranslation } from '@pte-kit/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TranslateWords, selectedWord } from './TranslateWords';

const languages = { fa: 'Persian (فارسی)', de: 'German (Deutsch)' };

function clientWith(translate: (word: string, tl?: string) => Promise<WordTranslation>) {
  return { baseURL: '', getLanguages: vi.fn(async () => languages), translateWord: vi.fn(translate) } as unknown as PteClient;
}

/** Selects the text of a node the way a double-click does, then double-clicks it. */
function doubleClickWord(node: Node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  fireEvent.doubleClick(node.parentElement!);
}

afterEach(() => localStorage.clear());

describe('selectedWord', () => {
  it('keeps one word without its punctuation and refuses phrases', () => {
    expect(selectedWord(' libraries, ')).toBe('libraries');
    expect(selectedWord('“well-being”')).toBe('well-being');
    expect(selectedWord('two words')).toBeNull();
    expect(selectedWord('42')).toBeNull();
  });
});

describe('TranslateWords', () => {
  it('translates a double-clicked word into Persian by default, right to left, and closes on Escape', async () => {
    const client = clientWith(async (word) => ({ word, headword: 'library', language: 'fa', translations: ['کتابخانه'] }));
    const { baseElement } = render(
      <TranslateWords client={client}><p>Public <span>libraries</span> lend books.</p></TranslateWords>,
    );
    const select = await screen.findByRole('combobox', { name: 'Translate' });
    expect((select as HTMLSelectElement).value).toBe('fa');
    doubleClickWord(screen.getByText('libraries').firstChild!);
    const popover = await screen.findByRole('status', { name: 'Translation of libraries' });
    expect(await within(popover).findByText('کتابخانه')).toHaveAttribute('dir', 'rtl');
    expect(within(popover).getByText('from library')).toBeInTheDocument();
    expect(client.translateWord).toHaveBeenCalledWith('libraries', 'fa');
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('status', { name: 'Translation of libraries' })).toBeNull();
  });

  it('uses the profile language, remembers a new choice, and says when the dictionary has no entry', async () => {
    const user = userEvent.setup();
    const client = clientWith(async (word, tl) => {
      if (word === 'zyx') throw new ApiError(404, 'not found', null);
      return { word, headword: word, language: tl!, translations: ['Hafen'] };
    });
    render(<TranslateWords client={client} language="de"><p>The <span>harbour</span> and <span>zyx</span>.</p></TranslateWords>);
    const select = await screen.findByRole('combobox', { name: 'Translate' });
    expect((select as HTMLSelectElement).value).toBe('de');
    doubleClickWord(screen.getByText('harbour').firstChild!);
    expect(await screen.findByText('Hafen')).toHaveAttribute('dir', 'ltr');
    await user.selectOptions(select, 'fa');
    expect(localStorage.getItem('translateLanguage')).toBe('fa');
    doubleClickWord(screen.getByText('zyx').firstChild!);
    expect(await screen.findByText('No Persian translation of “zyx” in the offline dictionary.')).toBeInTheDocument();
  });
});
