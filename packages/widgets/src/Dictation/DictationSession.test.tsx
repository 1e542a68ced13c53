import {
  ApiError, type DictationAnswerPage, type DictationAnswerWord, type DictationScoredAnswer, type DictationWordAudio, type PteClient,
} from '@pte-kit/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { DictationSession, type DictationSessionProps } from './DictationSession';

const BASE = 'https://api.pte.example';

const wordOf = (word: string): DictationWordAudio => ({
  word, americanAudio: `/media/words/${word}/us.mp3`, britishAudio: `/media/words/${word}/uk.mp3`, australianAudio: null,
});

const scored = (id: number, words: DictationAnswerWord[], date = '2026-05-01T10:00:00Z'): DictationScoredAnswer => ({
  id, score: words.filter((entry) => entry.answer.trim().toLowerCase() === entry.word).length, words, lastModifiedDate: date,
});

/** A dictation API held in memory: each session answers the next list of `sessions`. */
function fakeClient({ sessions = [['rhythm', 'receive', 'yacht'], ['answer', 'castle', 'doubt']], past = [] as DictationScoredAnswer[] } = {}) {
  const answers = [...past];
  let call = 0;
  let nextId = 100;
  return {
    baseURL: BASE,
    answers,
    getDictationWords: vi.fn(async () => sessions[Math.min(call++, sessions.length - 1)].map(wordOf)),
    submitDictation: vi.fn(async (words: DictationAnswerWord[]) => {
      const answer = scored(nextId++, words, '2026-05-02T09:30:00Z');
      answers.unshift(answer);
      return answer;
    }),
    listDictationAnswers: vi.fn(async (page: number, size: number): Promise<DictationAnswerPage> => ({
      _embedded: { dictationScoredAnswerDtoList: answers.slice(page * size, (page + 1) * size) },
      page: { size, totalElements: answers.length, totalPages: Math.ceil(answers.length / size), number: page },
    })),
    deleteDictationAnswer: vi.fn(async (id: number) => {
      answers.splice(answers.findIndex((answer) => answer.id === id), 1);
    }),
  };
}

type FakeClient = ReturnType<typeof fakeClient>;

const play = vi.fn(async () => undefined);

function setup(client: FakeClient = fakeClient(), props: Partial<DictationSessionProps> = {}) {
  const onToast = vi.fn();
  const view = render(<DictationSession client={client as unknown as PteClient} onToast={onToast} {...props} />);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { ...view, client, onToast, user };
}

const seconds = (count: number) => act(async () => { await vi.advanceTimersByTimeAsync(count * 1000); });
const input = () => screen.getByRole('textbox', { name: 'Type the word you hear' }) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const audioSrc = (container: HTMLElement) => container.querySelector('audio')?.getAttribute('src');

