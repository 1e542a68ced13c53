import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPteClient } from './apiClient';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('API client', () => {
  it('sends the base headers and the bearer token on every call', async () => {
    const fetch = fakeFetch(200, { remaining: 3 });
    const client = createPteClient({ baseURL: 'https://pte.example', getToken: () => 'tok', fetch: fetch as never });
    await expect(client.getRemainingAI()).resolves.toEqual({ remaining: 3 });
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('https://pte.example/api/users/remainingAI');
    const headers = new Headers(init!.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-time-format')).toBe('HH:mm');
    expect(headers.get('x-duration-type')).toBe('MINUTE_SECOND');
    expect(headers.get('x-constants')).toBe('TEXT');
  });

  it('sends a JSON body as JSON, reads an empty answer as nothing, and names an unreachable server in words', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }));
    const client = createPteClient({ baseURL: 'https://pte.example/', fetch: fetch as never });
    await expect(client.deleteNote(7)).resolves.toBeUndefined();
    await client.reportProblem(3, 'The audio stops early.');
    const [url, init] = fetch.mock.calls[1];
    expect(String(url)).toBe('https://pte.example/api/problemReports');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ practiceId: 3, description: 'The audio stops early.' }) });
    expect(new Headers(init!.headers).get('content-type')).toBe('application/json');

    const offline = createPteClient({ baseURL: 'https://pte.example', fetch: (async () => { throw new TypeError('Failed to fetch'); }) as never });
    const failure = await offline.getCurrentUser().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, message: 'The practice server could not be reached. Check your connection and try again.' });
  });

  it('sends list filters as comma-separated values and drops empty ones', async () => {
    const fetch = fakeFetch(200, { _embedded: { questionList: [] }, page: {}, practicedCount: 0 });
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await client.listQuestions('reading', 'rwFillInTheBlanks', { page: 0, size: 10, complexities: ['EASY', 'HARD'], title: '', sort: null });
    expect(String(fetch.mock.calls[0][0])).toBe('https://pte.example/api/reading/rwFillInTheBlanks?page=0&size=10&complexities=EASY,HARD');
  });

  it('on 401 tells the host "You Are Not LoggedIn"; on 403 "You Are Not Authorized To Perform This Action"', async () => {
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    const unauthorized = createPteClient({ baseURL: 'x:', fetch: fakeFetch(401, { status: 401, message: 'no', errors: [] }) as never, onUnauthorized, onForbidden });
    await expect(unauthorized.getCurrentUser()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledWith('You Are Not LoggedIn');
    const forbidden = createPteClient({ baseURL: 'x:', fetch: fakeFetch(403, { status: 403, message: 'no', errors: [] }) as never, onUnauthorized, onForbidden });
    await expect(forbidden.getCurrentUser()).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledWith('You Are Not Authorized To Perform This Action');
  });

  it('only logs 500s, as "Server Is Not Responsible", and exposes the first field error', async () => {
    const logger = { error: vi.fn() };
    const client = createPteClient({ baseURL: 'x:', fetch: fakeFetch(500, { status: 500, message: 'boom', errors: [] }) as never, logger });
    await expect(client.getCurrentUser()).rejects.toMatchObject({ status: 500 });
    expect(logger.error).toHaveBeenCalledWith('Server Is Not Responsible', expect.anything());
    const bad = createPteClient({ baseURL: 'x:', fetch: fakeFetch(400, { status: 400, message: 'Bad', errors: [{ field: 'pteType', defaultMessage: 'Pick one.' }] }) as never });
    const error = await bad.updateProfile({ nickname: '' }).catch((e: ApiError) => e);
    expect((error as ApiError).firstMessage).toBe('Pick one.');
  });
});

