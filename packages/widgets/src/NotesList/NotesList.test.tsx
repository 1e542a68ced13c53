import type { NoteDto, PteClient, ReviewCardDto } from '@pte-kit/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n';
import { ReviewCards } from '../ReviewCards';
import { NotesList } from './NotesList';

const note = (id: number, title: string): NoteDto => ({
  id, title, description: `<p>About <strong>${title}</strong></p>`, version: 0, practiceId: 40 + id, skill: 'reading', task: 'rwFillInTheBlanks',
  createdDate: '2026-11-01T10:00:00.000Z', lastModifiedDate: '2026-11-02T10:00:00.000Z',
});

describe('NotesList', () => {
  it('lists the notes with links to the question, the note and its print page; a practice type filters by dates and text', async () => {
    const listNotes = vi.fn(async (_request: { path: string; query: Record<string, string | number> }) => ({
      _embedded: { noteDtoList: [note(1, 'Coral Reefs')] }, page: { size: 10, number: 0, totalElements: 1, totalPages: 1 },
    }));
    const deleteNote = vi.fn(async () => undefined);
    const onToast = vi.fn();
    const client = { listNotes, deleteNote } as unknown as PteClient;
    const user = userEvent.setup();
    render(<LocaleProvider locale="en"><NotesList variant="ACADEMIC" client={client} onToast={onToast} /></LocaleProvider>);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('link', { name: 'Coral Reefs' })).toHaveAttribute('href', '/dashboard/reading/rw-fill-in-the-blanks/1?question=41');
    expect(within(article).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/dashboard/notes/1?type=reading');
    expect(within(article).getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/print/rwFillInTheBlanks?id=1');
    expect(listNotes).toHaveBeenLastCalledWith({ path: '/notes', query: { page: 0, size: 10 } });
    expect(screen.getByRole('searchbox', { name: 'Search notes' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Practice type' }), 'reading.rwFillInTheBlanks');
    await user.type(screen.getByRole('searchbox', { name: 'Search notes' }), 'reef');
    await waitFor(() => expect(listNotes).toHaveBeenLastCalledWith({
      path: '/notes/practiceType/rwFillInTheBlanks', query: { page: 0, size: 10, skill: 'reading', sort: 'lastModifiedDate:desc', description: 'reef' },
    }), { timeout: 2000 });

    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete note' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Deleted note', 'success'));
    expect(deleteNote).toHaveBeenCalledWith(1);
  });
});

describe('ReviewCards', () => {
  it('says how many words are due, flips a card and sends its grade', async () => {
    const cards: ReviewCardDto[] = [
      { id: 5, word: 'tide', due: '2026-11-01T00:00:00.000Z', details: null },
      { id: 6, word: 'reef', due: '2026-11-01T00:00:00.000Z', details: null },
    ];
    const gradeReview = vi.fn(async (id: number) => ({ id, due: '2026-11-05T00:00:00.000Z', practiceCount: 1 }));
    const client = { getReviewCards: vi.fn(async () => ({ due: 2, cards })), gradeReview } as unknown as PteClient;
    const user = userEvent.setup();
    render(<LocaleProvider locale="en"><ReviewCards client={client} /></LocaleProvider>);
    const region = await screen.findByRole('region', { name: 'Review words' });
    expect(await within(region).findByText('2 words to review')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Review now' }));
    const dialog = screen.getByRole('dialog', { name: 'Review words' });
    expect(dialog).toHaveTextContent('1 of 2');
    expect(dialog).toHaveTextContent('tide');
    await user.click(within(dialog).getByRole('button', { name: 'Show meaning' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'How well did you know it?' })).getByRole('button', { name: 'Easy' }));
    expect(gradeReview).toHaveBeenCalledWith(5, 'EASY');
    expect(await within(dialog).findByText('reef')).toBeInTheDocument();
    expect(within(region).getByText('1 word to review')).toBeInTheDocument();
  });
});
