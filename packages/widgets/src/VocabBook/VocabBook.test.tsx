import {
  ApiError, type PronunciationEntryDto, type PteClient, type VocabCountDto, type VocabEntryDto, type VocabQuery, type WordBookQuery,
} from '@pte-kit/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n';
import { NoteContent } from '../NotesList/NoteContent';
import { PronunciationBook } from '../PronunciationBook';
import { fakeMedia } from '../test/fakeMedia';
import { VocabBook } from './VocabBook';

const vocab = (id: number, word: string, extra: Partial<VocabEntryDto> = {}): VocabEntryDto => ({
  id, word, practiceType: null, skillType: null, bookmark: 'UNMARK', practiceCount: 0, note: null, createdDate: '2026-11-01T00:00:00.000Z', version: 0, ...extra,
});
const page = <Name extends string, T>(name: Name, items: T[], total = items.length) =>
  ({ _embedded: { [name]: items } as Record<Name, T[]>, page: { size: 21, number: 0, totalElements: total, totalPages: Math.max(1, Math.ceil(total / 21)) } });

function vocabClient(words: VocabEntryDto[], counts: VocabCountDto[] = []) {
  const listVocab = vi.fn(async (query: VocabQuery) => {
    const found = words.filter((entry) => !query.bookmarkTypes || query.bookmarkTypes.includes(entry.bookmark));
    return page('vocabBookList', found);
  });
  return { client: { listVocab, getVocabCounts: vi.fn(async () => counts) } as unknown as PteClient, listVocab };
}

describe('VocabBook', () => {
  it('shows a card per task of the learner’s exam by skill, with its words and practised counts', async () => {
    const { client } = vocabClient([], [{ practiceType: 'readAloud', skillType: 'speaking', practicedCount: 1, totalCount: 3 }]);
    render(<LocaleProvider locale="en"><VocabBook variant="ACADEMIC" client={client} /></LocaleProvider>);
    const speaking = await screen.findByRole('region', { name: 'Speaking' });
    const readAloud = within(speaking).getByRole('link', { name: 'Read Aloud' });
    expect(readAloud).toHaveAttribute('href', '/dashboard/vocab-book/read-aloud?type=speaking');
    expect(readAloud.closest('li')).toHaveTextContent('3 words, 1 practised');
    const writing = screen.getByRole('region', { name: 'Writing' });
    expect(within(writing).getByRole('link', { name: 'Write Essay' })).toBeInTheDocument();
    expect(within(writing).queryByRole('link', { name: 'Write Email' })).toBeNull();
  });

  it('All Vocabs: 12 placeholder cards while loading, the words, a mark filter from page 0, and No result found', async () => {
    const { client, listVocab } = vocabClient([vocab(1, 'tree', { bookmark: 'HARD', practiceCount: 2 }), vocab(2, 'river')]);
    const user = userEvent.setup();
    const { container } = render(<LocaleProvider locale="en"><VocabBook variant="ACADEMIC" client={client} initialView="all" /></LocaleProvider>);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Loading words…');
    const tree = await screen.findByRole('button', { name: /tree/ });
    expect(tree).toHaveTextContent('Hard');
    expect(tree).toHaveTextContent('Practised 2 times');
    expect(screen.getByText('2 words')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Very hard' }));
    await waitFor(() => expect(listVocab).toHaveBeenLastCalledWith(expect.objectContaining({ page: 0, bookmarkTypes: ['VERY_HARD'] })));
    expect(await screen.findByText('No result found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(await screen.findByRole('button', { name: /river/ })).toBeInTheDocument();
  });
});

describe('PronunciationBook', () => {
  const entry = (id: number, word: string): PronunciationEntryDto => ({
    id, word, bookmark: 'UNMARK', note: null, practiceCount: 0, lastScore: null, createdDate: '2026-11-01T00:00:00.000Z', version: 0,
  });

  function setup(score: PteClient['scoreWordPronunciation']) {
    const client = {
      listPronunciation: vi.fn(async (_query: WordBookQuery) => page('pronunciationBookList', [entry(1, 'library'), entry(2, 'tree')])),
      scoreWordPronunciation: vi.fn(score),
    } as unknown as PteClient;
    const onToast = vi.fn();
    const { media } = fakeMedia();
    render(<LocaleProvider locale="en"><PronunciationBook client={client} media={media} onToast={onToast} /></LocaleProvider>);
    return { client, onToast, user: userEvent.setup() };
  }

  it('records the word, scores it and colours each syllable; Next moves through the list', async () => {
    const { client, user } = setup(async (word) => ({
      word, score: 72, estimate: true,
      syllables: [{ syllable: 'li', accuracy: 'HIGH', score: 90 }, { syllable: 'bra', accuracy: 'LOW', score: 40 }, { syllable: 'ry', accuracy: 'MEDIUM', score: 65 }],
    }));
    await user.click(await screen.findByRole('button', { name: /library/ }));
    const dialog = screen.getByRole('dialog', { name: 'library' });
    expect(dialog).toHaveTextContent('1 of 2');
    expect(within(dialog).getByRole('button', { name: 'Previous word' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Record the word' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Stop recording' }));
    expect(await within(dialog).findByText('Score 72/100')).toBeInTheDocument();
    expect(client.scoreWordPronunciation).toHaveBeenCalledWith('library', 'data:audio/mpeg;base64,SUQz');
    const syllables = within(within(dialog).getByRole('list', { name: 'Syllables' })).getAllByRole('listitem');
    expect(syllables.map((item) => item.dataset.tone)).toEqual(['good', 'poor', 'fair']);
    expect(syllables[1]).toHaveTextContent('bra 40, needs work');
    await user.click(within(dialog).getByRole('button', { name: 'Next word' }));
    expect(screen.getByRole('dialog', { name: 'tree' })).toHaveTextContent('2 of 2');
    expect(screen.getByRole('button', { name: 'Next word' })).toBeDisabled();
  });

  it('says the server’s message and closes when scoring fails', async () => {
    const { onToast, user } = setup(async () => {
      throw new ApiError(400, 'Bad Request', { status: 400, message: 'No speech was heard in the recording.', errors: [] });
    });
    await user.click(await screen.findByRole('button', { name: /library/ }));
    await user.click(screen.getByRole('button', { name: 'Record the word' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('No speech was heard in the recording.', 'error'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('NoteContent', () => {
  it('keeps the note’s formatting and colours and drops anything else', () => {
    const { container } = render(
      <NoteContent html={'<p><strong>Key</strong> <span style="color: rgb(230, 0, 0)">red</span></p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a>'} />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('Key');
    expect(container.querySelector('span')).toHaveStyle({ color: 'rgb(230, 0, 0)' });
    expect(container.querySelector('script, img, a')).toBeNull();
    expect(container).toHaveTextContent('Key redlink');
  });
});