describe('API client: notes, bookmarks and reports', () => {
  const note = (id: number, practiceId: number) => ({
    id, practiceId, description: `<p>note ${id}</p>`, version: 2, skill: 'reading', task: 'fillInTheBlanks', title: 'Tides',
    createdDate: '2026-01-01T00:00:00Z', lastModifiedDate: '2026-01-02T00:00:00Z',
  });
  const notePage = (notes: object[], number: number, totalPages: number) =>
    ({ _embedded: { noteDtoList: notes }, page: { size: 100, totalElements: notes.length, totalPages, number } });

  /** A fetch that answers each call with the next of `bodies`, recording method, URL and JSON body. */
  function sequence(...bodies: [number, unknown][]) {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      calls.push({
        method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
        url: String(request?.url ?? input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const [status, body] = bodies.shift() ?? [200, {}];
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status, headers: body === undefined ? {} : { 'content-type': 'application/json' },
      });
    });
    return { client: createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never }), calls };
  }

  it("finds the learner's note on a question among the notes of its practice type, page by page", async () => {
    const { client, calls } = sequence([200, notePage([note(1, 10)], 0, 2)], [200, notePage([note(2, 42)], 1, 2)]);
    await expect(client.getNote(42, { skill: 'listening', task: 'fillInTheBlanks' })).resolves.toMatchObject({ id: 2, practiceId: 42 });
    expect(calls.map((call) => call.url)).toEqual([
      'https://pte.example/api/notes/practiceType/fillInTheBlanks?page=0&size=100&skill=listening',
      'https://pte.example/api/notes/practiceType/fillInTheBlanks?page=1&size=100&skill=listening',
    ]);
  });

  it('answers null when the question has no note, reading all notes when no practice type is given', async () => {
    const { client, calls } = sequence([200, notePage([note(1, 10)], 0, 1)]);
    await expect(client.getNote(42)).resolves.toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['https://pte.example/api/notes?page=0&size=100']);
    const empty = sequence([200, notePage([], 0, 0)]);
    await expect(empty.client.getNote(42)).resolves.toBeNull();
    expect(empty.calls).toHaveLength(1);
  });

  it('creates a note with practiceId and description, updates it with its version and deletes it', async () => {
    const { client, calls } = sequence([201, note(5, 42)], [200, { ...note(5, 42), version: 3 }], [204, undefined]);
    await expect(client.createNote({ practiceId: 42, description: '<p>a</p>' })).resolves.toMatchObject({ id: 5 });
    await expect(client.updateNote(5, { practiceId: 42, description: '<p>b</p>', version: 2 })).resolves.toMatchObject({ version: 3 });
    await expect(client.deleteNote(5)).resolves.toBeFalsy();
    expect(calls).toEqual([
      { method: 'POST', url: 'https://pte.example/api/notes', body: { practiceId: 42, description: '<p>a</p>' } },
      { method: 'PUT', url: 'https://pte.example/api/notes/5', body: { description: '<p>b</p>', practiceId: 42, version: 2 } },
      { method: 'DELETE', url: 'https://pte.example/api/notes/5', body: undefined },
    ]);
  });

  it('reads, creates, updates and deletes a bookmark', async () => {
    const none = { id: null, practiceId: 42, type: 'UNMARK', version: null };
    const { client, calls } = sequence(
      [200, none], [201, { id: 8, practiceId: 42, type: 'HARD', version: 0 }], [200, { id: 8, practiceId: 42, type: 'EASY', version: 1 }], [204, undefined],
    );
    await expect(client.getBookmark(42)).resolves.toEqual(none);
    await expect(client.createBookmark(42, 'HARD')).resolves.toMatchObject({ id: 8, version: 0 });
    await expect(client.updateBookmark(8, 'EASY', 0)).resolves.toMatchObject({ type: 'EASY', version: 1 });
    await client.deleteBookmark(8);
    expect(calls).toEqual([
      { method: 'GET', url: 'https://pte.example/api/bookmarks/42', body: undefined },
      { method: 'POST', url: 'https://pte.example/api/bookmarks', body: { practiceId: 42, type: 'HARD', version: null } },
      { method: 'PUT', url: 'https://pte.example/api/bookmarks/8', body: { type: 'EASY', version: 0 } },
      { method: 'DELETE', url: 'https://pte.example/api/bookmarks/8', body: undefined },
    ]);
  });

  it('reports a problem and an exam memory', async () => {
    const memory = { practiceId: 42, date: '2026-03-01', country: 'IR', pteType: 'CORE' as const, description: '' };
    const { client, calls } = sequence(
      [201, { id: 1, practiceId: 42, description: 'Typo', createdDate: '2026-03-02T00:00:00Z' }],
      [201, { ...memory, id: 3, countryName: 'Iran', createdDate: '2026-03-02T00:00:00Z', predictionCount: 4 }],
    );
    await expect(client.reportProblem(42, 'Typo')).resolves.toMatchObject({ id: 1 });
    await expect(client.reportExamMemory(memory)).resolves.toMatchObject({ predictionCount: 4 });
    expect(calls).toEqual([
      { method: 'POST', url: 'https://pte.example/api/problemReports', body: { practiceId: 42, description: 'Typo' } },
      { method: 'POST', url: 'https://pte.example/api/predictions', body: memory },
    ]);
  });

  it('reads the countries out of their idValueList and the languages as a map', async () => {
    const { client, calls } = sequence(
      [200, { _embedded: { idValueList: [{ id: 'AF', value: 'Afghanistan' }, { id: 'IR', value: 'Iran' }] } }],
      [200, { fa: 'Persian', ar: 'Arabic' }],
    );
    await expect(client.getCountries()).resolves.toEqual([{ id: 'AF', value: 'Afghanistan' }, { id: 'IR', value: 'Iran' }]);
    await expect(client.getLanguages()).resolves.toEqual({ fa: 'Persian', ar: 'Arabic' });
    expect(calls.map((call) => call.url)).toEqual(['https://pte.example/api/profile/countries', 'https://pte.example/api/profile/languages']);
  });

  it("rejects with the server's field error, as the note and report forms show it", async () => {
    const body = { status: 400, message: 'Empty', errors: [{ field: 'description', defaultMessage: 'Describe the problem before sending the report.' }] };
    const { client } = sequence([400, body]);
    const error = await client.reportProblem(42, ' ').catch((reason: ApiError) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body?.errors[0].defaultMessage).toBe('Describe the problem before sending the report.');
  });
});

