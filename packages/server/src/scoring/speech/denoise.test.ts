import { describe, expect, it } from 'vitest';
import { denoise, noiseFloor } from './denoise';

/** A 440 Hz tone for the first half, silence for the second, with Gaussian noise at `noiseDb` dBFS over all of it. */
function toneThenPause(noiseDb: number): Int16Array {
  const samples = new Int16Array(32_000);
  let state = 3;
  const uniform = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return (state + 0.5) / 2 ** 31;
  };
  const noise = 32768 * 10 ** (noiseDb / 20);
  for (let i = 0; i < samples.length; i += 1) {
    const tone = i < 16_000 ? 8000 * Math.sin((2 * Math.PI * 440 * i) / 16_000) : 0;
    samples[i] = Math.round(tone + Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()) * noise);
  }
  return samples;
}

const rms = (samples: Int16Array, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += samples[i] ** 2;
  return Math.sqrt(sum / (to - from));
};

describe('noise reduction', () => {
  it('leaves a recording with a quiet background as it is', () => {
    const quiet = toneThenPause(-70);
    expect(noiseFloor(quiet)).toBeLessThan(-50);
    expect(denoise(quiet)).toBe(quiet);
  });

  it('takes most of a steady hiss out of the pauses and keeps the sound', () => {
    const hissy = toneThenPause(-30);
    const cleaned = denoise(hissy);
    expect(cleaned).not.toBe(hissy);
    // The pause: at least 12 dB quieter. The tone: within 2 dB of its level.
    expect(20 * Math.log10(rms(cleaned, 20_000, 31_000) / rms(hissy, 20_000, 31_000))).toBeLessThan(-12);
    expect(Math.abs(20 * Math.log10(rms(cleaned, 2_000, 14_000) / rms(hissy, 2_000, 14_000)))).toBeLessThan(2);
  });
});
