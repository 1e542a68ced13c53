import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictationWords } from '@pte-kit/content';
import type { ApiErrorBody, DictationAnswerPage, DictationScoredAnswer, DictationWordAudio } from '@pte-kit/core';
import { randomWords } from '../routes/api/dictation/words';
import { databases, fixtureItems, signIn, testApp } from './helpers';

type Headers = { authorization: string };
type SessionWords = { _embedded: { dictationWordAudioDtoList: DictationWordAudio[] } };

const complexityOf = new Map(dictationWords.map((entry) => [entry.word, entry.complexity]));

describe('dictation word draw', () => {
  it('draws different words of the asked complexity and never the excluded one', () => {
    const hard = randomWords('HARD', 10);
    expect(new Set(hard).size).toBe(10);
    expect(hard.every((word) => complexityOf.get(word) === 'HARD')).toBe(true);
    const easy = dictationWords.find((entry) => entry.complexity === 'EASY')!.word;
    for (let run = 0; run < 50; run += 1) expect(randomWords('EASY', 1, easy)).not.toContain(easy);
  });

  it('spreads a mixed draw over the whole list', () => {
    const seen = new Set<string>();
    for (let run = 0; run < 60; run += 1) for (const word of randomWords('MIXED', 10)) seen.add(complexityOf.get(word)!);
    expect([...seen].sort()).toEqual(['AVERAGE', 'EASY', 'HARD']);
  });
});