describe('API client: comments and replies', () => {
  /** A fetch that answers each call with the next of `bodies`, recording method, URL, headers and the raw body. */
  function sequence(...bodies: [number, unknown][]) {
    const calls: { method: string; url: string; headers: Headers; body: unknown }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        method: (init?.method ?? 'GET').toUpperCase(),
        url: String(input),
        headers: new Headers(init?.headers),
        body: init?.body,
      });
      const [status, body] = bodies.shift() ?? [200, {}];
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status, headers: body === undefined ? {} : { 'content-type': 'application/json' },
      });
    });
    return { client: createPteClient({ baseURL: 'https://pte.example', getToken: () => 'tok', fetch: fetch as never }), calls };
  }

  const comment = {
    id: 7, practiceId: 42, nickname: 'Ann', avatar: null, lastModifiedDate: '2026-03-02T10:00:00Z', comment: 'Hi',
    images: ['/media/uploads/a.png'], likesCount: 0, liked: false, replyCount: 0, prediction: null, mine: true,
  };
  const page = (name: string, list: object[]) => ({ _embedded: { [name]: list }, page: { size: 10, totalElements: list.length, totalPages: 1, number: 0 } });

  it('lists comments with page, size and the exam-memory flag, and replies with page and size', async () => {
    const { client, calls } = sequence([200, page('commentDtoList', [comment])], [200, page('commentDtoList', [])], [200, page('commentReplyDtoList', [])]);
    await expect(client.listComments(42, 0, 10, false)).resolves.toMatchObject({ _embedded: { commentDtoList: [{ id: 7 }] } });
    await client.listComments(42, 1, 10, true);
    await client.listReplies(7, 0, 30);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET https://pte.example/api/comments/42?page=0&size=10&prediction=false',
      'GET https://pte.example/api/comments/42?page=1&size=10&prediction=true',
      'GET https://pte.example/api/commentReplies/7?page=0&size=30',
    ]);
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok');
  });

  it('posts a comment and a reply as multipart form data, leaving the content type to the browser', async () => {
    const { client, calls } = sequence([201, comment], [201, { ...comment, commentId: 7, reply: 'Yes' }]);
    const images = [new File(['png'], 'one.png', { type: 'image/png' }), new File(['webp'], 'two.webp', { type: 'image/webp' })];
    await expect(client.createComment(42, 'Hi', images)).resolves.toMatchObject({ id: 7 });
    await client.createReply(7, 'Yes', []);
    const [post, reply] = calls;
    expect(`${post.method} ${post.url}`).toBe('POST https://pte.example/api/comments');
    expect(post.body).toBeInstanceOf(FormData);
    const form = post.body as FormData;
    expect(form.get('practiceId')).toBe('42');
    expect(form.get('comment')).toBe('Hi');
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual(['one.png', 'two.webp']);
    expect(post.headers.get('content-type')).toBeNull();
    expect(post.headers.get('accept')).toBe('application/json');
    expect(`${reply.method} ${reply.url}`).toBe('POST https://pte.example/api/commentReplies');
    expect(Object.fromEntries((reply.body as FormData).entries())).toEqual({ commentId: '7', reply: 'Yes' });
    expect(reply.headers.get('content-type')).toBeNull();
  });

  it('likes, unlikes and deletes comments and replies', async () => {
    const { client, calls } = sequence(
      [200, { likesCount: 1, liked: true }], [200, { likesCount: 0, liked: false }], [204, undefined],
      [200, { likesCount: 3, liked: true }], [200, { likesCount: 2, liked: false }], [204, undefined],
    );
    await expect(client.likeComment(7)).resolves.toEqual({ likesCount: 1, liked: true });
    await expect(client.unlikeComment(7)).resolves.toEqual({ likesCount: 0, liked: false });
    await client.deleteComment(7);
    await expect(client.likeReply(9)).resolves.toEqual({ likesCount: 3, liked: true });
    await expect(client.unlikeReply(9)).resolves.toEqual({ likesCount: 2, liked: false });
    await client.deleteReply(9);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST https://pte.example/api/comments/7/like',
      'DELETE https://pte.example/api/comments/7/like',
      'DELETE https://pte.example/api/comments/7',
      'POST https://pte.example/api/commentReplies/9/like',
      'DELETE https://pte.example/api/commentReplies/9/like',
      'DELETE https://pte.example/api/commentReplies/9',
    ]);
  });

  it("rejects a deletion by someone else with the server's message", async () => {
    const { client } = sequence([403, { status: 403, message: 'Only the author can delete this comment.', errors: [] }]);
    await expect(client.deleteComment(7)).rejects.toMatchObject({ status: 403, message: 'Only the author can delete this comment.' });
  });
});

