import { afterAll, beforeAll } from 'vitest';
import { createSpeakingEngine, type SpeakingEngine } from '../index';

/**
 * The speaking engine of a test file: created and warmed (both decoder slots loaded) before its tests, closed after
 * them. Call it at the top of the file; the scoring calls go to the engine of the moment.
 */
export function warmSpeakingEngine(): Pick<SpeakingEngine, 'scoreSpeaking'> {
  let engine: SpeakingEngine | undefined;
  beforeAll(async () => {
    engine = createSpeakingEngine();
    await engine.warmUp();
  }, 120_000);
  afterAll(async () => engine?.close());
  return { scoreSpeaking: (input) => engine!.scoreSpeaking(input) };
}
