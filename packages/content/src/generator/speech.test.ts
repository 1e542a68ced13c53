import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSpeechRenderer } from './speech';

const cache = mkdtempSync(join(tmpdir(), 'pte-media-test-'));
const renderer = createSpeechRenderer(cache);
afterAll(() => rmSync(cache, { recursive: true, force: true }));

const isMp3 = (file: string) => {
  const head = readFileSync(file).subarray(0, 3);
  return head.toString('ascii') === 'ID3' || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0);
};

describe('offline speech rendering', () => {
  it.each(['us-female', 'us-male', 'uk-scottish', 'uk-rp'])('renders a sentence to an mp3 with the %s voice', async (speakerId) => {
    const result = await renderer.speak({ text: 'The library opens at nine on weekdays.', speakerId });
    expect(existsSync(result.file)).toBe(true);
    expect(isMp3(result.file)).toBe(true);
    expect(result.durationSeconds).toBeGreaterThan(1.2);
    expect(result.durationSeconds).toBeLessThan(6);
  }, 60_000);

  it('serves the second request from the cache, keyed by voice and text', async () => {
    const request = { text: 'Seminars begin in the second week of term.', speakerId: 'us-male' };
    const first = await renderer.speak(request);
    const again = await renderer.speak(request);
    expect(again).toMatchObject({ file: first.file, cached: true, durationSeconds: first.durationSeconds });
    expect(renderer.hashOf({ ...request, speakerId: 'uk-rp' })).not.toBe(renderer.hashOf(request));
  }, 60_000);

  it('replaces the last words with a beep for Select Missing Word', async () => {
    const text = 'Good research always begins with a clear question.';
    const full = await renderer.speak({ text, speakerId: 'us-male' });
    const beeped = await renderer.speak({ text, speakerId: 'us-male', beepTail: 'a clear question' });
    expect(beeped.file).not.toBe(full.file);
    expect(beeped.durationSeconds).toBeGreaterThan(1);
    await expect(renderer.speak({ text, speakerId: 'us-male', beepTail: 'not there' })).rejects.toThrow('does not end with');
  }, 60_000);

  it('says clearly when a voice does not exist', async () => {
    await expect(renderer.speak({ text: 'Hello.', speakerId: 'au-female' })).rejects.toThrow('There is no voice "au-female".');
  });
});
