import { describe, expect, it } from 'vitest';
import { createMp3Encoder, mp3DataUrl } from './mp3Encoder';

const RATE = 44100;
const options = { sampleRate: RATE, kbps: 128, blockSamples: 1152 };
const sine = (seconds: number) => Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / RATE));

/** Walks MPEG-1 Layer III frame headers from the start; returns the frames' bit rates (kbps) and how far they reach. */
function frames(mp3: Uint8Array) {
  const bitrates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const found: number[] = [];
  let offset = 0;
  while (offset + 4 <= mp3.length) {
    // Frame sync (11 bits set), MPEG-1, Layer III: 0xFFFA or 0xFFFB.
    if (mp3[offset] !== 0xff || (mp3[offset + 1] & 0xfe) !== 0xfa) break;
    const kbps = bitrates[mp3[offset + 2] >> 4];
    const sampleRateIndex = (mp3[offset + 2] >> 2) & 0x3;
    const padding = (mp3[offset + 2] >> 1) & 0x1;
    expect(sampleRateIndex).toBe(0);
    found.push(kbps);
    offset += Math.floor((144 * kbps * 1000) / RATE) + padding;
  }
  return { bitrates: found, end: offset };
}

describe('createMp3Encoder', () => {
  it('encodes a 1 s sine to a valid 128 kbps mp3 of about 16 kB', () => {
    const encoder = createMp3Encoder(options);
    encoder.push(sine(1));
    const mp3 = encoder.finish();
    const { bitrates, end } = frames(mp3);
    expect(end).toBe(mp3.length);
    expect(new Set(bitrates)).toEqual(new Set([128]));
    // 1 s of audio is 38.3 frames of 1152 samples; lame adds its encoder delay and padding frames.
    expect(bitrates.length).toBeGreaterThanOrEqual(39);
    expect(bitrates.length).toBeLessThanOrEqual(42);
    expect(mp3.length).toBeGreaterThan(15_500);
    expect(mp3.length).toBeLessThan(17_600);
    expect(encoder.sampleCount).toBe(RATE);
  });

  it('gives the same length fed in odd chunks as in one piece (within a frame), Float32 or Int16', () => {
    const audio = sine(2.3);
    const whole = createMp3Encoder(options);
    whole.push(audio);
    const oneShot = whole.finish();

    const chunked = createMp3Encoder(options);
    for (let offset = 0; offset < audio.length; offset += 1000) chunked.push(audio.subarray(offset, offset + 1000));
    const streamed = chunked.finish();
    expect(Math.abs(streamed.length - oneShot.length)).toBeLessThanOrEqual(418);

    const int16 = createMp3Encoder(options);
    int16.push(Int16Array.from(audio, (sample) => Math.round(sample * 0x7fff)));
    expect(Math.abs(int16.finish().length - oneShot.length)).toBeLessThanOrEqual(418);
  });

  it('refuses audio after finishing, and returns the same mp3 when finished twice', () => {
    const encoder = createMp3Encoder(options);
    encoder.push(sine(0.1));
    const first = encoder.finish();
    expect(encoder.finish()).toEqual(first);
    expect(() => encoder.push(sine(0.1))).toThrow(/finished/);
  });

  it('turns the mp3 into a base64 data URL that decodes to the same bytes', () => {
    const encoder = createMp3Encoder(options);
    encoder.push(sine(3));
    const mp3 = encoder.finish();
    const url = mp3DataUrl(mp3);
    expect(url.startsWith('data:audio/mpeg;base64,//')).toBe(true);
    expect(new Uint8Array(Buffer.from(url.split(',')[1], 'base64'))).toEqual(mp3);
  });
});
