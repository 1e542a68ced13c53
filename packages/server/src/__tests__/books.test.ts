import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DICTATION, VOCAB_SORTS, isTaskOffered, taskCatalog, type PronunciationEntryDto, type ReviewCardDto, type VocabCountDto, type VocabEntryDto,
} from '@pte-kit/core';
import { vocabEntries } from '../db/booksSchema';
import { bookIdsForWord } from '../repositories/books';
import { dictationWordSet } from '../routes/api/dictation/words';
import { spoken } from '../scoring/speech/__fixtures__/recordings';
import { databases, fixtureItems, signInDemoLearners, testApp } from './helpers';

/**
 * The word books through the API as the book pages call it: each learner's vocab, pronunciation and spelling book,
 * their filters, sorts and pages, versions, and the spaced-repetition review. Words are taken from the dictionary's
 * lexicon (abundant, accelerate…), which every version of the dictionary knows.
 */
type Headers = { authorization: string };
type Page<T> = { _embedded: Record<string, T[]>; page: { size: number; totalElements: number; totalPages: number; number: number } };

const WORDS = [
  'abundant', 'accelerate', 'accommodate', 'accumulate', 'acknowledge', 'adequate', 'advocate', 'allocate', 'ambiguous', 'analyse',
  'anticipate', 'arbitrary', 'assess', 'attribute', 'authentic', 'beneficial', 'bias', 'coherent', 'coincide', 'collaborate',
  'compatible', 'compensate', 'comprehensive',
];

