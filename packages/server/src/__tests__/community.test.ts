import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type BookmarkDto, type ExamMemoryDto, type NoteDto, type PracticeItem, type QuestionPage } from '@pte-kit/core';
import { databases, fixtureItems, signIn, testApp } from './helpers';

type Headers = { authorization: string };

describe.each(databases)('notes, bookmarks and reports on $name', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let trial: Headers;
  let premium: Headers;
  let third: Headers;
  /** Question ids by fixture title. */
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    const { seedDemoLearners } = await import('../seed');
    await seedDemoLearners(ctx.app.repositories.users);
    await ctx.app.repositories.users.create({ email: 'third@pte.test', password: 'Practice123!', nickname: 'Tia' });
    const sessions = await Promise.all(['trial@pte.test', 'premium@pte.test', 'third@pte.test'].map((email) => signIn(ctx.app, email, 'Practice123!')));
    if (sessions.some((session) => !session.ok)) throw new Error('sign-in failed');
    [trial, premium, third] = sessions.map((session) => (session.ok ? session.auth : { authorization: '' }));
    for (const path of ['reading/rwFillInTheBlanks', 'reading/fillInTheBlanks', 'reading/multipleChoiceSingleAnswer', 'listening/writeFromDictation']) {
      const list = (await get(`/api/${path}`)).json() as QuestionPage;
      for (const row of list._embedded.questionList) ids[row.title] = row.id;
    }
  }, 120_000);

  afterAll(async () => ctx?.close());

  const get = (url: string, headers = trial) => ctx.app.inject({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = trial) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const rowOf = async (title: string, headers = trial) =>
    ((await get('/api/reading/rwFillInTheBlanks', headers)).json() as QuestionPage)._embedded.questionList.find((row) => row.title === title)!;

  describe('notes', () => {
    let noteId: number;

    it('saves a rich-text note on a question, keeps the toolbar formatting and strips scripts and handlers', async () => {
      const description = '<h2 onclick="steal()">Collocations</h2><p>Remember <b>harness</b> + <i>energy</i> &amp; '
        + '<span style="color: rgb(230, 0, 0); position: fixed">tides</span><script>alert(1)</script>'
        + '<a href="javascript:alert(1)">link</a><img src="x" onerror="alert(1)"></p>'
        + '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>one</li></ol>';
      const response = await send('POST', '/api/notes', { practiceId: ids['Tidal Energy'], description });
      expect(response.statusCode).toBe(201);
      const note = response.json() as NoteDto;
      expect(note).toMatchObject({ practiceId: ids['Tidal Energy'], version: 0, skill: 'reading', task: 'rwFillInTheBlanks', title: 'Tidal Energy' });
      expect(note.description).toBe('<h2>Collocations</h2><p>Remember <strong>harness</strong> + <em>energy</em> &amp; '
        + '<span style="color:rgb(230, 0, 0)">tides</span>link</p><ol><li data-list="bullet">one</li></ol>');
      expect(note.description).not.toMatch(/script|onerror|onclick|javascript|<img|<a /);
      expect(Date.parse(note.createdDate)).not.toBeNaN();
      noteId = note.id;
      expect((await get(`/api/notes/${noteId}`)).json()).toEqual(note);
    });

    it('allows one note per question: a second is a 409 that says to edit the first', async () => {
      const response = await send('POST', '/api/notes', { practiceId: ids['Tidal Energy'], description: '<p>again</p>' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 409, message: expect.stringContaining(`You already have a note on this question (note ${noteId})`) });
      expect(response.json().message).toContain('edit it');
    });

    it('updates at the version read and refuses a stale version with a 409', async () => {
      const saved = await send('PUT', `/api/notes/${noteId}`, { description: '<p>Tidal: <u>harness</u></p>', practiceId: ids['Tidal Energy'], version: 0 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ id: noteId, version: 1, description: '<p>Tidal: <u>harness</u></p>' });
      const stale = await send('PUT', `/api/notes/${noteId}`, { description: '<p>older tab</p>', practiceId: ids['Tidal Energy'], version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toContain('now at version 1');
      expect(stale.json().errors).toEqual([{ field: 'version', defaultMessage: 'The note is now at version 1.' }]);
      expect((await get(`/api/notes/${noteId}`)).json().description).toBe('<p>Tidal: <u>harness</u></p>');
      const moved = await send('PUT', `/api/notes/${noteId}`, { description: '<p>x</p>', practiceId: ids['Wind Farms'], version: 1 });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().errors[0].field).toBe('practiceId');
      const missingVersion = await send('PUT', `/api/notes/${noteId}`, { description: '<p>x</p>', practiceId: ids['Tidal Energy'] });
      expect(missingVersion.statusCode).toBe(400);
      expect(missingVersion.json().message).toBe('version is required.');
    });

    it('rejects empty, tags-only and script-only notes with a readable message', async () => {
      for (const description of ['', '   ', '<p><br></p>', '<p> </p><h1></h1>', '<script>alert("x")</script>', '<img src=x onerror=alert(1)>']) {
        const response = await send('POST', '/api/notes', { practiceId: ids['Wind Farms'], description });
        expect(response.statusCode, description).toBe(400);
        expect(response.json()).toEqual({
          status: 400, message: 'Write something in the note before saving: it is empty.',
          errors: [{ field: 'description', defaultMessage: 'Write something in the note before saving: it is empty.' }],
        });
      }
      const missing = await send('POST', '/api/notes', { practiceId: ids['Wind Farms'] });
      expect(missing.json().message).toBe('description is required.');
    });

    it('counts at most 5000 characters of text, not of tags, and says the limit was reached', async () => {
      const exact = await send('POST', '/api/notes', {
        practiceId: ids['Wind Farms'], description: `<p><strong><span style="color: #e60000">${'a'.repeat(4998)}</span></strong></p><p>&amp;</p>`,
      });
      expect(exact.statusCode).toBe(201);
      const over = await send('POST', '/api/notes', { practiceId: ids['Coral Reefs'], description: `<p>${'a'.repeat(5001)}</p>` });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(`${MESSAGES.noteCharLimit(5000)}: the note has 5001 characters. Shorten it to save.`);
      expect(over.json().message).toContain('Character limit reached (5000)');
      const updateOver = await send('PUT', `/api/notes/${exact.json().id}`, { description: 'b'.repeat(5001), practiceId: ids['Wind Farms'], version: 0 });
      expect(updateOver.statusCode).toBe(400);
      expect(updateOver.json().errors[0].field).toBe('description');
    });

    it('drops styles that could load anything, and refuses the NUL character PostgreSQL cannot store, never answering 500', async () => {
      const response = await send('POST', '/api/notes', {
        practiceId: ids['Paper Money'],
        description: '<p>ab <span style="color: expression(alert(1)); background-image: url(javascript:alert(1))">c</span>'
          + '<span style="background-color: red; font-size: 90px">d</span></p><ol><li class="ql-indent-1 evil">e</li></ol>',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().description).toBe('<p>ab <span>c</span><span style="background-color:red">d</span></p><ol><li class="ql-indent-1">e</li></ol>');
      const nul = await send('POST', '/api/notes', { practiceId: ids['Paper Money'], description: '<p>a\u0000b</p>' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().message).toMatch(/NUL character/);
      expect((await get('/api/notes/practiceType/multipleChoiceSingleAnswer?skill=reading&description=a%00b')).statusCode).toBe(400);
      expect((await send('POST', '/api/problemReports', { practiceId: ids['Paper Money'], description: 'nul\u0000here' }, premium)).statusCode).toBe(400);
      expect((await send('DELETE', `/api/notes/${response.json().id}`)).statusCode).toBe(204);
    });

    it('answers 404 for a missing question or note, and 400 for a bad id', async () => {
      expect((await send('POST', '/api/notes', { practiceId: 999999, description: '<p>x</p>' })).statusCode).toBe(404);
      const missing = await get('/api/notes/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Note 999999 was not found.');
      expect((await send('PUT', '/api/notes/999999', { description: '<p>x</p>', practiceId: 1, version: 0 })).statusCode).toBe(404);
      expect((await send('DELETE', '/api/notes/999999')).statusCode).toBe(404);
      expect((await get('/api/notes/abc')).statusCode).toBe(400);
      expect((await get('/api/notes/99999999999')).statusCode).toBe(400);
    });

    it("keeps another learner's note private: 403 on read, update and delete, and absent from their lists", async () => {
      for (const response of [
        await get(`/api/notes/${noteId}`, premium),
        await send('PUT', `/api/notes/${noteId}`, { description: '<p>mine now</p>', practiceId: ids['Tidal Energy'], version: 1 }, premium),
        await send('DELETE', `/api/notes/${noteId}`, undefined, premium),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('This note belongs to another learner.');
      }
      expect((await get('/api/notes', premium)).json().page.totalElements).toBe(0);
      const own = await send('POST', '/api/notes', { practiceId: ids['Tidal Energy'], description: '<p>Parsa on tides</p>' }, premium);
      expect(own.statusCode).toBe(201);
    });

    it('lists my notes newest first as a HAL page', async () => {
      await send('POST', '/api/notes', { practiceId: ids['Library Hours'], description: '<p>Plural <em>hours</em></p>' });
      const body = (await get('/api/notes?page=0&size=2')).json();
      expect(body.page).toEqual({ size: 2, totalElements: 3, totalPages: 2, number: 0 });
      expect(body._embedded.noteDtoList.map((note: NoteDto) => note.title)).toEqual(['Library Hours', 'Wind Farms']);
      expect((await get('/api/notes?page=1&size=2')).json()._embedded.noteDtoList.map((note: NoteDto) => note.title)).toEqual(['Tidal Energy']);
      expect((await get('/api/notes?size=0')).statusCode).toBe(400);
    });

    it('filters my notes by practice type, text and date, with sort and paging', async () => {
      const byType = (await get('/api/notes/practiceType/rwFillInTheBlanks')).json();
      expect(byType._embedded.noteDtoList.map((note: NoteDto) => note.title)).toEqual(['Wind Farms', 'Tidal Energy']);
      const oldest = (await get('/api/notes/practiceType/rwFillInTheBlanks?sort=createdDate:asc&size=1')).json();
      expect(oldest._embedded.noteDtoList[0].title).toBe('Tidal Energy');
      expect(oldest.page).toMatchObject({ totalElements: 2, totalPages: 2 });
      const found = (await get('/api/notes/practiceType/rwFillInTheBlanks?description=HARNESS')).json();
      expect(found._embedded.noteDtoList.map((note: NoteDto) => note.title)).toEqual(['Tidal Energy']);
      expect((await get('/api/notes/practiceType/rwFillInTheBlanks?description=%25')).json().page.totalElements).toBe(0);
      expect((await get('/api/notes/practiceType/writeFromDictation')).json().page.totalElements).toBe(1);
      expect((await get('/api/notes/practiceType/fillInTheBlanks?skill=listening')).json().page.totalElements).toBe(0);

      const today = new Date().toISOString().slice(0, 10);
      expect((await get(`/api/notes/practiceType/rwFillInTheBlanks?startDateTime=${today}&endDateTime=${today}`)).json().page.totalElements).toBe(2);
      expect((await get('/api/notes/practiceType/rwFillInTheBlanks?endDateTime=2020-01-01T00:00:00Z')).json().page.totalElements).toBe(0);
      expect((await get('/api/notes/practiceType/rwFillInTheBlanks?startDateTime=2999-01-01')).json().page.totalElements).toBe(0);

      const badDate = await get('/api/notes/practiceType/rwFillInTheBlanks?startDateTime=2024-02-30');
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().message).toBe('startDateTime must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm:ssZ).');
      const reversed = await get('/api/notes/practiceType/rwFillInTheBlanks?startDateTime=2025-02-01&endDateTime=2025-01-01');
      expect(reversed.json().message).toBe('startDateTime must not be after endDateTime.');
      const unknown = await get('/api/notes/practiceType/rwFillInTheBlank');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain('rwFillInTheBlank is not a practice type. Use one of: readAloud');
      expect((await get('/api/notes/practiceType/rwFillInTheBlanks?sort=colour:asc')).statusCode).toBe(400);
    });

    it('deletes a note, after which the question takes a new one', async () => {
      expect((await send('DELETE', `/api/notes/${noteId}`)).statusCode).toBe(204);
      expect((await get(`/api/notes/${noteId}`)).statusCode).toBe(404);
      expect((await send('POST', '/api/notes', { practiceId: ids['Tidal Energy'], description: '<p>fresh start</p>' })).statusCode).toBe(201);
    });

    it('needs a signed-in learner', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/notes' })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/bookmarks', payload: {} })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/countries' })).statusCode).toBe(401);
    });
  });

  describe('bookmarks', () => {
    it('goes none → level → another level → UNMARK, and the question list shows each state', async () => {
      const practiceId = ids['Wind Farms'];
      expect((await get(`/api/bookmarks/${practiceId}`)).json()).toEqual({ id: null, practiceId, type: 'UNMARK', version: null });

      const created = await send('POST', '/api/bookmarks', { practiceId, type: 'HARD', version: 0 });
      expect(created.statusCode).toBe(201);
      const bookmark = created.json() as BookmarkDto;
      expect(bookmark).toMatchObject({ practiceId, type: 'HARD', version: 0 });
      expect((await get(`/api/bookmarks/${practiceId}`)).json()).toEqual(bookmark);
      expect((await rowOf('Wind Farms')).bookmarkType).toBe('HARD');
      expect((await rowOf('Wind Farms', premium)).bookmarkType).toBe('UNMARK');
      const hard = (await get('/api/reading/rwFillInTheBlanks?bookmarkTypes=HARD,VERY_HARD')).json() as QuestionPage;
      expect(hard._embedded.questionList.map((row) => row.title)).toEqual(['Wind Farms']);

      const again = await send('POST', '/api/bookmarks', { practiceId, type: 'EASY', version: 0 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain('already bookmarked as HARD');

      const changed = await send('PUT', `/api/bookmarks/${bookmark.id}`, { type: 'VERY_EASY', version: 0 });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ id: bookmark.id, practiceId, type: 'VERY_EASY', version: 1 });
      expect((await rowOf('Wind Farms')).bookmarkType).toBe('VERY_EASY');

      const stale = await send('PUT', `/api/bookmarks/${bookmark.id}`, { type: 'AVERAGE', version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toContain('now at version 1');

      const unmarked = await send('PUT', `/api/bookmarks/${bookmark.id}`, { type: 'UNMARK', version: 1 });
      expect(unmarked.statusCode).toBe(200);
      expect(unmarked.json()).toEqual({ id: null, practiceId, type: 'UNMARK', version: null });
      expect((await rowOf('Wind Farms')).bookmarkType).toBe('UNMARK');
      expect((await get(`/api/bookmarks/${practiceId}`)).json().type).toBe('UNMARK');
      expect((await send('PUT', `/api/bookmarks/${bookmark.id}`, { type: 'HARD', version: 2 })).statusCode).toBe(404);
    });

    it('removes a bookmark by DELETE or by POSTing UNMARK, and keeps other learners out', async () => {
      const practiceId = ids['Tidal Energy'];
      const bookmark = (await send('POST', '/api/bookmarks', { practiceId, type: 'AVERAGE' })).json() as BookmarkDto;
      for (const response of [
        await send('PUT', `/api/bookmarks/${bookmark.id}`, { type: 'HARD', version: 0 }, premium),
        await send('DELETE', `/api/bookmarks/${bookmark.id}`, undefined, premium),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('This bookmark belongs to another learner.');
      }
      expect((await send('DELETE', `/api/bookmarks/${bookmark.id}`)).statusCode).toBe(204);
      expect((await send('DELETE', `/api/bookmarks/${bookmark.id}`)).statusCode).toBe(404);
      expect((await rowOf('Tidal Energy')).bookmarkType).toBe('UNMARK');

      await send('POST', '/api/bookmarks', { practiceId, type: 'VERY_HARD', version: 0 });
      expect((await rowOf('Tidal Energy')).bookmarkType).toBe('VERY_HARD');
      const removed = await send('POST', '/api/bookmarks', { practiceId, type: 'UNMARK', version: 0 });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ id: null, practiceId, type: 'UNMARK', version: null });
      expect((await rowOf('Tidal Energy')).bookmarkType).toBe('UNMARK');
    });

    it('validates the level, the question and the version', async () => {
      const bad = await send('POST', '/api/bookmarks', { practiceId: ids['Tidal Energy'], type: 'SUPER_HARD' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('type must be one of: VERY_EASY, EASY, AVERAGE, HARD, VERY_HARD, UNMARK.');
      expect((await send('POST', '/api/bookmarks', { practiceId: 999999, type: 'EASY' })).statusCode).toBe(404);
      expect((await get('/api/bookmarks/999999')).statusCode).toBe(404);
      const noVersion = await send('PUT', '/api/bookmarks/1', { type: 'EASY' });
      expect(noVersion.json().message).toBe('version is required.');
    });
  });

  describe('problem reports', () => {
    it('stores a report, and the same report again within a minute is not stored twice', async () => {
      const first = await send('POST', '/api/problemReports', { practiceId: ids['Coral Reefs'], description: '  Blank 3 accepts two answers.  ' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ practiceId: ids['Coral Reefs'], description: 'Blank 3 accepts two answers.' });
      const repeat = await send('POST', '/api/problemReports', { practiceId: ids['Coral Reefs'], description: 'Blank 3 accepts two answers.' });
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json().id).toBe(first.json().id);
      const other = await send('POST', '/api/problemReports', { practiceId: ids['Coral Reefs'], description: 'Also a typo in line 1.' });
      expect(other.statusCode).toBe(201);
      expect(other.json().id).not.toBe(first.json().id);
    });

    it('needs a description of at most 400 characters', async () => {
      for (const description of ['', '    ']) {
        const response = await send('POST', '/api/problemReports', { practiceId: ids['Coral Reefs'], description });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ field: 'description', defaultMessage: 'Describe the problem before sending the report.' }]);
      }
      expect((await send('POST', '/api/problemReports', { practiceId: ids['Coral Reefs'], description: 'x'.repeat(400) })).statusCode).toBe(201);
      const long = await send('POST', '/api/problemReports', { practiceId: ids['Coral Reefs'], description: 'x'.repeat(401) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('A report can be at most 400 characters; this one has 401.');
      expect((await send('POST', '/api/problemReports', { practiceId: ids['Coral Reefs'] })).json().message).toBe('description is required.');
      expect((await send('POST', '/api/problemReports', { practiceId: 999999, description: 'x' })).statusCode).toBe(404);
    });

    it('slows down a learner who sends a flood of reports (429)', async () => {
      for (let index = 0; index < 20; index += 1) {
        expect((await send('POST', '/api/problemReports', { practiceId: ids['Coral Reefs'], description: `Problem ${index}` }, third)).statusCode).toBe(201);
      }
      const flood = await send('POST', '/api/problemReports', { practiceId: ids['Coral Reefs'], description: 'One more' }, third);
      expect(flood.statusCode).toBe(429);
      expect(flood.json().message).toContain('20 problem reports in the last hour');
    });
  });

  describe('exam memory', () => {
    const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const report = (payload: object, headers = trial) =>
      send('POST', '/api/predictions', { practiceId: ids['Tidal Energy'], date: yesterday(), country: 'IR', pteType: 'ACADEMIC', ...payload }, headers);

    it('serves the countries as an idValueList and the translation languages with fa first', async () => {
      const countries = (await get('/api/profile/countries')).json()._embedded.idValueList as { id: string; value: string }[];
      expect(countries).toHaveLength(249);
      expect(countries).toContainEqual({ id: 'IR', value: 'Iran' });
      expect(countries).toContainEqual({ id: 'AU', value: 'Australia' });
      expect(countries[0]).toEqual({ id: 'AF', value: 'Afghanistan' });
      const languages = (await get('/api/profile/languages')).json() as Record<string, string>;
      expect(Object.keys(languages)[0]).toBe('fa');
      // Only languages with an offline dictionary on this server: Persian always (our glossary), the rest from FreeDict.
      expect(Object.keys(languages)).toEqual(ctx.app.translator.languages());
      expect(languages.fa).toBe('Persian (فارسی)');
    });

    it('counts a question\'s Exam Memory from the reports learners made, nothing else', async () => {
      expect((await rowOf('Tidal Energy')).predictionCount).toBe(0);
      expect((await get('/api/reading/rwFillInTheBlanks?prediction=true')).json().page.totalElements).toBe(0);
      const saved = await report({ description: 'Came up as the second question.' });
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toMatchObject({
        practiceId: ids['Tidal Energy'], date: yesterday(), country: 'IR', countryName: 'Iran', pteType: 'ACADEMIC',
        description: 'Came up as the second question.', predictionCount: 1,
      } satisfies Partial<ExamMemoryDto>);
      expect((await rowOf('Tidal Energy')).predictionCount).toBe(1);
      expect((await rowOf('Tidal Energy', premium)).predictionCount).toBe(1);
      const item = (await get(`/api/reading/rwFillInTheBlanks/questions/${ids['Tidal Energy']}`)).json() as PracticeItem;
      expect(item.question.predictionCount).toBe(1);

      expect((await get('/api/reading/rwFillInTheBlanks?prediction=true')).json().page.totalElements).toBe(1);
      const windFarms = await report({ practiceId: ids['Wind Farms'], country: 'australia', pteType: 'CORE' }, premium);
      expect(windFarms.json()).toMatchObject({ country: 'AU', countryName: 'Australia', pteType: 'CORE', description: '', predictionCount: 1 });
      const again = await report({ practiceId: ids['Wind Farms'], date: '2024-05-02', pteType: 'CORE' }, premium);
      expect(again.json().predictionCount).toBe(2);
      expect((await get('/api/reading/rwFillInTheBlanks?prediction=true')).json().page.totalElements).toBe(2);
      const sorted = (await get('/api/reading/rwFillInTheBlanks?sort=prediction:asc')).json() as QuestionPage;
      expect(sorted._embedded.questionList.map((row) => [row.title, row.predictionCount])).toEqual([['Tidal Energy', 1], ['Wind Farms', 2]]);
    });

    it('takes one report per learner, question and exam date', async () => {
      const repeated = await report({});
      expect(repeated.statusCode).toBe(409);
      expect(repeated.json().message).toBe(`You have already reported seeing this question in your exam on ${yesterday()}.`);
      const otherDay = await report({ date: '2024-05-01' });
      expect(otherDay.statusCode).toBe(201);
      expect(otherDay.json().predictionCount).toBe(2);
    });

    it('needs a real past exam date, a listed country and CORE or ACADEMIC', async () => {
      const expectError = async (payload: object, message: string, field?: string) => {
        const response = await report(payload, third);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe(message);
        if (field) expect(response.json().errors[0].field).toBe(field);
      };
      const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      await expectError({ date: inTwoDays }, 'The exam date cannot be in the future.', 'date');
      await expectError({ date: '2009-12-31' }, 'The exam date cannot be before 2010-01-01.', 'date');
      await expectError({ date: '2024-02-30' }, 'date must be a calendar date written YYYY-MM-DD.', 'date');
      await expectError({ date: '05/01/2024' }, 'date must be a calendar date written YYYY-MM-DD.', 'date');
      await expectError({ date: '' }, 'date is required: choose the day of your exam.', 'date');
      await expectError({ date: undefined }, 'date is required.', 'date');
      await expectError({ country: 'Atlantis' }, 'Atlantis is not a country of the list (GET /api/profile/countries): send its id, such as IR, or its name.', 'country');
      await expectError({ country: ' ' }, 'country is required: choose the country where you took the exam.', 'country');
      await expectError({ country: undefined }, 'country is required.', 'country');
      await expectError({ pteType: 'PTE Core' }, 'pteType must be one of: CORE, ACADEMIC.', 'pteType');
      await expectError({ pteType: undefined }, 'pteType is required.', 'pteType');
      await expectError({ description: 'x'.repeat(2001) }, 'More information can be at most 2000 characters; this has 2001.', 'description');
      expect((await report({ description: 'x'.repeat(2000), date: '2010-01-01' }, third)).statusCode).toBe(201);
      expect((await report({ practiceId: 999999 }, third)).statusCode).toBe(404);
    });
  });

  it('documents every call in the OpenAPI document with tags and bearer security', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const calls: [string, string][] = [
      ['/api/notes', 'get'], ['/api/notes', 'post'], ['/api/notes/{id}', 'get'], ['/api/notes/{id}', 'put'], ['/api/notes/{id}', 'delete'],
      ['/api/notes/practiceType/{type}', 'get'], ['/api/bookmarks', 'post'], ['/api/bookmarks/{id}', 'put'], ['/api/bookmarks/{id}', 'delete'],
      ['/api/bookmarks/{practiceId}', 'get'], ['/api/problemReports', 'post'], ['/api/predictions', 'post'],
      ['/api/profile/countries', 'get'], ['/api/profile/languages', 'get'],
    ];
    for (const [path, method] of calls) {
      const operation = docs.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeTruthy();
      expect(operation.summary).toBeTruthy();
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
    }
  });
});
