import { afterAll, beforeAll, expect } from 'vitest';
import type { AnswerKey, MockAttemptView } from '@pte-kit/core';
import { signInDemoLearners, testApp } from './helpers';

export type Headers = { authorization: string };

/**
 * A test app on `url` with the demo learners signed in, and the mock-test routes as a learner calls them
 * (docs/mock-tests.md). Call it inside a describe: the app starts before its tests and closes after them.
 */
export function mockTestApp(url: string | undefined) {
  let ctx: Awaited<ReturnType<typeof testApp>> | undefined;
  let learners: Awaited<ReturnType<typeof signInDemoLearners>> | undefined;
  beforeAll(async () => {
    ctx = await testApp(url);
    learners = await signInDemoLearners(ctx.app);
  }, 120_000);
  afterAll(async () => ctx?.close());

  /** A mock-test route's response. */
  const call = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
    ctx!.app.inject({ method, url: `/api/mockTests${path}`, headers, ...(payload ? { payload } : {}) });
  /** A route that answers the sitting, which must succeed. */
  const view = async (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) => {
    const response = await call(method, path, headers, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as MockAttemptView;
  };
  /** An item's solution as the practice page gives it after an answer (the premium learner asks). */
  const solutionOf = async (item: NonNullable<MockAttemptView['item']>) =>
    (await ctx!.app.inject({ method: 'GET', url: `/api/${item.skill}/${item.apiTask}/questions/${item.questionId}/solution`, headers: learners!.premium }))
      .json() as { answerKey: AnswerKey; transcript: string | null };
  return {
    get ctx() { return ctx!; },
    get learners() { return learners!; },
    call,
    view,
    solutionOf,
  };
}

/** The answer body that gets an objective item fully right; null for speaking and writing. */
export function rightAnswer(key: AnswerKey) {
  switch (key.kind) {
    case 'blanks': return { words: key.blanks };
    case 'choices': return { answers: key.correct };
    case 'order': return { answers: key.order };
    case 'choice': return { answer: key.correct };
    case 'highlight': return { answers: key.indexes.map(String) };
    case 'dictation': return { answer: key.sentence };
    default: return null;
  }
}