describe.each(databases)('word books ($name)', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let learner: Headers;
  let other: Headers;

  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    ({ trial: learner, premium: other } = await signInDemoLearners(ctx.app));
  }, 120_000);
  afterAll(async () => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, headers: Headers | Record<string, never> = learner, payload?: object) =>
    ctx.app.inject({ method, url: path, headers, ...(payload === undefined ? {} : { payload }) });
  const json = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, headers: Headers = learner) => {
    const response = await call(method, path, headers, payload);
    if (response.statusCode >= 300) throw new Error(`${method} ${path} → ${response.statusCode} ${response.body}`);
    return (response.statusCode === 204 ? undefined : response.json()) as T;
  };
  const list = async (path: string, headers: Headers = learner) => json<Page<VocabEntryDto>>('GET', path, undefined, headers);
  const words = (page: Page<{ word: string }>) => Object.values(page._embedded)[0].map((entry) => entry.word);
  const userIdOf = async (headers: Headers) => (await json<{ id: number }>('GET', '/api/users/currentUser/', undefined, headers)).id;

  it('answers 401 on every book route without a bearer', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/book/vocabBook/count'], ['GET', '/api/book/vocabBook'], ['GET', '/api/book/vocabBook/1'], ['POST', '/api/book/vocabBook'],
      ['PATCH', '/api/book/vocabBook/1'], ['PATCH', '/api/book/vocabBook/note'], ['PATCH', '/api/book/vocabBook/1/bookmark'],
      ['DELETE', '/api/book/vocabBook/1'], ['GET', '/api/book/review'], ['POST', '/api/book/review/1'],
      ...['pronunciationBook', 'spellingBook'].flatMap((book): [string, string][] => [
        ['GET', `/api/book/${book}`], ['POST', `/api/book/${book}`], ['GET', `/api/book/${book}/1`], ['DELETE', `/api/book/${book}/1`],
        ['PATCH', `/api/book/${book}/1/bookmark`], ['PATCH', `/api/book/${book}/1/note`],
      ]),
    ];
    for (const [method, path] of routes) {
      const response = await call(method as 'GET', path, {}, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect({ route: `${method} ${path}`, status: response.statusCode }).toEqual({ route: `${method} ${path}`, status: 401 });
      expect(response.json().message).toMatch(/not signed in/);
    }
  });

  describe('vocab book', () => {
    let entries: VocabEntryDto[] = [];

    beforeAll(async () => {
      // 23 words: a page of 21 and one of 2. Every third is saved from Read Aloud, every fifth from Highlight Incorrect Words.
      entries = [];
      for (const [index, word] of WORDS.entries()) {
        const task = index % 3 === 0 ? { practiceType: 'readAloud', skillType: 'speaking' }
          : index % 5 === 0 ? { practiceType: 'highlightIncorrectWords', skillType: 'listening' } : {};
        entries.push(await json<VocabEntryDto>('POST', '/api/book/vocabBook', { word, ...task }));
      }
    });

    it('saves a dictionary word as its headword, with the task it was met in, and refuses it twice', async () => {
      const created = await call('POST', '/api/book/vocabBook', learner, { word: '  Consensus ', practiceType: 'multipleChoiceSingleAnswer', skillType: 'reading' });
      expect(created.statusCode).toBe(201);
      const body = created.json() as VocabEntryDto;
      expect(body).toEqual({
        id: expect.any(Number), word: 'consensus', practiceType: 'multipleChoiceSingleAnswer', skillType: 'reading', bookmark: 'UNMARK',
        practiceCount: 0, note: null, createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), version: 0,
      });
      const again = await call('POST', '/api/book/vocabBook', learner, { word: 'CONSENSUS' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Word already exists');
      // Another learner keeps a book of their own: the same word is new there.
      const theirs = await call('POST', '/api/book/vocabBook', other, { word: 'consensus' });
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().id).not.toBe(body.id);
      // A practice type that only one skill has needs no skillType.
      const inferred = await json<VocabEntryDto>('POST', '/api/book/vocabBook', { word: 'constrain', practiceType: 'readAloud' });
      expect(inferred).toMatchObject({ practiceType: 'readAloud', skillType: 'speaking' });
      await json('DELETE', `/api/book/vocabBook/${body.id}`);
      await json('DELETE', `/api/book/vocabBook/${inferred.id}`);
      await json('DELETE', `/api/book/vocabBook/${theirs.json().id}`, undefined, other);
    });

    it('answers 400 with a readable message for what is not a dictionary word or not a task', async () => {
      const cases: [object, number, RegExp][] = [
        [{ word: 'blorptastic' }, 400, /^"blorptastic" is not in the dictionary/],
        [{ word: 'two words' }, 400, /is not a word/],
        [{ word: '' }, 400, /^word must NOT have fewer than 1 characters/],
        [{}, 400, /^word is required/],
        [{ word: 'abundant', practiceType: 'flyingKites' }, 400, /^flyingKites is not a practice type/],
        [{ word: 'abundant', practiceType: 'fillInTheBlanks' }, 400, /^fillInTheBlanks is a task of reading and listening: add skillType/],
        [{ word: 'abundant', skillType: 'reading' }, 400, /^skillType needs the practiceType/],
        [{ word: 'abundant', skillType: 'cooking' }, 400, /^skillType must be one of: speaking, writing, reading, listening\.$/],
        [{ word: 'abundant', colour: 'red' }, 400, /^colour is not a field this call accepts/],
      ];
      for (const [payload, status, message] of cases) {
        const response = await call('POST', '/api/book/vocabBook', learner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().message).toMatch(message);
      }
    });

    it('pages the list 21 at a time, newest first by default', async () => {
      const first = await list('/api/book/vocabBook');
      expect(first.page).toEqual({ size: 21, totalElements: 23, totalPages: 2, number: 0 });
      expect(words(first)).toEqual([...WORDS].reverse().slice(0, 21));
      const second = await list('/api/book/vocabBook?page=1');
      expect(words(second)).toEqual(['accelerate', 'abundant']);
      expect(second.page).toEqual({ size: 21, totalElements: 23, totalPages: 2, number: 1 });
      const past = await list('/api/book/vocabBook?page=2');
      expect(words(past)).toEqual([]);
      const exact = await list('/api/book/vocabBook?size=23');
      expect(exact.page).toMatchObject({ totalPages: 1, size: 23 });
      expect((await list('/api/book/vocabBook?size=100')).page.totalPages).toBe(1);
      for (const [query, message] of [['size=101', /^size must be <= 100/], ['size=0', /^size must be >= 1/], ['page=-1', /^page must be >= 0/], ['page=x', /^page must be integer/]] as const) {
        const response = await call('GET', `/api/book/vocabBook?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    });

    it('finds words by any part of them, case aside', async () => {
      expect(words(await list('/api/book/vocabBook?word=CCU&sort=word:asc'))).toEqual(['accumulate']);
      expect(words(await list('/api/book/vocabBook?word=ac&sort=word:asc'))).toEqual(['accelerate', 'accommodate', 'accumulate', 'acknowledge']);
      expect(words(await list('/api/book/vocabBook?word=%25'))).toEqual([]);
      expect((await list('/api/book/vocabBook?word=zzz')).page).toEqual({ size: 21, totalElements: 0, totalPages: 0, number: 0 });
    });

    it('counts practice, keeps versions, and refuses a stale version with 409', async () => {
      const entry = entries[1];
      const practised = await call('PATCH', `/api/book/vocabBook/${entry.id}`, learner, { version: entry.version, practiced: true });
      expect(practised.statusCode).toBe(200);
      expect(practised.json()).toMatchObject({ id: entry.id, word: 'accelerate', practiceCount: 1, version: entry.version + 1 });
      const stale = await call('PATCH', `/api/book/vocabBook/${entry.id}`, learner, { version: entry.version, practiced: true });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/^This word was changed somewhere else since you opened it \(it is now at version 1\)/);
      // Without practiced the entry is read at that version and nothing changes.
      const read = await json<VocabEntryDto>('PATCH', `/api/book/vocabBook/${entry.id}`, { version: 1 });
      expect(read).toMatchObject({ practiceCount: 1, version: 1 });
      const twice = await json<VocabEntryDto>('PATCH', `/api/book/vocabBook/${entry.id}`, { version: 1, practiced: true });
      expect(twice).toMatchObject({ practiceCount: 2, version: 2 });
      await json('PATCH', `/api/book/vocabBook/${entries[2].id}`, { version: 0, practiced: true });
      entries[1] = twice;
      expect((await call('PATCH', `/api/book/vocabBook/${entry.id}`, learner, { practiced: true })).json().message).toBe('version is required.');
    });

    it('filters by practice status', async () => {
      expect(words(await list('/api/book/vocabBook?practiceStatus=PRACTICED&sort=word:asc'))).toEqual(['accelerate', 'accommodate']);
      expect((await list('/api/book/vocabBook?practiceStatus=NOT_PRACTICED')).page.totalElements).toBe(21);
      expect((await list('/api/book/vocabBook?practiceStatus=ALL')).page.totalElements).toBe(23);
      const wrong = await call('GET', '/api/book/vocabBook?practiceStatus=SOMETIMES');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('practiceStatus must be one of: ALL, PRACTICED, NOT_PRACTICED.');
    });

    it('marks words and filters by marks, refusing a stale version', async () => {
      const marks: [number, string][] = [[3, 'HARD'], [4, 'VERY_HARD'], [5, 'EASY'], [6, 'AVERAGE'], [7, 'VERY_EASY'], [8, 'HARD']];
      for (const [index, bookmark] of marks) {
        const marked = await json<VocabEntryDto>('PATCH', `/api/book/vocabBook/${entries[index].id}/bookmark`, { bookmark, version: entries[index].version });
        expect(marked).toMatchObject({ bookmark, version: entries[index].version + 1 });
        entries[index] = marked;
      }
      const stale = await call('PATCH', `/api/book/vocabBook/${entries[3].id}/bookmark`, learner, { bookmark: 'EASY', version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errors[0]).toEqual({ field: 'version', defaultMessage: 'The word is now at version 1.' });
      expect(words(await list('/api/book/vocabBook?bookmarkTypes=HARD,EASY&sort=word:asc'))).toEqual(['accumulate', 'adequate', 'ambiguous']);
      expect(words(await list('/api/book/vocabBook?bookmarkTypes=HARD&bookmarkTypes=VERY_HARD&sort=word:asc'))).toEqual(['accumulate', 'acknowledge', 'ambiguous']);
      expect((await list('/api/book/vocabBook?bookmarkTypes=UNMARK')).page.totalElements).toBe(17);
      const wrong = await call('GET', '/api/book/vocabBook?bookmarkTypes=HARD,SCARY');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toMatch(/^bookmarkTypes\[1\] must be one of: VERY_EASY, EASY, AVERAGE, HARD, VERY_HARD, UNMARK/);
      const missing = await call('PATCH', `/api/book/vocabBook/${entries[3].id}/bookmark`, learner, { bookmark: 'EASY' });
      expect(missing.json().message).toBe('version is required.');
    });

    it('sorts by every sort of the menu', async () => {
      const all = async (sort: string) => words(await list(`/api/book/vocabBook?size=100&sort=${sort}`));
      const newest = [...WORDS].reverse();
      expect(VOCAB_SORTS).toHaveLength(7);
      expect(await all('word:asc')).toEqual([...WORDS].sort());
      expect(await all('createdDate:asc')).toEqual(WORDS);
      expect(await all('createdDate:desc')).toEqual(newest);
      // Ties keep newest first.
      expect((await all('practiceCount:desc')).slice(0, 3)).toEqual(['accelerate', 'accommodate', 'comprehensive']);
      expect((await all('practiceCount:asc')).slice(-2)).toEqual(['accommodate', 'accelerate']);
      // Hard to Easy: VERY_HARD, HARD (newest first), AVERAGE, EASY, VERY_EASY, then the unmarked.
      expect((await all('bookmark:desc')).slice(0, 7)).toEqual(['acknowledge', 'ambiguous', 'accumulate', 'advocate', 'adequate', 'allocate', 'comprehensive']);
      expect((await all('bookmark:asc')).slice(-6)).toEqual(['allocate', 'adequate', 'advocate', 'ambiguous', 'accumulate', 'acknowledge']);
      const wrong = await call('GET', '/api/book/vocabBook?sort=colour:asc');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(`sort must be one of: ${VOCAB_SORTS.join(', ')}.`);
    });

    it('filters by task and by the date words were saved', async () => {
      const readAloud = WORDS.filter((_, index) => index % 3 === 0);
      expect(words(await list('/api/book/vocabBook?practiceType=readAloud&skillType=speaking&sort=createdDate:asc'))).toEqual(readAloud);
      expect(words(await list('/api/book/vocabBook?practiceType=readAloud&sort=createdDate:asc'))).toEqual(readAloud);
      expect((await list('/api/book/vocabBook?practiceType=readAloud&skillType=reading')).page.totalElements).toBe(0);
      // Three words were saved four months ago.
      const months = (count: number) => new Date(Date.now() - count * 30 * 86_400_000);
      await ctx.app.db.update(vocabEntries).set({ createdDate: months(4) }).where(sql`${vocabEntries.word} in ('abundant', 'accelerate', 'accommodate')`);
      const recent = await list(`/api/book/vocabBook?size=100&startDateTime=${months(3).toISOString()}`);
      expect(recent.page.totalElements).toBe(20);
      expect(words(recent)).not.toContain('abundant');
      expect((await list(`/api/book/vocabBook?startDateTime=${months(6).toISOString().slice(0, 10)}`)).page.totalElements).toBe(23);
      const wrong = await call('GET', '/api/book/vocabBook?startDateTime=last-month');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('startDateTime must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm:ssZ).');
    });

    it('counts saved and practised words per task, every task of the variant included', async () => {
      const counts = Object.values((await json<Page<VocabCountDto>>('GET', '/api/book/vocabBook/count'))._embedded)[0];
      const academic = taskCatalog.filter((task) => isTaskOffered(task, 'ACADEMIC'));
      expect(counts.map((row) => `${row.skillType}/${row.practiceType}`)).toEqual(academic.map((task) => `${task.skill}/${task.apiTask}`));
      expect(counts.find((row) => row.practiceType === 'readAloud')).toEqual({ practiceType: 'readAloud', skillType: 'speaking', practicedCount: 0, totalCount: 8 });
      // The two practised words were saved from no task: they count nowhere.
      expect(counts.find((row) => row.practiceType === 'highlightIncorrectWords')).toEqual({
        practiceType: 'highlightIncorrectWords', skillType: 'listening', practicedCount: 0, totalCount: WORDS.filter((_, index) => index % 3 !== 0 && index % 5 === 0).length,
      });
      expect(counts.filter((row) => row.totalCount === 0)).toHaveLength(academic.length - 2);
      // The Core learner sees Core's tasks, none of the other learner's words.
      const core = Object.values((await json<Page<VocabCountDto>>('GET', '/api/book/vocabBook/count', undefined, other))._embedded)[0];
      expect(core.map((row) => `${row.skillType}/${row.practiceType}`)).toEqual(taskCatalog.filter((task) => isTaskOffered(task, 'CORE')).map((task) => `${task.skill}/${task.apiTask}`));
      expect(core.every((row) => row.totalCount === 0)).toBe(true);
    });

    it('opens one word with its dictionary entry and book ids', async () => {
      const entry = entries[3];
      const opened = await json<VocabEntryDto & { details: { word: string; vocabBook: number; bookmark: string; meanings: unknown[] } }>('GET', `/api/book/vocabBook/${entry.id}`);
      expect(opened).toMatchObject({ id: entry.id, word: 'accumulate', bookmark: 'HARD', version: entry.version });
      expect(opened.details).toMatchObject({ word: 'accumulate', vocabBook: entry.id, bookmark: 'HARD', pronunciationBook: null, spellingBook: null });
      expect(opened.details.meanings.length).toBeGreaterThan(0);
      const missing = await call('GET', '/api/book/vocabBook/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Word 999999 of your vocab book was not found.');
      const notAnId = await call('GET', '/api/book/vocabBook/abc');
      expect(notAnId.statusCode).toBe(400);
      expect(notAnId.json().message).toBe('id must be integer.');
    });

    it('writes and clears a note, up to 5000 characters, at the version read', async () => {
      const entry = entries[9];
      const written = await json<VocabEntryDto>('PATCH', '/api/book/vocabBook/note', { id: entry.id, note: 'to gather over time', version: entry.version });
      expect(written).toMatchObject({ note: 'to gather over time', version: entry.version + 1 });
      const stale = await call('PATCH', '/api/book/vocabBook/note', learner, { id: entry.id, note: 'x', version: entry.version });
      expect(stale.statusCode).toBe(409);
      const long = await call('PATCH', '/api/book/vocabBook/note', learner, { id: entry.id, note: 'a'.repeat(5001), version: written.version });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('note must NOT have more than 5000 characters.');
      const full = await json<VocabEntryDto>('PATCH', '/api/book/vocabBook/note', { id: entry.id, note: 'a'.repeat(5000), version: written.version });
      expect(full.note).toHaveLength(5000);
      const cleared = await json<VocabEntryDto>('PATCH', '/api/book/vocabBook/note', { id: entry.id, note: null, version: full.version });
      expect(cleared.note).toBeNull();
      const blank = await json<VocabEntryDto>('PATCH', '/api/book/vocabBook/note', { id: entry.id, note: '   ', version: cleared.version });
      expect(blank.note).toBeNull();
      entries[9] = blank;
      expect((await call('PATCH', '/api/book/vocabBook/note', learner, { id: entry.id, note: 'x' })).json().message).toBe('version is required.');
    });

    it("never shows or changes another learner's words: 404 on every route, and nothing changes", async () => {
      const entry = entries[3];
      const attempts: [string, string, object?][] = [
        ['GET', `/api/book/vocabBook/${entry.id}`],
        ['PATCH', `/api/book/vocabBook/${entry.id}`, { version: entry.version, practiced: true }],
        ['PATCH', '/api/book/vocabBook/note', { id: entry.id, note: 'theirs', version: entry.version }],
        ['PATCH', `/api/book/vocabBook/${entry.id}/bookmark`, { bookmark: 'EASY', version: entry.version }],
        ['DELETE', `/api/book/vocabBook/${entry.id}`],
        ['POST', `/api/book/review/${entry.id}`, { grade: 'EASY' }],
      ];
      for (const [method, path, payload] of attempts) {
        const response = await call(method as 'GET', path, other, payload);
        expect({ call: `${method} ${path}`, status: response.statusCode }).toEqual({ call: `${method} ${path}`, status: 404 });
        expect(response.json().message).toBe(`Word ${entry.id} of your vocab book was not found.`);
      }
      expect(await json('GET', `/api/book/vocabBook/${entry.id}`)).toMatchObject({ bookmark: 'HARD', practiceCount: 0, note: null, version: entry.version });
      expect((await list('/api/book/vocabBook', other)).page.totalElements).toBe(0);
    });

    it('deletes a word: 204, then 404', async () => {
      const created = await json<VocabEntryDto>('POST', '/api/book/vocabBook', { word: 'contemporary' });
      expect((await call('DELETE', `/api/book/vocabBook/${created.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/book/vocabBook/${created.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/book/vocabBook/${created.id}`)).statusCode).toBe(404);
      // Deleted, it may be saved again.
      const again = await json<VocabEntryDto>('POST', '/api/book/vocabBook', { word: 'contemporary' });
      await json('DELETE', `/api/book/vocabBook/${again.id}`);
    });
  });

  describe.each([
    { book: 'pronunciationBook', listName: 'pronunciationBookList', name: 'pronunciation book' },
    { book: 'spellingBook', listName: 'spellingBookList', name: 'spelling book' },
  ])('$name', ({ book, listName, name }) => {
    const base = `/api/book/${book}`;
    let entries: PronunciationEntryDto[] = [];

    beforeAll(async () => {
      entries = [];
      for (const word of WORDS.slice(0, 22)) entries.push(await json<PronunciationEntryDto>('POST', base, { word }));
    });

    it('adds a dictionary word once, answering its entry', async () => {
      const created = await call('POST', base, learner, { word: ' Crucial ' });
      expect(created.statusCode).toBe(201);
      const expected = {
        id: expect.any(Number), word: 'crucial', bookmark: 'UNMARK', note: null, practiceCount: 0,
        createdDate: expect.any(String), version: 0, ...(book === 'pronunciationBook' ? { lastScore: null } : {}),
      };
      expect(created.json()).toEqual(expected);
      const again = await call('POST', base, learner, { word: 'crucial' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Word already exists');
      const unknown = await call('POST', base, learner, { word: 'blorptastic' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].field).toBe('word');
      expect((await call('POST', base, learner, { word: 'crucial', practiceType: 'readAloud' })).json().message).toBe('practiceType is not a field this call accepts.');
      expect((await call('GET', `${base}/${created.json().id}`)).json()).toEqual(expected);
      expect((await call('DELETE', `${base}/${created.json().id}`)).statusCode).toBe(204);
      expect((await call('GET', `${base}/${created.json().id}`)).statusCode).toBe(404);
    });

    it('pages, searches and sorts its list', async () => {
      const first = await json<Page<PronunciationEntryDto>>('GET', base);
      expect(Object.keys(first._embedded)).toEqual([listName]);
      expect(first.page).toEqual({ size: 21, totalElements: 22, totalPages: 2, number: 0 });
      expect(words(await json('GET', `${base}?page=1`))).toEqual(['abundant']);
      expect(words(await json('GET', `${base}?word=LLO&sort=word:asc`))).toEqual(['allocate']);
      expect(words(await json('GET', `${base}?size=100&sort=word:asc`))).toEqual(WORDS.slice(0, 22).sort());
      expect(words(await json('GET', `${base}?size=3&sort=createdDate:asc`))).toEqual(WORDS.slice(0, 3));
      expect((await call('GET', `${base}?practiceStatus=PRACTICED`)).json().message).toBe('practiceStatus is not a field this call accepts.');
    });

    it('marks a word (null clears it), with or without a version, and filters by marks', async () => {
      const entry = entries[0];
      const hard = await json<PronunciationEntryDto>('PATCH', `${base}/${entry.id}/bookmark`, { bookmark: 'HARD' });
      expect(hard).toMatchObject({ bookmark: 'HARD', version: 1 });
      const stale = await call('PATCH', `${base}/${entry.id}/bookmark`, learner, { bookmark: 'EASY', version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/it is now at version 1/);
      const veryHard = await json<PronunciationEntryDto>('PATCH', `${base}/${entries[1].id}/bookmark`, { bookmark: 'VERY_HARD', version: 0 });
      expect(veryHard.bookmark).toBe('VERY_HARD');
      expect(words(await json('GET', `${base}?bookmarkTypes=HARD,VERY_HARD&sort=bookmark:desc`))).toEqual(['accelerate', 'abundant']);
      const cleared = await json<PronunciationEntryDto>('PATCH', `${base}/${entries[1].id}/bookmark`, { bookmark: null, version: 1 });
      expect(cleared).toMatchObject({ bookmark: 'UNMARK', version: 2 });
      expect(words(await json('GET', `${base}?bookmarkTypes=HARD,VERY_HARD`))).toEqual(['abundant']);
      const wrong = await call('PATCH', `${base}/${entry.id}/bookmark`, learner, { bookmark: 'SCARY' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('bookmark must be one of: VERY_EASY, EASY, AVERAGE, HARD, VERY_HARD, UNMARK, or null.');
    });

    it('writes a note of up to 5000 characters and clears it', async () => {
      const entry = entries[2];
      const written = await json<PronunciationEntryDto>('PATCH', `${base}/${entry.id}/note`, { note: 'stress on the second syllable' });
      expect(written).toMatchObject({ note: 'stress on the second syllable', version: 1 });
      expect((await call('PATCH', `${base}/${entry.id}/note`, learner, { note: 'x', version: 0 })).statusCode).toBe(409);
      expect((await call('PATCH', `${base}/${entry.id}/note`, learner, { note: 'a'.repeat(5001) })).json().message).toBe('note must NOT have more than 5000 characters.');
      const cleared = await json<PronunciationEntryDto>('PATCH', `${base}/${entry.id}/note`, { note: null, version: 1 });
      expect(cleared).toMatchObject({ note: null, version: 2 });
      expect((await call('PATCH', `${base}/${entry.id}/note`, learner, {})).json().message).toBe('note is required.');
    });

    it("never shows or changes another learner's words", async () => {
      const entry = entries[3];
      for (const [method, path, payload] of [
        ['GET', `${base}/${entry.id}`], ['DELETE', `${base}/${entry.id}`],
        ['PATCH', `${base}/${entry.id}/bookmark`, { bookmark: 'EASY' }], ['PATCH', `${base}/${entry.id}/note`, { note: 'theirs' }],
      ] as [string, string, object?][]) {
        const response = await call(method as 'GET', path, other, payload);
        expect({ call: `${method} ${path}`, status: response.statusCode }).toEqual({ call: `${method} ${path}`, status: 404 });
        expect(response.json().message).toBe(`Word ${entry.id} of your ${name} was not found.`);
      }
      expect(await json('GET', `${base}/${entry.id}`)).toMatchObject({ bookmark: 'UNMARK', note: null, version: 0 });
      expect((await json<Page<PronunciationEntryDto>>('GET', base, undefined, other)).page.totalElements).toBe(0);
      // An id of the other book is not an entry of this one.
      const otherBook = book === 'pronunciationBook' ? 'spellingBook' : 'pronunciationBook';
      const theirs = await json<PronunciationEntryDto>('POST', `/api/book/${otherBook}`, { word: 'diverse' });
      expect((await call('GET', `${base}/${theirs.id}`)).statusCode).toBe(404);
      await json('DELETE', `/api/book/${otherBook}/${theirs.id}`);
    });
  });

  describe('review (FSRS)', () => {
    it('deals the due words oldest first with their dictionary entries, and schedules each graded word later', async () => {
      const start = await json<{ due: number; cards: ReviewCardDto[] }>('GET', '/api/book/review?limit=5');
      const total = (await list('/api/book/vocabBook')).page.totalElements;
      expect(start.due).toBe(total);
      expect(start.cards).toHaveLength(5);
      const dues = start.cards.map((card) => card.due);
      expect([...dues].sort()).toEqual(dues);
      // A new word is due when it is saved: the first saved come first.
      expect(start.cards.slice(0, 3).map((card) => card.word)).toEqual(['abundant', 'accelerate', 'accommodate']);
      expect(start.cards[0].details).toMatchObject({ word: start.cards[0].word, vocabBook: start.cards[0].id });
      const first = start.cards[0];
      const before = await json<VocabEntryDto>('GET', `/api/book/vocabBook/${first.id}`);
      const graded = await json<{ id: number; due: string; practiceCount: number }>('POST', `/api/book/review/${first.id}`, { grade: 'GOOD' });
      expect(graded.id).toBe(first.id);
      expect(graded.practiceCount).toBe(before.practiceCount + 1);
      expect(Date.parse(graded.due)).toBeGreaterThan(Date.now());
      const easy = await json<{ due: string }>('POST', `/api/book/review/${start.cards[1].id}`, { grade: 'EASY' });
      const again = await json<{ due: string }>('POST', `/api/book/review/${start.cards[2].id}`, { grade: 'AGAIN' });
      // EASY puts a new word days away, AGAIN minutes away.
      expect(Date.parse(easy.due) - Date.now()).toBeGreaterThan(86_400_000);
      expect(Date.parse(again.due) - Date.now()).toBeLessThan(3_600_000);
      expect(Date.parse(again.due)).toBeLessThan(Date.parse(graded.due));
      const after = await json<{ due: number; cards: ReviewCardDto[] }>('GET', '/api/book/review');
      expect(after.due).toBe(total - 3);
      expect(after.cards.map((card) => card.id)).not.toContain(first.id);
      expect(after.cards).toHaveLength(Math.min(20, total - 3));
      // The other learner has nothing due.
      expect(await json('GET', '/api/book/review', undefined, other)).toEqual({ due: 0, cards: [] });
    });

    it('answers 400 for a grade or limit it does not know, and 404 for a word not in the book', async () => {
      const wrong = await call('POST', '/api/book/review/1', learner, { grade: 'MEH' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('grade must be one of: AGAIN, HARD, GOOD, EASY.');
      expect((await call('GET', '/api/book/review?limit=0')).json().message).toBe('limit must be >= 1.');
      expect((await call('GET', '/api/book/review?limit=101')).statusCode).toBe(400);
      const missing = await call('POST', '/api/book/review/999999', learner, { grade: 'GOOD' });
      expect(missing.statusCode).toBe(404);
    });
  });

  it("bookIdsForWord answers the learner's own entries of a word in each book", async () => {
    const vocab = await json<VocabEntryDto>('POST', '/api/book/vocabBook', { word: 'dominant' });
    await json('PATCH', `/api/book/vocabBook/${vocab.id}/bookmark`, { bookmark: 'EASY', version: 0 });
    const spelling = await json<{ id: number }>('POST', '/api/book/spellingBook', { word: 'dominant' });
    const [mine, theirs] = await Promise.all([userIdOf(learner), userIdOf(other)]);
    expect(await bookIdsForWord(ctx.app.db, mine, 'dominant')).toEqual({ vocabBook: vocab.id, pronunciationBook: null, spellingBook: spelling.id, bookmark: 'EASY' });
    expect(await bookIdsForWord(ctx.app.db, theirs, 'dominant')).toEqual({ vocabBook: null, pronunciationBook: null, spellingBook: null, bookmark: 'UNMARK' });
    await ctx.app.db.delete(vocabEntries).where(eq(vocabEntries.id, vocab.id));
  });
});

describe.each(databases)('word books in practice ($name)', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let learner: Headers;
  let other: Headers;

  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    ({ trial: learner, premium: other } = await signInDemoLearners(ctx.app));
  }, 120_000);
  afterAll(async () => ctx?.close());

  const call = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: path, headers, ...(payload === undefined ? {} : { payload }) });

  it("keeps a pronunciation-book word's last score and counts the practice when the word is scored", async () => {
    const entry = (await call('POST', '/api/book/pronunciationBook', learner, { word: 'community' })).json() as PronunciationEntryDto;
    const voice = (await spoken('community')).toString('base64');
    const scored = await call('POST', '/api/speaking/word/score', learner, { word: 'Community', voice });
    expect(scored.statusCode).toBe(200);
    const { score } = scored.json() as { score: number };
    expect(await (await call('GET', `/api/book/pronunciationBook/${entry.id}`, learner)).json()).toMatchObject({ lastScore: score, practiceCount: 1, version: 1 });
    // Another learner's score of the same word changes nothing here.
    expect((await call('POST', '/api/speaking/word/score', other, { word: 'community', voice })).statusCode).toBe(200);
    expect(await (await call('GET', `/api/book/pronunciationBook/${entry.id}`, learner)).json()).toMatchObject({ lastScore: score, practiceCount: 1 });
  }, 60_000);

  it("draws a dictation session from the learner's spelling book first and scores those words", async () => {
    const own = WORDS.filter((word) => !dictationWordSet.has(word)).slice(0, 3);
    expect(own).toHaveLength(3);
    for (const word of own) expect((await call('POST', '/api/book/spellingBook', learner, { word })).statusCode).toBe(201);
    const session = (await call('GET', '/api/dictation?complexity=EASY', learner)).json() as { _embedded: { dictationWordAudioDtoList: { word: string; americanAudio: string }[] } };
    const played = session._embedded.dictationWordAudioDtoList;
    expect(played).toHaveLength(DICTATION.sessionWords);
    expect(played.slice(0, 3).map((entry) => entry.word).sort()).toEqual([...own].sort());
    expect(played[0].americanAudio).toBe(`/media/words/${played[0].word}/us.mp3`);
    expect(new Set(played.map((entry) => entry.word)).size).toBe(DICTATION.sessionWords);
    const answered = await call('POST', '/api/dictation', learner, { words: [{ word: own[0], answer: own[0] }, { word: own[1], answer: 'wrong' }] });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().score).toBe(1);
    // Another learner's session is the dictation list, and a word of someone else's book is not a dictation word there.
    const theirs = (await call('GET', '/api/dictation', other)).json() as { _embedded: { dictationWordAudioDtoList: { word: string }[] } };
    expect(theirs._embedded.dictationWordAudioDtoList.every((entry) => dictationWordSet.has(entry.word))).toBe(true);
    const refused = await call('POST', '/api/dictation', other, { words: [{ word: own[0], answer: own[0] }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`"${own[0]}" is not one of the dictation words.`);
  });
});