describe('API client: word books, review and the dictionary', () => {
  /** Every call answered with `body`; the calls are read back as method, address and JSON body. */
  function recorder(body: unknown = {}) {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status: body === undefined ? 204 : 200 }));
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    const calls = () => fetch.mock.calls.map(([url, init]) => [init?.method ?? 'GET', String(url).replace('https://pte.example/api', ''), init?.body ? JSON.parse(String(init.body)) : undefined]);
    return { client, calls };
  }

  it('lists the vocab book with its filters, and reads the Categorised counts out of their page', async () => {
    const counts = [{ practiceType: 'readAloud', skillType: 'speaking', practicedCount: 1, totalCount: 2 }];
    const { client, calls } = recorder({ _embedded: { vocabCountList: counts }, page: {} });
    await expect(client.getVocabCounts()).resolves.toEqual(counts);
    await client.listVocab({ page: 1, size: 21, word: 'ab', practiceStatus: 'PRACTICED', bookmarkTypes: ['HARD', 'EASY'], sort: 'bookmark:desc', startDateTime: '2026-01-01T00:00:00.000Z', practiceType: 'readAloud', skillType: 'speaking' });
    await client.listVocab();
    expect(calls()).toEqual([
      ['GET', '/book/vocabBook/count', undefined],
      ['GET', '/book/vocabBook?page=1&size=21&word=ab&practiceStatus=PRACTICED&bookmarkTypes=HARD,EASY&sort=bookmark%3Adesc&startDateTime=2026-01-01T00%3A00%3A00.000Z&practiceType=readAloud&skillType=speaking', undefined],
      ['GET', '/book/vocabBook', undefined],
    ]);
  });

  it('adds, reads, practises, notes, marks and deletes vocab words with the versions read', async () => {
    const { client, calls } = recorder();
    await client.addVocab('library', 'readAloud', 'speaking');
    await client.addVocab('library');
    await client.getVocabEntry(4);
    await client.markVocabPracticed(4, 2);
    await client.updateVocabNote(4, 'a place of books', 3);
    await client.setVocabBookmark(4, 'HARD', 4);
    await client.deleteVocab(4);
    expect(calls()).toEqual([
      ['POST', '/book/vocabBook', { word: 'library', practiceType: 'readAloud', skillType: 'speaking' }],
      ['POST', '/book/vocabBook', { word: 'library' }],
      ['GET', '/book/vocabBook/4', undefined],
      ['PATCH', '/book/vocabBook/4', { version: 2, practiced: true }],
      ['PATCH', '/book/vocabBook/note', { id: 4, note: 'a place of books', version: 3 }],
      ['PATCH', '/book/vocabBook/4/bookmark', { bookmark: 'HARD', version: 4 }],
      ['DELETE', '/book/vocabBook/4', undefined],
    ]);
  });

  it('keeps the pronunciation and spelling books with the same six calls', async () => {
    const { client, calls } = recorder();
    await client.listPronunciation({ word: 'li', bookmarkTypes: ['HARD'], sort: 'word:asc' });
    await client.addPronunciation('library');
    await client.getPronunciationEntry(5);
    await client.setPronunciationBookmark(5, null);
    await client.setPronunciationNote(5, 'stress first', 1);
    await client.deletePronunciation(5);
    await client.listSpelling({ page: 2 });
    await client.addSpelling('rhythm');
    await client.getSpellingEntry(6);
    await client.setSpellingBookmark(6, 'EASY', 0);
    await client.setSpellingNote(6, null);
    await client.deleteSpelling(6);
    expect(calls()).toEqual([
      ['GET', '/book/pronunciationBook?word=li&bookmarkTypes=HARD&sort=word%3Aasc', undefined],
      ['POST', '/book/pronunciationBook', { word: 'library' }],
      ['GET', '/book/pronunciationBook/5', undefined],
      ['PATCH', '/book/pronunciationBook/5/bookmark', { bookmark: null }],
      ['PATCH', '/book/pronunciationBook/5/note', { note: 'stress first', version: 1 }],
      ['DELETE', '/book/pronunciationBook/5', undefined],
      ['GET', '/book/spellingBook?page=2', undefined],
      ['POST', '/book/spellingBook', { word: 'rhythm' }],
      ['GET', '/book/spellingBook/6', undefined],
      ['PATCH', '/book/spellingBook/6/bookmark', { bookmark: 'EASY', version: 0 }],
      ['PATCH', '/book/spellingBook/6/note', { note: null }],
      ['DELETE', '/book/spellingBook/6', undefined],
    ]);
  });

  it('reads the review cards and grades one; looks a word up and translates a sentence', async () => {
    const { client, calls } = recorder();
    await client.getReviewCards();
    await client.getReviewCards(5);
    await client.gradeReview(9, 'GOOD');
    await client.getDictionaryWord("Children's");
    await client.getDictionaryWord('library', 'de');
    await client.translateSentence('The library opens at nine.', 'fa');
    expect(calls()).toEqual([
      ['GET', '/book/review', undefined],
      ['GET', '/book/review?limit=5', undefined],
      ['POST', '/book/review/9', { grade: 'GOOD' }],
      ['GET', "/dictionary/Children's", undefined],
      ['GET', '/dictionary/library?tl=de', undefined],
      ['POST', '/translate/sentence', { text: 'The library opens at nine.', sl: 'en', tl: 'fa' }],
    ]);
  });

  it("rejects a word already in the book with the server's words", async () => {
    const fetch = fakeFetch(409, { status: 409, message: 'Word already exists', errors: [] });
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await expect(client.addVocab('library')).rejects.toMatchObject({ status: 409, message: 'Word already exists' });
  });
});
