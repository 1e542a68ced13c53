import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerRecord, PracticeItem, QuestionPage, QuestionSolution, VideoDto, WordDto } from '@pte-kit/core';
import { dictationWords, lexicon } from '@pte-kit/content';
import { databases, fixtureItems, signIn, signInDemoLearners, testApp } from './helpers';

describe.each(databases)('API on $name', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let trial: { authorization: string };
  let premium: { authorization: string };

  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    ({ trial, premium } = await signInDemoLearners(ctx.app));
  }, 60_000);

  afterAll(async () => ctx?.close());

  const get = (url: string, headers = trial) => ctx.app.inject({ method: 'GET', url, headers });
  /** The answer section of a served question, asked for as the card does when the learner opens it. */
  const solution = async ({ question }: PracticeItem) =>
    (await get(`/api/${question.skill}/${question.task}/questions/${question.id}/solution`)).json() as QuestionSolution;

  describe('sign-in', () => {
    it('shows a sign-in page with Email, Password and Sign in, and rejects a wrong password with a message', async () => {
      const result = await signIn(ctx.app, 'trial@pte.test', 'wrong-password');
      expect(result.signInPage).toContain('<label for="email">Email</label>');
      expect(result.signInPage).toContain('<label for="password">Password</label>');
      expect(result.signInPage).toContain('>Sign in</button>');
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.status).toBe(400);
        expect(result.body).toContain('The email or password is not correct.');
      }
    });

    it('issues a JWT access token and a rotating refresh token', async () => {
      const result = await signIn(ctx.app, 'premium@pte.test', 'Practice123!');
      if (!result.ok) throw new Error('sign-in failed');
      expect(result.tokens.access_token.split('.')).toHaveLength(3);
      const refresh = await ctx.app.inject({
        method: 'POST', url: '/oidc/token', headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: result.tokens.refresh_token, client_id: 'pte-web' }).toString(),
      });
      expect(refresh.statusCode).toBe(200);
      const renewed = refresh.json();
      expect(renewed.refresh_token).not.toBe(result.tokens.refresh_token);
      const me = await get('/api/users/currentUser/', { authorization: `Bearer ${renewed.access_token}` });
      expect(me.json().email).toBe('premium@pte.test');
    });

    it('lets a new learner create an account (TRIAL) and explains what is wrong with a bad form', async () => {
      const { signUp } = await import('./helpers');
      const bad = await signUp(ctx.app, { email: 'not-an-email', nickname: 'Nia', password: 'violet tram harbour 42', pteType: 'PTE Core' });
      expect(bad.page.body).toContain('Create an account');
      expect(bad.response.statusCode).toBe(400);
      expect(bad.response.body).toContain('Enter a valid email address.');
      const short = await signUp(ctx.app, { email: 'nia@pte.test', nickname: 'Nia', password: 'short', pteType: 'PTE Core' });
      expect(short.response.body).toContain('The password needs at least 8 characters.');
      for (const weak of ['password', '12345678', 'nia@pte.test', 'longenough', 'Nia12345']) {
        const refused = await signUp(ctx.app, { email: 'nia@pte.test', nickname: 'Nia', password: weak, pteType: 'PTE Core' });
        expect(refused.response.statusCode, weak).toBe(400);
        expect(refused.response.body, weak).toContain('This password is too easy to guess.');
      }
      const taken = await signUp(ctx.app, { email: 'TRIAL@pte.test', nickname: 'Copy', password: 'violet tram harbour 42' });
      expect(taken.response.statusCode).toBe(409);
      expect(taken.response.body).toContain('An account with this email already exists.');
      const ok = await signUp(ctx.app, { email: 'nia@pte.test', nickname: 'Nia', password: 'violet tram harbour 42', pteType: 'PTE Core' });
      expect(ok.response.statusCode).toBe(303);
      const session = await signIn(ctx.app, 'nia@pte.test', 'violet tram harbour 42');
      if (!session.ok) throw new Error('new learner cannot sign in');
      expect((await get('/api/users/currentUser/', session.auth)).json()).toMatchObject({ profile: { status: 'TRIAL', pteType: 'PTE Core', nickname: 'Nia' } });
    });

    it('drops expired identity-provider records and keeps live ones', async () => {
      const { oidcModels } = await import('../db/schema');
      const { purgeExpired } = await import('../oidc/adapter');
      const { inArray } = await import('drizzle-orm');
      await ctx.app.db.insert(oidcModels).values([
        { id: 'old-session', type: 'Session', payload: {}, expiresAt: new Date(Date.now() - 1000) },
        { id: 'live-session', type: 'Session', payload: {}, expiresAt: new Date(Date.now() + 60_000) },
      ]);
      await purgeExpired(ctx.app.db);
      const left = await ctx.app.db.select({ id: oidcModels.id }).from(oidcModels).where(inArray(oidcModels.id, ['old-session', 'live-session']));
      expect(left.map((row) => row.id)).toEqual(['live-session']);
    });

    it('answers 401 with the error shape when the token is missing or forged', async () => {
      const missing = await ctx.app.inject({ method: 'GET', url: '/api/users/currentUser/' });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ status: 401, errors: [] });
      const forged = await get('/api/users/currentUser/', { authorization: 'Bearer abc.def.ghi' });
      expect(forged.statusCode).toBe(401);
    });
  });

  describe('profile', () => {
    it('returns the current learner with profile status and exam type', async () => {
      const response = await get('/api/users/currentUser/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: 'trial@pte.test', profile: { status: 'TRIAL', pteType: 'PTE Academic', nickname: 'Tara' } });
    });

    it('updates pteType, nickname and language, and rejects bad values with a readable 400', async () => {
      const ok = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: premium, payload: { nickname: 'Parsa P', language: 'fa' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().profile).toMatchObject({ nickname: 'Parsa P', language: 'fa', pteType: 'PTE Core' });
      const bad = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: premium, payload: { pteType: 'PTE Expert' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        status: 400, message: 'pteType must be one of: PTE Academic, PTE Core.',
        errors: [{ field: 'pteType', defaultMessage: 'pteType must be one of: PTE Academic, PTE Core.' }],
      });
      const empty = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: premium, payload: { nickname: '   ' } });
      expect(empty.statusCode).toBe(400);
      const junk = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...premium, 'content-type': 'application/json' }, payload: '{nope' });
      expect(junk.statusCode).toBe(400);
      expect(junk.json().message).toBe('The request body is not valid JSON.');
    });

    it('reports the AI quota: 5 for a new trial learner, unlimited (null) for premium, and the subscription status', async () => {
      expect((await get('/api/users/remainingAI')).json()).toEqual({ remaining: 5 });
      expect((await get('/api/users/remainingAI', premium)).json()).toEqual({ remaining: null });
      expect((await get('/api/users/subscription')).json()).toMatchObject({ status: 'TRIAL' });
      expect((await get('/api/users/subscription', premium)).json()).toMatchObject({ status: 'PREMIUM' });
    });
  });

  describe('reading question lists', () => {
    it('lists a task as a HAL page with rows, counts and 0-based page info', async () => {
      const body = (await get('/api/reading/rwFillInTheBlanks')).json() as QuestionPage;
      expect(body.page).toEqual({ size: 10, totalElements: 2, totalPages: 1, number: 0 });
      expect(body._embedded.questionList[0]).toMatchObject({
        title: 'Tidal Energy', complexity: 'EASY', practiceCount: 0, predictionCount: 0, bookmarkType: 'UNMARK', prediction: true,
      });
      expect(body.practicedCount).toBe(0);
    });

    it('filters by title, complexities (comma or repeated), exam memory and practice status', async () => {
      expect((await get('/api/reading/fillInTheBlanks?title=coral')).json().page.totalElements).toBe(1);
      expect((await get('/api/reading/fillInTheBlanks?title=zebra')).json().page.totalElements).toBe(0);
      expect((await get('/api/reading/fillInTheBlanks?complexities=EASY,AVERAGE')).json().page.totalElements).toBe(0);
      expect((await get('/api/reading/fillInTheBlanks?complexities=EASY&complexities=HARD')).json().page.totalElements).toBe(1);
      // Exam memory lists what learners reported; nobody has reported these yet (community.test.ts reports some).
      expect((await get('/api/reading/multipleChoiceMultipleAnswers?prediction=true')).json().page.totalElements).toBe(0);
      expect((await get('/api/reading/fillInTheBlanks?prediction=true')).json().page.totalElements).toBe(0);
      expect((await get('/api/reading/fillInTheBlanks?practiceStatus=PRACTICED')).json().page.totalElements).toBe(0);
      expect((await get('/api/reading/fillInTheBlanks?practiceStatus=NOT_PRACTICED')).json().page.totalElements).toBe(1);
    });

    it('keeps prediction periods for premium learners and rejects bad filters with a 400', async () => {
      expect((await get('/api/reading/fillInTheBlanks?predictionType=MONTHLY', premium)).json().page.totalElements).toBe(1);
      expect((await get('/api/reading/fillInTheBlanks?predictionType=WEEKLY', premium)).json().page.totalElements).toBe(0);
      expect((await get('/api/reading/fillInTheBlanks?predictionType=WEEKLY')).statusCode).toBe(403);
      const bad = await get('/api/reading/fillInTheBlanks?sort=colour:asc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('sort');
      expect((await get('/api/reading/fillInTheBlanks?complexities=IMPOSSIBLE')).statusCode).toBe(400);
      expect((await get('/api/reading/fillInTheBlanks?page=-1')).statusCode).toBe(400);
      expect((await get('/api/reading/noSuchTask')).statusCode).toBe(404);
    });

    it('serves the question at a 1-based position with the same filters, and 404 past the end', async () => {
      const item = (await get('/api/reading/reorderParagraphs/1')).json() as PracticeItem;
      expect(item.position).toBe(1);
      expect(item.totalElements).toBe(1);
      expect(item.question.content.kind).toBe('reorderParagraphs');
      const served = (item.question.content as { paragraphs: { id: string }[] }).paragraphs.map((p) => p.id);
      expect(served).not.toEqual(((await solution(item)).answerKey as { order: string[] }).order);
      const byId = (await get(`/api/reading/reorderParagraphs/questions/${item.question.id}`)).json() as PracticeItem;
      expect(byId).toMatchObject({ position: 1, totalElements: 1, question: { id: item.question.id } });
      expect((await get('/api/reading/reorderParagraphs/questions/999999')).statusCode).toBe(404);
      const past = await get('/api/reading/reorderParagraphs/2');
      expect(past.statusCode).toBe(404);
      expect(past.json().message).toBe('Question 2 of 1 was not found.');
    });
  });

  describe('submitting and scoring', () => {
    const submit = (task: string, id: number, payload: object, headers = trial) =>
      ctx.app.inject({ method: 'POST', url: `/api/reading/${task}/${id}`, headers, payload });
    const idOf = async (task: string) => ((await get(`/api/reading/${task}/1`)).json() as PracticeItem).question.id;

    it('scores R&W fill in the blanks one point per correct blank and counts the practice on that question only', async () => {
      const id = await idOf('rwFillInTheBlanks');
      // Answer ids and question ids must not line up by chance: answer the other question first.
      const other = ((await get('/api/reading/rwFillInTheBlanks/2')).json() as PracticeItem).question.id;
      expect((await submit('rwFillInTheBlanks', other, { words: ['catch', 'on'], duration: 5, pteType: 'PTE Academic' })).json().score).toBe(2);
      const response = await submit('rwFillInTheBlanks', id, { words: ['harnesses', 'places'], duration: 42, pteType: 'PTE Academic' });
      expect(response.statusCode).toBe(201);
      const record = response.json() as AnswerRecord;
      expect(record).toMatchObject({ score: 1, maxScore: 2, type: 'MY_ANSWER', nickname: 'Me', duration: 42, pteType: 'PTE Academic' });
      expect(record.results.map((r) => r.correct)).toEqual([true, false]);
      expect(record.scores).toEqual({ R: { score: 1, max: 2 }, W: { score: 1, max: 2 } });
      expect(record.shareLink).toMatch(new RegExp(`^http://localhost:8080/share/reading/rwFillInTheBlanks/${record.id}\\?key=[\\w-]{22}$`));
      const shareUrl = new URL(record.shareLink);
      const shared = await ctx.app.inject({ method: 'GET', url: `/api${shareUrl.pathname}${shareUrl.search}` });
      expect(shared.statusCode).toBe(200);
      expect(shared.json()).toMatchObject({
        record: { id: record.id, nickname: 'Tara', type: 'OTHER', score: 1, maxScore: 2 },
        question: { id, title: 'Tidal Energy', content: { kind: 'rwFillInTheBlanks' } },
        task: { name: 'Reading & Writing: Fill in the Blanks' },
      });
      const guessed = await ctx.app.inject({ method: 'GET', url: `/api${shareUrl.pathname}?key=${'A'.repeat(22)}` });
      expect(guessed.statusCode).toBe(404);
      expect(guessed.json().message).toBe('This shared answer was not found.');
      expect((await ctx.app.inject({ method: 'GET', url: `/api${shareUrl.pathname}` })).statusCode).toBe(400);
      const wind = (await submit('rwFillInTheBlanks', other, { words: ['caught', 'on'], duration: 5, pteType: 'PTE Academic' })).json();
      expect(wind.score).toBe(1);
      const list = (await get('/api/reading/rwFillInTheBlanks')).json() as QuestionPage;
      expect(list._embedded.questionList.map((row) => [row.title, row.practiceCount])).toEqual([['Tidal Energy', 1], ['Wind Farms', 2]]);
      expect(list.practicedCount).toBe(2);
      expect((await get('/api/reading/rwFillInTheBlanks?practiceStatus=PRACTICED')).json().page.totalElements).toBe(2);
      expect((await get('/api/reading/rwFillInTheBlanks?sort=practice:desc')).json()._embedded.questionList[0].title).toBe('Wind Farms');
      expect((await get('/api/reading/rwFillInTheBlanks', premium)).json().practicedCount).toBe(0);
    });

    it('scores multiple answers +1/−1 with a floor of 0', async () => {
      const id = await idOf('multipleChoiceMultipleAnswers');
      expect((await submit('multipleChoiceMultipleAnswers', id, { answers: ['B', 'A'], duration: 5, pteType: 'PTE Academic' })).json().score).toBe(0);
      expect((await submit('multipleChoiceMultipleAnswers', id, { answers: ['B', 'D', 'A'], duration: 5, pteType: 'PTE Academic' })).json().score).toBe(1);
      expect((await submit('multipleChoiceMultipleAnswers', id, { answers: ['B', 'D'], duration: 5, pteType: 'PTE Academic' })).json()).toMatchObject({ score: 2, maxScore: 2 });
    });

    it('scores re-order by adjacent pairs and single choice 1/0', async () => {
      const item = (await get('/api/reading/reorderParagraphs/1')).json() as PracticeItem;
      const order = ((await solution(item)).answerKey as { order: string[] }).order;
      const swapped = [order[0], order[2], order[1], order[3]];
      const record = (await submit('reorderParagraphs', item.question.id, { answers: swapped, duration: 9, pteType: 'PTE Academic' })).json() as AnswerRecord;
      expect(record).toMatchObject({ score: 0, maxScore: 3 });
      expect(record.pairs).toEqual([false, false, false]);
      const right = (await submit('reorderParagraphs', item.question.id, { answers: order, duration: 9, pteType: 'PTE Academic' })).json();
      expect(right).toMatchObject({ score: 3, pairs: [true, true, true] });
      const single = await idOf('multipleChoiceSingleAnswer');
      expect((await submit('multipleChoiceSingleAnswer', single, { answer: 'C', duration: 3, pteType: 'PTE Academic' })).json().score).toBe(1);
      expect((await submit('multipleChoiceSingleAnswer', single, { answer: 'A', duration: 3, pteType: 'PTE Academic' })).json().score).toBe(0);
    });

    it('rejects answers the answer areas could never send, with the field named', async () => {
      const id = await idOf('fillInTheBlanks');
      const notInBank = await submit('fillInTheBlanks', id, { words: ['shelter', 'banana'], duration: 1, pteType: 'PTE Academic' });
      expect(notInBank.statusCode).toBe(400);
      expect(notInBank.json()).toMatchObject({ message: '"banana" is not in the word box.', errors: [{ field: 'words[1]' }] });
      const twice = await submit('fillInTheBlanks', id, { words: ['shelter', 'shelter'], duration: 1, pteType: 'PTE Academic' });
      expect(twice.json().message).toBe('"shelter" can fill only one blank.');
      const missing = await submit('fillInTheBlanks', id, { duration: 1, pteType: 'PTE Academic' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0]).toEqual({ field: 'words', defaultMessage: 'words is required.' });
      expect((await submit('fillInTheBlanks', 999999, { words: [], duration: 1, pteType: 'PTE Academic' })).statusCode).toBe(404);
      expect((await submit('fillInTheBlanks', id, { words: [], duration: -4, pteType: 'PTE Academic' })).statusCode).toBe(400);
    });
  });

  describe('listening and writing answers', () => {
    const submit = (path: string, id: number, payload: object, headers = trial) =>
      ctx.app.inject({ method: 'POST', url: `/api/${path}/${id}`, headers, payload });
    const itemOf = async (path: string, headers = trial) => ((await get(`${path}/1`, headers)).json() as PracticeItem).question;
    /** A writing submit answers 202 while a job scores it; the record is polled, as the client does. */
    const scoredAnswer = async (response: { statusCode: number; json(): unknown }, path: string, headers = trial): Promise<AnswerRecord> => {
      expect(response.statusCode).toBe(202);
      const { id } = response.json() as { id: number };
      for (;;) {
        const answer = (await get(`/api/${path}/answer/${id}`, headers)).json() as AnswerRecord & { status: string };
        if (answer.status === 'SCORED') return answer;
        expect(answer.status).toBe('SCORING');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    it('scores listening fill in the blanks per correctly spelled word, and highlight incorrect words +1/−1', async () => {
      const lfib = await itemOf('/api/listening/fillInTheBlanks');
      expect(lfib.content).toMatchObject({ kind: 'listeningFillInTheBlanks', blankCount: 3 });
      expect((lfib.content as { text: string }).text).toContain('{{2}}');
      const typed = (await submit('listening/fillInTheBlanks', lfib.id, { words: ['Scheme', 'borow', 'semester'], duration: 30, pteType: 'PTE Academic' })).json() as AnswerRecord;
      expect(typed).toMatchObject({ score: 2, maxScore: 3 });
      expect(typed.results.map((r) => r.correct)).toEqual([true, false, true]);
      expect((await submit('listening/fillInTheBlanks', lfib.id, { words: ['two words'], duration: 1, pteType: 'PTE Academic' })).json().message).toBe('Blank 1 takes one word.');

      const hiw = await itemOf('/api/listening/highlightIncorrectWords');
      expect((await submit('listening/highlightIncorrectWords', hiw.id, { answers: ['2', '9', '0'], duration: 20, pteType: 'PTE Academic' })).json()).toMatchObject({ score: 1, maxScore: 2 });
      const outside = await submit('listening/highlightIncorrectWords', hiw.id, { answers: ['40'], duration: 1, pteType: 'PTE Academic' });
      expect(outside.json().message).toBe('"40" is not the position of a word of the transcript (0 to 12).');
    });

    it('scores write from dictation per word and select missing word 1/0', async () => {
      const wfd = await itemOf('/api/listening/writeFromDictation');
      const record = (await submit('listening/writeFromDictation', wfd.id, { answer: 'the library extend its opening hours during exam period', duration: 12, pteType: 'PTE Academic' })).json() as AnswerRecord;
      expect(record).toMatchObject({ score: 8, maxScore: 10 });
      expect(record.scores).toEqual({ L: { score: 8, max: 10 }, W: { score: 8, max: 10 } });
      const smw = await itemOf('/api/listening/selectMissingWord');
      expect(smw.content).toMatchObject({ kind: 'selectMissingWord', options: [{ id: 'A' }, { id: 'B' }, { id: 'C' }] });
      expect((await submit('listening/selectMissingWord', smw.id, { answer: 'B', duration: 4, pteType: 'PTE Academic' })).json().score).toBe(1);
      expect((await submit('listening/selectMissingWord', smw.id, { answer: 'Z', duration: 4, pteType: 'PTE Academic' })).json().message).toBe('"Z" is not an option of this question.');
    });

    it('scores writing with the writing engine, counts it against the free quota, and refuses the task of the other exam', async () => {
      const swt = await itemOf('/api/writing/summarizeWrittenText');
      const before = (await get('/api/users/remainingAI')).json().remaining as number;
      const response = await submit('writing/summarizeWrittenText', swt.id, {
        answer: 'Street trees cool cities and encourage walking that helps local shops, but councils must fund their care for many years.',
        duration: 240, pteType: 'PTE Academic',
      });
      const record = await scoredAnswer(response, 'writing/summarizeWrittenText');
      expect(record.writing?.traits.map((trait) => trait.name)).toEqual(expect.arrayContaining(['Content', 'Form', 'Grammar', 'Vocabulary']));
      expect(record.writing?.withinLimits).toBe(true);
      expect(record.writing?.keyPointsCovered.filter(Boolean).length).toBeGreaterThanOrEqual(2);
      expect(record.score).toBeGreaterThan(record.maxScore / 2);
      expect(record.answers).toHaveLength(1);
      expect((await get('/api/users/remainingAI')).json().remaining).toBe(before - 1);
      const mine = (await get(`/api/writing/summarizeWrittenText/${swt.id}/answers`)).json()._embedded.summarizeWrittenTextScoredAnswerDtoList as AnswerRecord[];
      expect(mine[0].writing?.words.length).toBeGreaterThan(10);

      const analysis = (await get(`/api/writing/summarizeWrittenText/questions/${swt.id}/analysis`)).json();
      expect(analysis).toMatchObject({ variant: 'ACADEMIC', modelAnswer: expect.stringContaining('Street trees') });
      expect(analysis.score).toBeGreaterThanOrEqual(analysis.maxScore - 2);
      expect(analysis.writing.keyPointsCovered.filter(Boolean).length).toBeGreaterThanOrEqual(2);
      expect((await get(`/api/writing/summarizeWrittenText/questions/999999/analysis`)).statusCode).toBe(404);

      const tooShort = await scoredAnswer(await submit('writing/summarizeWrittenText', swt.id, { answer: 'Trees cool cities.', duration: 20, pteType: 'PTE Academic' }), 'writing/summarizeWrittenText');
      expect(tooShort.score).toBe(0);
      expect(tooShort.writing?.withinLimits).toBe(false);

      const email = await itemOf('/api/writing/writeEmail', premium);
      const refused = await submit('writing/writeEmail', email.id, { answer: 'Dear Sir, hello.', duration: 5, pteType: 'PTE Academic' }, premium);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Write Email is not part of PTE Academic. Change the exam type in your profile to practise it.');
      const tooLong = await submit('writing/writeEmail', email.id, { answer: 'word '.repeat(2001), duration: 5, pteType: 'PTE Core' }, premium);
      expect(tooLong.statusCode).toBe(400);
    }, 120_000);

    it('stops a free learner at 5 AI-scored answers with a 429, while objective tasks stay unlimited', async () => {
      const swt = await itemOf('/api/writing/summarizeWrittenText');
      const answer = { answer: 'Street trees cool cities, but councils must pay for their care over many years.', duration: 60, pteType: 'PTE Academic' };
      let remaining = (await get('/api/users/remainingAI')).json().remaining as number;
      while (remaining > 0) {
        expect((await submit('writing/summarizeWrittenText', swt.id, answer)).statusCode).toBe(202);
        remaining -= 1;
      }
      const refused = await submit('writing/summarizeWrittenText', swt.id, answer);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('You have used all 5 free AI-scored submissions. Upgrade to a premium plan for unlimited AI scoring.');
      const wfd = await itemOf('/api/listening/writeFromDictation');
      expect((await submit('listening/writeFromDictation', wfd.id, { answer: 'the library', duration: 3, pteType: 'PTE Academic' })).statusCode).toBe(201);
    }, 120_000);
  });

  describe('own and community answers', () => {
    it('lists own answers and the community\'s with the typed embedded list name, and deletes only own answers', async () => {
      const item = (await get('/api/reading/multipleChoiceSingleAnswer/1', premium)).json() as PracticeItem;
      const mine = (await ctx.app.inject({
        method: 'POST', url: `/api/reading/multipleChoiceSingleAnswer/${item.question.id}`, headers: premium,
        payload: { answer: 'C', duration: 7, pteType: 'PTE Core' },
      })).json() as AnswerRecord;
      const own = (await get(`/api/reading/multipleChoiceSingleAnswer/${item.question.id}/answers?page=0&size=10`, premium)).json();
      expect(own._embedded.rMultipleChoiceSingleAnswerScoredAnswerDtoList[0]).toMatchObject({ id: mine.id, type: 'MY_ANSWER', nickname: 'Me' });
      const community = (await get(`/api/reading/multipleChoiceSingleAnswer/${item.question.id}/answers/other?page=0&size=10`)).json();
      const theirs = community._embedded.rMultipleChoiceSingleAnswerScoredAnswerDtoList.find((a: AnswerRecord) => a.id === mine.id);
      expect(theirs).toMatchObject({ type: 'OTHER', nickname: 'Parsa P', pteType: 'PTE Core', score: 1 });
      expect(community.page.number).toBe(0);
      // The totals are kept counts: each learner's view splits the same answers into theirs and the community's.
      expect(own.page.totalElements).toBe(own._embedded.rMultipleChoiceSingleAnswerScoredAnswerDtoList.length);
      const othersOfAuthor = (await get(`/api/reading/multipleChoiceSingleAnswer/${item.question.id}/answers/other?page=0&size=10`, premium)).json();
      const ownOfTrial = (await get(`/api/reading/multipleChoiceSingleAnswer/${item.question.id}/answers?page=0&size=10`)).json();
      expect(othersOfAuthor.page.totalElements + own.page.totalElements).toBe(community.page.totalElements + ownOfTrial.page.totalElements);
      const pastTheEnd = (await get(`/api/reading/multipleChoiceSingleAnswer/${item.question.id}/answers/other?page=50&size=10`)).json();
      expect(pastTheEnd.page.totalElements).toBe(community.page.totalElements);
      expect((await get(`/api/reading/multipleChoiceSingleAnswer/999999/answers/other?page=0&size=10`)).statusCode).toBe(404);
      const notYours = await ctx.app.inject({ method: 'DELETE', url: `/api/reading/multipleChoiceSingleAnswer/answer/${mine.id}`, headers: trial });
      expect(notYours.statusCode).toBe(403);
      const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/reading/multipleChoiceSingleAnswer/answer/${mine.id}`, headers: premium });
      expect(deleted.statusCode).toBe(204);
      const again = await ctx.app.inject({ method: 'DELETE', url: `/api/reading/multipleChoiceSingleAnswer/answer/${mine.id}`, headers: premium });
      expect(again.statusCode).toBe(404);
      const after = (await get(`/api/reading/multipleChoiceSingleAnswer/${item.question.id}/answers/other?page=0&size=10`)).json();
      expect(after.page.totalElements).toBe(community.page.totalElements - 1);
    });

    it('answers a question the client already holds with 304 Not Modified (its ETag), privately cached', async () => {
      const item = (await get('/api/reading/multipleChoiceSingleAnswer/1')).json() as PracticeItem;
      const url = `/api/reading/multipleChoiceSingleAnswer/questions/${item.question.id}`;
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      const again = await get(url, { ...trial, 'if-none-match': etag } as typeof trial);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const changed = await get(url, { ...trial, 'if-none-match': '"an-older-version"' } as typeof trial);
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual(first.json());
    });
  });

  describe('question recordings', () => {
    it('serves a listening question\'s recording as mp3 in the chosen voice, and names what is missing', async () => {
      const item = (await get('/api/listening/writeFromDictation/1')).json() as PracticeItem;
      expect((await solution(item)).answerKey).toEqual({ kind: 'dictation', sentence: 'The library extends its opening hours during the exam period.' });
      const audio = await ctx.app.inject({ method: 'GET', url: `/media/questions/${item.question.id}/us-male.mp3` });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      expect(Number(audio.headers['x-audio-duration'])).toBeGreaterThan(2);
      expect(audio.rawPayload.length).toBeGreaterThan(5000);
      const unchanged = await ctx.app.inject({ method: 'GET', url: `/media/questions/${item.question.id}/us-male.mp3`, headers: { 'if-none-match': String(audio.headers.etag) } });
      expect(unchanged.statusCode).toBe(304);
      expect((await ctx.app.inject({ method: 'GET', url: `/media/questions/${item.question.id}/au-female.mp3` })).json().message).toBe('The voice "au-female" was not found.');
      const reading = ((await get('/api/reading/multipleChoiceSingleAnswer/1')).json() as PracticeItem).question.id;
      expect((await ctx.app.inject({ method: 'GET', url: `/media/questions/${reading}/us-male.mp3` })).json().message).toBe(`A recording of question ${reading} was not found.`);
      expect((await ctx.app.inject({ method: 'GET', url: '/media/questions/999999/default.mp3' })).statusCode).toBe(404);
      const explanation = await ctx.app.inject({ method: 'GET', url: `/media/questions/${reading}/explanation.mp3` });
      expect(explanation.statusCode).toBe(200);
      expect(Number(explanation.headers['x-audio-duration'])).toBeGreaterThan(0.5);
      const speakers = (await get('/api/speakers')).json();
      expect(speakers.unavailableAccents).toEqual(['AU', 'IN']);
    }, 60_000);

    it('keys highlight-incorrect-words by the changed word positions and hides Select Missing Word\'s answer in a beep', async () => {
      const hiw = (await get('/api/listening/highlightIncorrectWords/1')).json() as PracticeItem;
      expect((await solution(hiw)).answerKey).toEqual({ kind: 'highlight', indexes: [2, 9] });
      const smw = (await get('/api/listening/selectMissingWord/1')).json() as PracticeItem;
      const audio = await ctx.app.inject({ method: 'GET', url: `/media/questions/${smw.question.id}/default.mp3` });
      expect(audio.statusCode).toBe(200);
    }, 60_000);
  });

  it('draws a describe-image picture from its data as PNG, filterable by image type', async () => {
    const list = (await get('/api/speaking/describeImage?imageTypes=BAR_CHART')).json() as QuestionPage;
    expect(list._embedded.questionList).toHaveLength(1);
    expect(list._embedded.questionList[0].imageType).toBe('BAR_CHART');
    expect((await get('/api/speaking/describeImage?imageTypes=MAP,TABLE')).json().page.totalElements).toBe(0);
    const image = await ctx.app.inject({ method: 'GET', url: `/media/questions/${list._embedded.questionList[0].id}/image.png` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(decodeURIComponent(String(image.headers['x-alt-text']))).toContain('Cyclists & walkers by weekday');
    const reading = ((await get('/api/reading/multipleChoiceSingleAnswer/1')).json() as PracticeItem).question.id;
    expect((await ctx.app.inject({ method: 'GET', url: `/media/questions/${reading}/image.png` })).statusCode).toBe(404);
  });

  describe('words and lessons', () => {
    it('gives the word of the day with its meanings and audio in each accent that has a voice', async () => {
      const word = (await get('/api/book/vocabBook/suggestedWord')).json() as WordDto;
      expect(lexicon.map((entry) => entry.word)).toContain(word.word);
      expect(word.meanings[0].partOfSpeech).toMatch(/^[A-Z]+$/);
      expect(word.meanings[0].definitions[0].length).toBeGreaterThan(5);
      expect(word.americanAudio).toBe(`/media/words/${word.word}/us.mp3`);
      expect(word.australianAudio).toBeNull();
      const audio = await ctx.app.inject({ method: 'GET', url: word.britishAudio! });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      expect((await ctx.app.inject({ method: 'GET', url: '/api/book/vocabBook/suggestedWord' })).statusCode).toBe(401);
    }, 60_000);

    it('speaks dictation words per accent, seekable with Range, and says when an accent has no voice', async () => {
      const word = dictationWords[0].word;
      const full = await ctx.app.inject({ method: 'GET', url: `/media/words/${word}/us.mp3` });
      expect(full.statusCode).toBe(200);
      expect(full.headers['accept-ranges']).toBe('bytes');
      const part = await ctx.app.inject({ method: 'GET', url: `/media/words/${word}/us.mp3`, headers: { range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${full.rawPayload.length}`);
      expect(part.rawPayload.equals(full.rawPayload.subarray(0, 100))).toBe(true);
      const past = await ctx.app.inject({ method: 'GET', url: `/media/words/${word}/us.mp3`, headers: { range: `bytes=${full.rawPayload.length}-` } });
      expect(past.statusCode).toBe(416);
      const au = await ctx.app.inject({ method: 'GET', url: `/media/words/${word}/au.mp3` });
      expect(au.statusCode).toBe(404);
      expect(au.json().message).toBe('An Australian recording (no offline voice has that accent) was not found.');
      expect((await ctx.app.inject({ method: 'GET', url: '/media/words/rm%20-rf/us.mp3' })).statusCode).toBe(400);
    }, 60_000);

    it('lists the lessons of a task and its skill, with playable video links for premium learners only', async () => {
      const query = '/api/videos?skill=listening&practiceType=writeFromDictation';
      const free = (await get(query)).json()._embedded.videoDtoList as VideoDto[];
      expect(free.map((video) => [video.type, video.key])).toEqual([
        ['LEARNING', 'lesson-listening.writeFromDictation'],
        ['FOUNDATION', 'foundation-listening'],
      ]);
      expect(free.every((video) => video.url === null)).toBe(true);
      const cover = await ctx.app.inject({ method: 'GET', url: free[0].cover });
      expect(cover.headers['content-type']).toBe('image/png');

      const paid = (await get(`${query}&types=LEARNING`, premium)).json()._embedded.videoDtoList as VideoDto[];
      expect(paid).toHaveLength(1);
      const video = await ctx.app.inject({ method: 'GET', url: paid[0].url! });
      expect(video.statusCode).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
      expect(video.rawPayload.subarray(4, 8).toString('ascii')).toBe('ftyp');
      expect(Number(video.headers['x-video-duration'])).toBeGreaterThan(20);
      const unsigned = await ctx.app.inject({ method: 'GET', url: paid[0].url!.split('?')[0] });
      expect(unsigned.statusCode).toBe(403);
      expect(unsigned.json().message).toBe('This video link is not valid. Open the lesson again from the practice page.');

      expect((await get('/api/videos?types=LEARNING,TRAILER')).json().message).toBe('types must list video types among LEARNING, FOUNDATION; "TRAILER" is not one.');
      expect((await get('/api/videos?skill=listening&practiceType=essay')).json().message).toBe('There is no listening task called "essay".');
      expect((await get('/api/videos?skill=writing')).json()._embedded.videoDtoList.length).toBeGreaterThan(2);
    }, 180_000);
  });

  it('serves an OpenAPI document listing the practice routes', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/reading/rwFillInTheBlanks/{practiceId}/answers/other');
    expect(Object.keys(doc.paths)).toContain('/api/users/currentUser/');
  });
});
