import { describe, expect, it } from 'vitest';
import { createSilenceDetector, levelOf } from './audioLevel';

const sine = (amplitude: number, length = 2048) => Float32Array.from({ length }, (_, i) => amplitude * Math.sin((2 * Math.PI * 440 * i) / 44100));

describe('levelOf', () => {
  it('reads digital silence as 0 and a full-scale square wave as 100', () => {
    expect(levelOf(new Float32Array(1024))).toBe(0);
    expect(levelOf(Float32Array.from({ length: 1024 }, (_, i) => (i % 2 ? 1 : -1)))).toBe(100);
    expect(levelOf([])).toBe(0);
  });

  it('puts a quiet room under the silence threshold and speech well above it', () => {
    // RMS of a sine is amplitude/√2: 0.001 → −63 dBFS, 0.1 → −23 dBFS.
    expect(levelOf(sine(0.001))).toBeLessThan(10);
    expect(levelOf(sine(0.1))).toBeGreaterThan(55);
    expect(levelOf(sine(0.1))).toBeLessThan(65);
  });
});

describe('createSilenceDetector', () => {
  it('reports silence once every level for 3 s stayed below 10', () => {
    const detector = createSilenceDetector();
    const silentAt = [0, 1000, 2000, 2900].map((at) => detector.push(4, at));
    expect(silentAt).toEqual([false, false, false, false]);
    expect(detector.push(9.9, 3000)).toBe(true);
  });

  it('starts counting again after one loud reading (a pause between words)', () => {
    const detector = createSilenceDetector({ level: 10, seconds: 3 });
    detector.push(2, 0);
    detector.push(2, 2500);
    expect(detector.push(40, 2600)).toBe(false);
    expect(detector.push(2, 2700)).toBe(false);
    expect(detector.push(2, 5600)).toBe(false);
    expect(detector.push(2, 5700)).toBe(true);
    detector.reset();
    expect(detector.push(2, 5800)).toBe(false);
  });
});
