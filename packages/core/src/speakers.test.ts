import { describe, expect, it } from 'vitest';
import { accentSpeaker, availableAccents, mediaUrl, randomSpeaker, SPEAKERS, wordAudioPath, type Speaker } from './speakers';

describe('speakers', () => {
  it('offers only accents that have a voice: no Australian or Indian voice exists offline', () => {
    expect(availableAccents()).toEqual(['US', 'UK']);
    expect(new Set(SPEAKERS.map((s) => s.id)).size).toBe(SPEAKERS.length);
  });

  it('random picks an IN voice about 15 % of the time when one exists', () => {
    const withIndian: Speaker[] = [...SPEAKERS, { id: 'in-1', label: 'IN', accent: 'IN', gender: 'male', natural: true }];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const picks = Array.from({ length: 4000 }, () => randomSpeaker(random, withIndian));
    const share = picks.filter((s) => s.accent === 'IN').length / picks.length;
    expect(share).toBeGreaterThan(0.11);
    expect(share).toBeLessThan(0.19);
    expect(Array.from({ length: 200 }, () => randomSpeaker(random)).some((s) => s.accent === 'IN')).toBe(false);
  });

  it('speaks words in the natural voice of an accent, and in none for an accent without a voice', () => {
    expect(accentSpeaker('US')?.id).toBe('us-female');
    expect(accentSpeaker('UK')).toMatchObject({ accent: 'UK', natural: true });
    expect(accentSpeaker('AU')).toBeUndefined();
    expect(wordAudioPath('Necessary', 'UK')).toBe('/media/words/necessary/uk.mp3');
  });

  it('makes API media paths absolute for widgets on other origins, leaving full URLs alone', () => {
    expect(mediaUrl('/media/uploads/a.png', 'https://api.example')).toBe('https://api.example/media/uploads/a.png');
    expect(mediaUrl('https://cdn.example/a.png', 'https://api.example')).toBe('https://cdn.example/a.png');
    expect(mediaUrl('//cdn.example/a.png', 'https://api.example')).toBe('//cdn.example/a.png');
  });
});
