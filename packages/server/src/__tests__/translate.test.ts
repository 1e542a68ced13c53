import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordTranslation } from '@pte-kit/core';
import { databases, fixtureItems, signIn, testApp } from './helpers';

describe('word translation', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let auth: { authorization: string };

  beforeAll(async () => {
    ctx = await testApp(databases[0]!.url, fixtureItems);
    const { seedDemoLearners } = await import('../seed');
    await seedDemoLearners(ctx.app.repositories.users);
    const session = await signIn(ctx.app, 'trial@pte.test', 'Practice123!');
    if (!session.ok) throw new Error('sign-in failed');
    auth = session.auth;
  }, 120_000);

  afterAll(async () => ctx?.close());

  const get = (url: string, headers: Record<string, string> = auth) => ctx.app.inject({ method: 'GET', url, headers });

  it('lists Persian first, then only languages whose dictionary is installed', async () => {
    const languages = (await get('/api/profile/languages')).json() as Record<string, string>;
    expect(Object.keys(languages)).toEqual(ctx.app.translator.languages());
    expect(Object.entries(languages)[0]).toEqual(['fa', 'Persian (فارسی)']);
  });

  it("translates a question's word into Persian by default, through its base form", async () => {
    const response = await get('/api/translate/libraries');
    expect(response.statusCode).toBe(200);
    const body = response.json() as WordTranslation;
    expect(body).toMatchObject({ word: 'libraries', headword: 'library', language: 'fa' });
    expect(body.translations[0]).toMatch(/^[\u0600-\u06FF\u200C ]+$/);
  });

  it('translates into every other installed language', async () => {
    for (const language of ctx.app.translator.languages().filter((code) => code !== 'fa')) {
      const response = await get(`/api/translate/water?tl=${language}`);
      expect(response.statusCode, language).toBe(200);
      expect((response.json() as WordTranslation).translations.length, language).toBeGreaterThan(0);
    }
  });

  it('answers readable 4xx errors for unknown words, languages and non-words', async () => {
    const missing = await get('/api/translate/qwxzv');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('A Persian translation of "qwxzv" was not found.');
    const language = await get('/api/translate/water?tl=xx');
    expect(language.statusCode).toBe(400);
    expect(language.json().message).toMatch(/^There is no offline dictionary for "xx"\. Choose one of: fa/);
    expect((await get('/api/translate/two%20words')).statusCode).toBe(400);
    expect((await get('/api/translate/water', {})).statusCode).toBe(401);
  });
});