describe.each(databases)('dictation API on $name', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let trial: Headers;
  let premium: Headers;

  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    const { seedDemoLearners } = await import('../seed');
    await seedDemoLearners(ctx.app.repositories.users);
    const sessions = await Promise.all(['trial@pte.test', 'premium@pte.test'].map((email) => signIn(ctx.app, email, 'Practice123!')));
    if (sessions.some((session) => !session.ok)) throw new Error('sign-in failed');
    [trial, premium] = sessions.map((session) => (session.ok ? session.auth : { authorization: '' }));
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
  });

  const get = (path: string, headers: Headers = trial) => ctx.app.inject({ method: 'GET', url: path, headers });
  const post = (words: unknown, headers: Headers = trial) => ctx.app.inject({ method: 'POST', url: '/api/dictation', headers, payload: { words } });
  const remove = (id: number, headers: Headers = trial) => ctx.app.inject({ method: 'DELETE', url: `/api/dictation/${id}`, headers });
  const list = async (query = '', headers: Headers = trial) => {
    const response = await get(`/api/dictation/answers${query}`, headers);
    expect(response.statusCode).toBe(200);
    return response.json() as DictationAnswerPage;
  };
  const rejects = (response: { statusCode: number; json(): unknown }, status: number, message: string | RegExp) => {
    expect(response.statusCode).toBe(status);
    const body = response.json() as ApiErrorBody;
    expect(body.status).toBe(status);
    expect(body.message).toMatch(message);
  };

  it('needs a signed-in learner', async () => {
    for (const [method, path] of [['GET', '/api/dictation'], ['GET', '/api/dictation/word'], ['POST', '/api/dictation'], ['GET', '/api/dictation/answers'], ['DELETE', '/api/dictation/1']] as const) {
      expect((await ctx.app.inject({ method, url: path })).statusCode).toBe(401);
    }
  });

  it('gives a session of 10 different words with British and American recordings and no Australian one', async () => {
    const response = await get('/api/dictation');
    expect(response.statusCode).toBe(200);
    const words = (response.json() as SessionWords)._embedded.dictationWordAudioDtoList;
    expect(words).toHaveLength(10);
    expect(new Set(words.map((entry) => entry.word)).size).toBe(10);
    for (const entry of words) {
      expect(complexityOf.has(entry.word)).toBe(true);
      expect(entry).toEqual({
        word: entry.word, americanAudio: `/media/words/${entry.word}/us.mp3`, britishAudio: `/media/words/${entry.word}/uk.mp3`, australianAudio: null,
      });
    }
  });

  it('keeps to the chosen complexity, and says which ones exist when asked for another', async () => {
    for (const complexity of ['EASY', 'AVERAGE', 'HARD'] as const) {
      const words = ((await get(`/api/dictation?complexity=${complexity}`)).json() as SessionWords)._embedded.dictationWordAudioDtoList;
      expect(words.map((entry) => complexityOf.get(entry.word))).toEqual(Array(10).fill(complexity));
    }
    rejects(await get('/api/dictation?complexity=EXPERT'), 400, 'complexity must be one of: EASY, AVERAGE, HARD, MIXED.');
  });

  it('gives one random word for the listening test, never the one excluded', async () => {
    const first = (await get('/api/dictation/word?complexity=HARD')).json() as DictationWordAudio;
    expect(complexityOf.get(first.word)).toBe('HARD');
    expect(first.britishAudio).toBe(`/media/words/${first.word}/uk.mp3`);
    for (let run = 0; run < 10; run += 1) {
      const next = (await get(`/api/dictation/word?complexity=HARD&exclude=${first.word}`)).json() as DictationWordAudio;
      expect(next.word).not.toBe(first.word);
    }
  });

  it('scores a session: one point per answer equal to its word, ignoring case and surrounding spaces', async () => {
    const response = await post([
      { word: 'rhythm', answer: 'rhythm' },
      { word: 'Necessary', answer: '  NECESSARY ' },
      { word: 'separate', answer: 'seperate' },
      { word: 'yacht', answer: '' },
    ]);
    expect(response.statusCode).toBe(201);
    const scored = response.json() as DictationScoredAnswer;
    expect(scored).toEqual({
      id: expect.any(Number), score: 2, lastModifiedDate: expect.any(String),
      words: [
        { word: 'rhythm', answer: 'rhythm' }, { word: 'necessary', answer: 'NECESSARY' }, { word: 'separate', answer: 'seperate' }, { word: 'yacht', answer: '' },
      ],
    });
    expect(Date.now() - Date.parse(scored.lastModifiedDate)).toBeLessThan(60_000);
    expect((await list())._embedded.dictationScoredAnswerDtoList[0]).toEqual(scored);
  });

  it('refuses a submission that breaks the rules with a message a learner can read', async () => {
    rejects(await post([]), 400, 'Send at least one word with its answer.');
    rejects(await post(Array.from({ length: 51 }, () => ({ word: 'rhythm', answer: 'rhythm' }))), 400, 'A dictation answer holds at most 50 words; this one has 51.');
    const unknown = await post([{ word: 'rhythm', answer: 'rhythm' }, { word: 'zzzz', answer: 'zzzz' }]);
    rejects(unknown, 400, '"zzzz" is not one of the dictation words.');
    expect((unknown.json() as ApiErrorBody).errors[0].field).toBe('words[1].word');
    rejects(await post([{ word: 'rhythm', answer: 'r'.repeat(101) }]), 400, 'The answer to word 1 is 101 characters long; an answer may have at most 100.');
    rejects(await post([{ word: 'rhythm' }]), 400, 'words[0].answer is required.');
    rejects(await ctx.app.inject({ method: 'POST', url: '/api/dictation', headers: trial, payload: {} }), 400, 'words is required.');
    expect((await post([{ word: 'rhythm', answer: 'r'.repeat(100) }])).statusCode).toBe(201);
  });

  it("lists only the learner's sessions, newest first, with a page that grows by 10", async () => {
    const before = (await list('?page=0&size=1000')).page.totalElements;
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      ids.push(((await post([{ word: 'answer', answer: index % 2 ? 'answer' : 'anser' }])).json() as DictationScoredAnswer).id);
    }
    const first = await list('?page=0&size=10');
    expect(first.page).toEqual({ size: 10, totalElements: before + 12, totalPages: Math.ceil((before + 12) / 10), number: 0 });
    expect(first._embedded.dictationScoredAnswerDtoList.map((answer) => answer.id)).toEqual(ids.slice(2).reverse());
    const grown = await list('?page=0&size=20');
    expect(grown._embedded.dictationScoredAnswerDtoList.map((answer) => answer.id).slice(0, 12)).toEqual([...ids].reverse());
    expect((await list('', premium)).page.totalElements).toBe(0);
    rejects(await get('/api/dictation/answers?size=0'), 400, /size/);
  });

  it('deletes an own session (204), answers 404 for an unknown one and 403 for someone else’s', async () => {
    const scored = (await post([{ word: 'rhythm', answer: 'rythm' }])).json() as DictationScoredAnswer;
    rejects(await remove(scored.id, premium), 403, 'This dictation answer belongs to another learner.');
    const deleted = await remove(scored.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list('?size=1000'))._embedded.dictationScoredAnswerDtoList.some((answer) => answer.id === scored.id)).toBe(false);
    rejects(await remove(scored.id), 404, `Dictation answer ${scored.id} was not found.`);
    rejects(await remove(999_999), 404, 'Dictation answer 999999 was not found.');
    expect((await remove(0)).statusCode).toBe(400);
  });
});
