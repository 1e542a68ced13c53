import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskCatalog, type AnswerRecord, type PracticeItem, type QuestionPage, type QuestionSolution } from '@pte-kit/core';
import { bank } from '@pte-kit/content';
import { databases, signInDemoLearners, testApp } from './helpers';

/** Field names that carry an answer, a recording's words or an explanation: none may reach a question payload. */
const KEY_FIELDS = new Set([
  'answerKey', 'transcript', 'script', 'missing', 'beepTail', 'recording', 'correct', 'answer', 'answers', 'explanation',
  'modelAnswer', 'modelAnswerCore', 'keyPoints', 'acceptedAnswers', 'order', 'indexes', 'sentence', 'blanks.answer',
]);

function keyFieldsIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => keyFieldsIn(entry, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, entry]) => [
    ...(KEY_FIELDS.has(name) ? [`${path}.${name}`] : []),
    ...keyFieldsIn(entry, `${path}.${name}`),
  ]);
}

describe.each(databases)('answer keys stay on the server, on $name', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let trial: { authorization: string };
  let premium: { authorization: string };
  const get = (path: string, headers = trial) => ctx.app.inject({ method: 'GET', url: path, headers });

  beforeAll(async () => {
    ctx = await testApp(url, bank);
    ({ trial, premium } = await signInDemoLearners(ctx.app));
  }, 120_000);

  afterAll(async () => ctx?.close());

  it('serves no question of any of the 23 task types with its key, its recording\'s words or its explanation', async () => {
    let checked = 0;
    const leaks: string[] = [];
    for (const task of taskCatalog) {
      const base = `/api/${task.skill}/${task.apiTask}`;
      const list = (await get(`${base}?size=100`)).json() as QuestionPage;
      leaks.push(...keyFieldsIn(list).map((field) => `${base} list: ${field}`));
      expect(list.page.totalElements, task.key).toBeGreaterThanOrEqual(25);
      for (let position = 1; position <= list.page.totalElements; position += 1) {
        const item = (await get(`${base}/${position}`)).json() as PracticeItem;
        const byId = (await get(`${base}/questions/${item.question.id}`)).json() as PracticeItem;
        const solution = (await get(`${base}/questions/${item.question.id}/solution`)).json() as QuestionSolution;
        for (const [how, payload] of [['position', item], ['id', byId]] as const) {
          leaks.push(...keyFieldsIn(payload).map((field) => `${base}/${position} by ${how}: ${field}`));
          // The recording's words are heard, not read (a situation is both shown and heard).
          if (solution.transcript && item.question.content.kind !== 'respondToASituation' && JSON.stringify(payload).includes(solution.transcript)) {
            leaks.push(`${base}/${position} by ${how}: the transcript`);
          }
        }
        expect(solution.practiceId).toBe(item.question.id);
        expect(solution.explanation.length, `${base}/${position} explanation`).toBeGreaterThan(10);
        checked += 1;
      }
    }
    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(550);
  }, 240_000);

  it('gives the answer section from its own call, with the transcript of questions that have a recording', async () => {
    const wfd = (await get('/api/listening/writeFromDictation/1')).json() as PracticeItem;
    const solution = (await get(`/api/listening/writeFromDictation/questions/${wfd.question.id}/solution`)).json() as QuestionSolution;
    expect(solution.answerKey).toMatchObject({ kind: 'dictation' });
    expect(solution.transcript).toBe((solution.answerKey as { sentence: string }).sentence);
    const mcs = (await get('/api/reading/multipleChoiceSingleAnswer/1')).json() as PracticeItem;
    const reading = (await get(`/api/reading/multipleChoiceSingleAnswer/questions/${mcs.question.id}/solution`)).json() as QuestionSolution;
    expect(reading).toMatchObject({ transcript: null, answerKey: { kind: 'choice' } });
    expect((await get(`/api/reading/multipleChoiceSingleAnswer/questions/${wfd.question.id}/solution`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/reading/multipleChoiceSingleAnswer/questions/${mcs.question.id}/solution` })).statusCode).toBe(401);
  });

  it('colours a score with its key, and shows the community\'s answers without the key until the viewer has answered', async () => {
    const mcs = (await get('/api/reading/multipleChoiceSingleAnswer/2')).json() as PracticeItem;
    const base = `/api/reading/multipleChoiceSingleAnswer/${mcs.question.id}`;
    const theirs = await ctx.app.inject({ method: 'POST', url: base, headers: premium, payload: { answer: 'A', duration: 5, pteType: 'PTE Core' } });
    const scored = theirs.json() as AnswerRecord;
    expect(scored.answerKey).toMatchObject({ kind: 'choice' });
    expect(scored.results[0].expected).toBe((scored.answerKey as { correct: string }).correct);

    const listed = () => get(`${base}/answers/other?page=0&size=10`).then((response) => response.json()._embedded.rMultipleChoiceSingleAnswerScoredAnswerDtoList as AnswerRecord[]);
    const before = (await listed()).find((record) => record.id === scored.id)!;
    expect(before).toMatchObject({ answers: ['A'], answerKey: null });
    expect(before.results.every((result) => result.expected === undefined)).toBe(true);

    await ctx.app.inject({ method: 'POST', url: base, headers: trial, payload: { answer: 'B', duration: 5, pteType: 'PTE Academic' } });
    const after = (await listed()).find((record) => record.id === scored.id)!;
    expect(after.answerKey).toEqual(scored.answerKey);
    expect(after.results[0].expected).toBe(scored.results[0].expected);
  });
});