async function pastCountdown() {
  await screen.findByText('Get ready: the first word plays in 3 s');
  await seconds(3);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  play.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DictationSession: the session', () => {
  it('counts down 3 seconds with the input and Submit disabled, then plays the first word in UK English and focuses the input', async () => {
    const { container, client } = setup();
    expect(screen.getByText('Loading the words…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Get ready: the first word plays in 3 s')).toBeInTheDocument();
    expect(client.getDictationWords).toHaveBeenCalledWith('MIXED');
    expect(input()).toBeDisabled();
    expect(button('Submit')).toBeDisabled();
    expect(button('Play the word')).toBeDisabled();
    await seconds(1);
    expect(screen.getByText('Get ready: the first word plays in 2 s')).toBeInTheDocument();
    await seconds(2);
    expect(screen.getByText('Word 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Seconds left for this word' })).toHaveTextContent('10 s');
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
    expect(audioSrc(container)).toBe(`${BASE}/media/words/rhythm/uk.mp3`);
    expect(play).toHaveBeenCalledTimes(1);
    expect(button('Submit')).toBeDisabled();
  });

  it("shows Time's up! when the 10 seconds run out, and typing stops", async () => {
    const { user } = setup();
    await pastCountdown();
    await user.type(input(), 'ryth');
    await seconds(10);
    expect(screen.getByRole('timer')).toHaveTextContent('0 s');
    expect(screen.getByText("Time's up!")).toBeInTheDocument();
    expect(input()).toHaveAttribute('readonly');
    await user.type(input(), 'm');
    expect(input()).toHaveValue('ryth');
  });

  it('moves to the next word with Enter or Next, restarting the timer and playing the new word', async () => {
    const { container, user } = setup();
    await pastCountdown();
    await seconds(4);
    await user.type(input(), 'rhythm{Enter}');
    expect(screen.getByText('Word 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('10 s');
    expect(input()).toHaveValue('');
    expect(audioSrc(container)).toBe(`${BASE}/media/words/receive/uk.mp3`);
    expect(play).toHaveBeenCalledTimes(2);
    await user.click(button('Next'));
    expect(screen.getByText('Word 3 of 3')).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(button('Next')).toBeDisabled();
    expect(button('Submit')).toBeEnabled();
  });

  it('plays the word in the accent picked, and shows AU disabled because no offline voice speaks it', async () => {
    const { container, user } = setup();
    await pastCountdown();
    const accents = screen.getByRole('group', { name: 'Accent' });
    expect(within(accents).getByRole('radio', { name: 'UK' })).toBeChecked();
    const au = within(accents).getByRole('radio', { name: 'AU' });
    expect(au).toBeDisabled();
    expect(au).toHaveAccessibleDescription(/no Australian voice is available offline/);
    await user.click(within(accents).getByRole('radio', { name: 'US' }));
    expect(audioSrc(container)).toBe(`${BASE}/media/words/rhythm/us.mp3`);
    await user.click(button('Play the word'));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('Try again goes back to word 1 with new words, no answers, the UK accent and a new countdown', async () => {
    const { client, container, user } = setup();
    await pastCountdown();
    await user.type(input(), 'rhythm{Enter}');
    await user.click(screen.getByRole('radio', { name: 'US' }));
    await user.type(input(), 'recieve');
    await user.click(button('Try again'));
    expect(await screen.findByText('Get ready: the first word plays in 3 s')).toBeInTheDocument();
    expect(client.getDictationWords).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('radio', { name: 'UK' })).toBeChecked();
    expect(input()).toBeDisabled();
    await seconds(3);
    expect(screen.getByText('Word 1 of 3')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(audioSrc(container)).toBe(`${BASE}/media/words/answer/uk.mp3`);
  });

  it('starts a new session with words of the level chosen', async () => {
    const { client, user } = setup();
    await pastCountdown();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Hard');
    expect(client.getDictationWords).toHaveBeenLastCalledWith('HARD');
    expect(await screen.findByText('Get ready: the first word plays in 3 s')).toBeInTheDocument();
  });

  it('says when the words could not be loaded, and Try again loads them', async () => {
    const client = fakeClient();
    client.getDictationWords.mockRejectedValueOnce(new ApiError(0, 'offline', null));
    const { user } = setup(client);
    expect(await screen.findByRole('alert')).toHaveTextContent('The words could not be loaded. Press Try again.');
    await user.click(button('Try again'));
    expect(await screen.findByText('Get ready: the first word plays in 3 s')).toBeInTheDocument();
  });
});

describe('DictationSession: submitting', () => {
  async function answerAll(user: ReturnType<typeof userEvent.setup>, typed: string[]) {
    await pastCountdown();
    for (const [index, text] of typed.entries()) {
      if (text) await user.type(input(), text);
      if (index < typed.length - 1) await user.keyboard('{Enter}');
    }
  }

  it("sends every word with its answer, says 'submitted successfully' and opens the score: expected vs typed, green or red", async () => {
    const { client, onToast, user } = setup();
    await answerAll(user, ['Rhythm', 'recieve', '']);
    await user.click(button('Submit'));
    expect(client.submitDictation).toHaveBeenCalledWith([
      { word: 'rhythm', answer: 'Rhythm' }, { word: 'receive', answer: 'recieve' }, { word: 'yacht', answer: '' },
    ]);
    expect(onToast).toHaveBeenCalledWith('submitted successfully', 'success');
    const dialog = await screen.findByRole('dialog', { name: 'Dictation score' });
    expect(within(dialog).getByRole('img', { name: 'Score 1.0 out of 3' })).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['1', 'rhythm', 'Rhythm', '✓ Correct'], ['2', 'receive', 'recieve', '✗ Wrong'], ['3', 'yacht', '(no answer)', '✗ Wrong'],
    ]);
    expect(rows.map((row) => row.getAttribute('data-correct'))).toEqual(['true', 'false', 'false']);
    expect(button('Submit')).toBeDisabled();
    expect(screen.getByText('Submitted: 1 of 3 right. Try again for new words.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(client.listDictationAnswers).toHaveBeenCalledTimes(2));
  });

  it("shows the server's message when the submit fails, or 'Submission failed. Please try again.' without one", async () => {
    const client = fakeClient();
    client.submitDictation
      .mockRejectedValueOnce(new ApiError(400, 'Bad', { status: 400, message: '"xyz" is not one of the dictation words.', errors: [] }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { onToast, user } = setup(client);
    await answerAll(user, ['rhythm', 'receive', 'yacht']);
    await user.click(button('Submit'));
    expect(onToast).toHaveBeenLastCalledWith('"xyz" is not one of the dictation words.', 'error');
    await user.click(button('Submit'));
    expect(onToast).toHaveBeenLastCalledWith('Submission failed. Please try again.', 'error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Submit')).toBeEnabled();
  });
});

describe('DictationSession: past answers', () => {
  const history = Array.from({ length: 12 }, (_, index) =>
    scored(50 - index, [{ word: 'rhythm', answer: index % 2 ? 'rhythm' : 'rythm' }], `2026-04-${String(20 - index).padStart(2, '0')}T08:00:00Z`));

  it('lists page 0 with 10, grows by 10 with Load more, and opens one in the score modal', async () => {
    const { client, user } = setup(fakeClient({ past: history }));
    const list = await screen.findByRole('list', { name: 'Scored sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('0 / 12026-04-20 08:00');
    await user.click(button('Load more'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(client.listDictationAnswers.mock.calls).toEqual([[0, 10], [0, 20]]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.click(button('View the answer of 2026-04-19 08:00, score 1 / 1'));
    const dialog = screen.getByRole('dialog', { name: 'Dictation score' });
    expect(within(dialog).getByText('2026-04-19 08:00')).toBeInTheDocument();
  });

  it("deletes an answer after the confirmation, with the toast 'Deleted answer'", async () => {
    const { client, onToast, user } = setup(fakeClient({ past: history.slice(0, 2) }));
    await user.click(await screen.findByRole('button', { name: 'Delete the answer of 2026-04-20 08:00, score 0 / 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete answer' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm sure to delete" }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(client.deleteDictationAnswer).toHaveBeenCalledWith(50);
    expect(onToast).toHaveBeenCalledWith('Deleted answer', 'success');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists past answers and their score in Persian, words kept English', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<LocaleProvider locale="fa"><DictationSession client={fakeClient({ past: history.slice(0, 2) }) as unknown as PteClient} /></LocaleProvider>);
    const list = await screen.findByRole('list', { name: 'جلسه‌های نمره‌گرفته' });
    expect(screen.getByText('روی هم ۲')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^مشاهدهٔ پاسخ .*، نمره ۱ \/ ۱$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'نمرهٔ دیکته' }));
    expect(dialog.getByRole('columnheader', { name: 'پاسخ شما' })).toBeInTheDocument();
    expect(dialog.getByText('rhythm', { selector: 'td' })).toHaveAttribute('lang', 'en');
    expect(dialog.getByText('✓ درست')).toBeInTheDocument();
  });

  it("says 'No answers found' before the first session", async () => {
    setup();
    expect(await screen.findByText('No answers found')).toBeInTheDocument();
  });
});

it('has no accessibility violations during a session and in the score modal', async () => {
  const { baseElement, user } = setup(fakeClient({ past: [scored(1, [{ word: 'rhythm', answer: 'rhythm' }])] }));
  await pastCountdown();
  await screen.findByRole('list', { name: 'Scored sessions' });
  expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  await user.click(button(/^View the answer/));
  expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
});
