import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, fixtureItems, signIn, testApp } from '../../../__tests__/helpers';
import { silence, spoken } from '../../../scoring/speech/__fixtures__/recordings';

describe.each(databases)('speaking API on $name', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let trial: { authorization: string };
  let word: string;
  let sentence: string;

  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    const { seedDemoLearners } = await import('../../../seed');
    await seedDemoLearners(ctx.app.repositories.users);
    const session = await signIn(ctx.app, 'trial@pte.test', 'Practice123!');
    if (!session.ok) throw new Error('demo sign-in failed');
    trial = session.auth;
    [word, sentence] = await Promise.all([spoken('community'), spoken('The library opens at nine.')].map(async (audio) => (await audio).toString('base64')));
  }, 120_000);

  afterAll(async () => ctx?.close());

  const post = (path: string, payload: object, headers: Record<string, string> = trial) =>
    ctx.app.inject({ method: 'POST', url: `/api/speaking/${path}`, headers, payload });

  describe('POST /api/speaking/word/score', () => {
    it("scores a spoken word out of 100 with its syllables, and a data URL prefix is accepted", async () => {
      const response = await post('word/score', { word: 'community', voice: word });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ word: 'community', estimate: true });
      expect(body.score).toBeGreaterThanOrEqual(85);
      expect(body.syllables.map((syllable: { syllable: string }) => syllable.syllable)).toEqual(['com', 'mu', 'ni', 'ty']);
      for (const syllable of body.syllables) expect(['HIGH', 'MEDIUM', 'LOW']).toContain(syllable.accuracy);
      const prefixed = await post('word/score', { word: 'community', voice: `data:audio/mpeg;base64,${word}` });
      expect(prefixed.json().score).toBe(body.score);
    }, 30_000);

    it('scores the recording of another word lower', async () => {
      const other = (await spoken('chocolate')).toString('base64');
      const right = (await post('word/score', { word: 'community', voice: word })).json();
      const wrong = await post('word/score', { word: 'community', voice: other });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json().score).toBeLessThan(right.score - 30);
    }, 30_000);

    it('answers 400 with a readable message for a word not in the dictionary, bad audio or a missing field', async () => {
      const unknown = await post('word/score', { word: 'blorptastic', voice: word });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('"blorptastic" is not in our pronunciation dictionary, so it cannot be scored.');
      const notAudio = await post('word/score', { word: 'community', voice: Buffer.from('not a recording, only words typed into a file '.repeat(4)).toString('base64') });
      expect(notAudio.statusCode).toBe(400);
      expect(notAudio.json().message).toBe('The recording could not be read as audio.');
      const notBase64 = await post('word/score', { word: 'community', voice: 'this is %%% not base64' });
      expect(notBase64.statusCode).toBe(400);
      expect(notBase64.json().message).toBe('voice must be the recording as base64 mp3.');
      const missing = await post('word/score', { word: 'community' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('voice is required.');
      const phrase = await post('word/score', { word: 'two words', voice: word });
      expect(phrase.statusCode).toBe(400);
      expect(phrase.json().errors[0].field).toBe('word');
    }, 30_000);

    it('needs a signed-in learner', async () => {
      const response = await post('word/score', { word: 'community', voice: word }, {});
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/speaking/transcribe', () => {
    it('returns what was said and how long the recording is', async () => {
      const response = await post('transcribe', { voice: sentence });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.text).toMatch(/library opens at nine/);
      expect(body.transcription).toBe(body.text);
      expect(body.durationSeconds).toBeGreaterThan(1);
      expect(body.durationSeconds).toBeLessThanOrEqual(6);
    }, 30_000);

    it('returns an empty transcription for silence, and 400s for a recording over 6 seconds or none at all', async () => {
      const quiet = await post('transcribe', { voice: (await silence(3)).toString('base64') });
      expect(quiet.statusCode).toBe(200);
      expect(quiet.json().text).toBe('');
      const long = await post('transcribe', { voice: (await silence(8)).toString('base64') });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('The recording is longer than 6 seconds.');
      const none = await post('transcribe', {});
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('voice is required: send the recording as base64 mp3.');
    }, 30_000);

    it('does not count against the free plan’s AI quota', async () => {
      const remaining = async () => (await ctx.app.inject({ method: 'GET', url: '/api/users/remainingAI', headers: trial })).json().remaining;
      const before = await remaining();
      expect(before).toBeGreaterThan(0);
      await post('transcribe', { voice: sentence });
      await post('word/score', { word: 'community', voice: word });
      expect(await remaining()).toBe(before);
    }, 30_000);
  });
});
