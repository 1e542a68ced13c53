import { afterAll, describe, expect, it } from 'vitest';
import { ScoringInputError } from '../errors';
import { spoken } from '../speech/__fixtures__/recordings';
import { createThreadPool } from './threads';

const log = { info() {}, warn() {}, error() {} };

/**
 * The routes' engine calls (ScoringJobs.run) on a scoring thread: the pool SCORING=queue starts for them in the API
 * process (one thread), and threads mode shares with the jobs.
 */
describe('scoring thread pool: engine calls', () => {
  const pool = createThreadPool({ log, size: 1 });
  afterAll(() => pool.close());

  it("answers a word's score and a transcription from the thread's speech engine", async () => {
    const audio = await spoken('community');
    const word = await pool.run({ kind: 'word', word: 'community', audio });
    expect(word).toMatchObject({ word: 'community' });
    expect(word.score).toBeGreaterThanOrEqual(85);
    const heard = await pool.run({ kind: 'transcription', audio, maxSeconds: 6 });
    expect(heard.text.toLowerCase()).toContain('community');
  }, 120_000);

  it("rebuilds the engine's refusal as a ScoringInputError, so the API answers 400 with its sentence", async () => {
    const audio = await spoken('community');
    const refused = await pool.run({ kind: 'word', word: 'blorptastic', audio }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ScoringInputError);
    expect((refused as Error).message).toBe('"blorptastic" is not in our pronunciation dictionary, so it cannot be scored.');
    const notAudio = await pool.run({ kind: 'transcription', audio: Buffer.from('not a recording '.repeat(8)), maxSeconds: 6 })
      .catch((error: unknown) => error);
    expect(notAudio).toBeInstanceOf(ScoringInputError);
    expect((notAudio as Error).name).toBe('AudioInputError');
  }, 120_000);
});
