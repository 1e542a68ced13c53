import { describe, expect, it } from 'vitest';
import { bank } from '../index';
import { AUDIO_SECONDS, extremeAudioItems, speechOfItem } from './audioRules';
import { createSpeechRenderer } from './speech';

/**
 * Renders recordings in their default voice and checks their length against the exam's ranges.
 * CI renders the shortest and the longest script of each task and voice (the cache keeps them for
 * the next run); `PTE_CHECK_ALL_AUDIO=1` renders every item.
 */
const all = process.env.PTE_CHECK_ALL_AUDIO === '1';
const items = all ? bank.filter((item) => speechOfItem(item) && AUDIO_SECONDS[item.task]) : extremeAudioItems(bank);
const renderer = createSpeechRenderer();

describe('recording lengths in the default voices', () => {
  it('samples every task that has a length rule, in each of its voices', () => {
    const tasks = new Set(items.map((item) => item.task));
    expect([...tasks].sort()).toEqual(Object.keys(AUDIO_SECONDS).sort());
  });

  it.each(items.map((item) => [item.key, item] as const))('%s lasts as long as its task allows', async (_key, item) => {
    const { min, max } = AUDIO_SECONDS[item.task]!;
    const { durationSeconds } = await renderer.speak(speechOfItem(item)!);
    expect(durationSeconds, `${item.key} in ${speechOfItem(item)!.speakerId}`).toBeGreaterThanOrEqual(min);
    expect(durationSeconds, `${item.key} in ${speechOfItem(item)!.speakerId}`).toBeLessThanOrEqual(max);
  }, 180_000);
});
