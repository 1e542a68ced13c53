import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { doubleClickWord } from './doubleClickWord';
import { selectedWord } from './TranslateWords';
import * as stories from './TranslateWords.stories';

const { Persian, ProfileLanguage } = composeStories(stories);

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
    const { client } = Persian.args;
    const { container, baseElement } = render(<Persian />);
    await Persian.play!({ canvasElement: container });
    const select = screen.getByRole('combobox', { name: 'Translate' });
    expect((select as HTMLSelectElement).value).toBe('fa');
    const popover = screen.getByRole('status', { name: 'Translation of libraries' });
    expect(await within(popover).findByText('کتابخانه')).toHaveAttribute('dir', 'rtl');
    expect(within(popover).getByText('from library')).toBeInTheDocument();
    expect(client!.translateWord).toHaveBeenCalledWith('libraries', 'fa');
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('status', { name: 'Translation of libraries' })).toBeNull();
  });

  it('uses the profile language, remembers a new choice, and says when the dictionary has no entry', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProfileLanguage />);
    await ProfileLanguage.play!({ canvasElement: container });
    const select = screen.getByRole('combobox', { name: 'Translate' });
    expect((select as HTMLSelectElement).value).toBe('de');
    expect(screen.getByText('Hafen')).toHaveAttribute('dir', 'ltr');
    await user.selectOptions(select, 'fa');
    expect(localStorage.getItem('translateLanguage')).toBe('fa');
    doubleClickWord(screen.getByText('zyx').firstChild!);
    expect(await screen.findByText('No Persian translation of “zyx” in the offline dictionary.')).toBeInTheDocument();
  });
});
