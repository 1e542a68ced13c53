import { describe, expect, it } from 'vitest';
import { VOICE_LEVEL, isStrongVoice, levelTone, sensitivitySegments } from './microphoneSensitivity';

describe('sensitivity bar', () => {
  it('colours levels below 20 red, 20 to 45 amber and above 45 green', () => {
    expect([0, 19.9, 20, 33, 45, 45.1, 100].map(levelTone)).toEqual(['low', 'low', 'fair', 'fair', 'fair', 'strong', 'strong']);
  });

  it('counts the voice as strong above 0.45 of the maximum level', () => {
    expect(VOICE_LEVEL).toBe(45);
    expect(isStrongVoice(45)).toBe(false);
    expect(isStrongVoice(45.5)).toBe(true);
  });

  it('has 25 segments: 5 red, 7 amber, 13 green, none lit in silence and all at full level', () => {
    const silent = sensitivitySegments(0, 25);
    expect(silent).toHaveLength(25);
    expect(silent.filter((segment) => segment.tone === 'low')).toHaveLength(5);
    expect(silent.filter((segment) => segment.tone === 'fair')).toHaveLength(7);
    expect(silent.filter((segment) => segment.tone === 'strong')).toHaveLength(13);
    expect(silent.some((segment) => segment.lit)).toBe(false);
    expect(sensitivitySegments(100, 25).every((segment) => segment.lit)).toBe(true);
  });

  it('lights segments up to the level, green ones only for a strong voice', () => {
    const quiet = sensitivitySegments(30, 25);
    expect(quiet.filter((segment) => segment.lit)).toHaveLength(8);
    expect(quiet.some((segment) => segment.lit && segment.tone === 'strong')).toBe(false);
    const loud = sensitivitySegments(60, 25);
    expect(loud.filter((segment) => segment.lit)).toHaveLength(15);
    expect(loud.filter((segment) => segment.lit && segment.tone === 'strong')).toHaveLength(3);
  });

  it('has 50 finer segments on wide screens with the same colour bands', () => {
    const wide = sensitivitySegments(45, 50);
    expect(wide).toHaveLength(50);
    expect(wide.filter((segment) => segment.tone === 'low')).toHaveLength(10);
    expect(wide.filter((segment) => segment.tone === 'fair')).toHaveLength(13);
    expect(wide.filter((segment) => segment.lit)).toHaveLength(23);
    expect(wide.some((segment) => segment.lit && segment.tone === 'strong')).toBe(false);
  });
});
