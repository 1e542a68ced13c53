import { frameLevels } from './vad';

/**
 * Noise reduction before recognition: a Wiener filter with decision-directed SNR estimates (Ephraim and Malah's
 * scheme) over 32 ms frames, the noise spectrum taken from the recording's quietest frames. Steady noise (a fan,
 * traffic hum, a hissing microphone) loses most of its energy while speech keeps its shape, so the recogniser and
 * the voice activity detector see words where they saw noise. Clean recordings are returned as they are.
 */

const FRAME = 512;
const HOP = FRAME / 2;
/** Smoothing of the a-priori SNR between frames: high values avoid the "musical noise" of plain spectral subtraction. */
const DECISION_DIRECTED = 0.98;
/** The gain never falls below this (−20 dB), which keeps a little of the background and avoids artefacts. */
const GAIN_FLOOR = 0.1;
/** Share of the quietest frames whose spectrum is taken as the noise. */
const NOISE_SHARE = 0.1;
/** A recording whose quietest tenth is louder than this (dBFS) has background noise worth removing. */
export const NOISY_FLOOR_DB = -50;

/** In-place iterative radix-2 FFT of `re` + i·`im` (length a power of two). */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    const stepRe = Math.cos(angle);
    const stepIm = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let wRe = 1;
      let wIm = 0;
      for (let k = 0; k < size / 2; k += 1) {
        const a = start + k;
        const b = a + size / 2;
        const tRe = re[b] * wRe - im[b] * wIm;
        const tIm = re[b] * wIm + im[b] * wRe;
        re[b] = re[a] - tRe;
        im[b] = im[a] - tIm;
        re[a] += tRe;
        im[a] += tIm;
        const nextRe = wRe * stepRe - wIm * stepIm;
        wIm = wRe * stepIm + wIm * stepRe;
        wRe = nextRe;
      }
    }
  }
}

function inverseFft(re: Float64Array, im: Float64Array): void {
  for (let i = 0; i < im.length; i += 1) im[i] = -im[i];
  fft(re, im);
  const n = re.length;
  for (let i = 0; i < n; i += 1) {
    re[i] /= n;
    im[i] = -im[i] / n;
  }
}

/** The level (dBFS) of the recording's quietest tenth of 10 ms frames: its background. */
export function noiseFloor(samples: Int16Array): number {
  const levels = frameLevels(samples);
  if (levels.length === 0) return -120;
  const sorted = Float32Array.from(levels).sort();
  return sorted[Math.floor(sorted.length * NOISE_SHARE)];
}

/** The recording with steady background noise reduced; the same samples when the background is already quiet. */
export function denoise(samples: Int16Array): Int16Array {
  if (samples.length < FRAME * 4 || noiseFloor(samples) < NOISY_FLOOR_DB) return samples;
  // A square-root Hann window on analysis and synthesis sums to one at 50 % overlap.
  const window = new Float64Array(FRAME);
  for (let i = 0; i < FRAME; i += 1) window[i] = Math.sqrt(0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));
  const frames = Math.floor((samples.length - FRAME) / HOP) + 1;
  const bins = FRAME / 2 + 1;
  const spectra: { re: Float64Array; im: Float64Array; power: Float64Array }[] = [];
  const energies = new Float64Array(frames);
  for (let t = 0; t < frames; t += 1) {
    const re = new Float64Array(FRAME);
    const im = new Float64Array(FRAME);
    for (let i = 0; i < FRAME; i += 1) re[i] = (samples[t * HOP + i] / 32768) * window[i];
    fft(re, im);
    const power = new Float64Array(bins);
    for (let k = 0; k < bins; k += 1) {
      power[k] = re[k] * re[k] + im[k] * im[k];
      energies[t] += power[k];
    }
    spectra.push({ re, im, power });
  }
  const quiet = Array.from(energies.keys()).sort((a, b) => energies[a] - energies[b]).slice(0, Math.max(1, Math.floor(frames * NOISE_SHARE)));
  const noise = new Float64Array(bins);
  for (const t of quiet) for (let k = 0; k < bins; k += 1) noise[k] += spectra[t].power[k] / quiet.length;
  for (let k = 0; k < bins; k += 1) noise[k] = Math.max(noise[k], 1e-12);

  const output = new Float64Array(samples.length);
  const previous = new Float64Array(bins);
  for (let t = 0; t < frames; t += 1) {
    const { re, im, power } = spectra[t];
    for (let k = 0; k < bins; k += 1) {
      const posterior = power[k] / noise[k];
      const prior = t === 0
        ? Math.max(posterior - 1, 0)
        : DECISION_DIRECTED * (previous[k] / noise[k]) + (1 - DECISION_DIRECTED) * Math.max(posterior - 1, 0);
      const gain = Math.max(GAIN_FLOOR, prior / (1 + prior));
      previous[k] = gain * gain * power[k];
      re[k] *= gain;
      im[k] *= gain;
      // The upper half mirrors the lower one for a real signal.
      if (k > 0 && k < FRAME / 2) {
        re[FRAME - k] = re[k];
        im[FRAME - k] = -im[k];
      }
    }
    inverseFft(re, im);
    for (let i = 0; i < FRAME; i += 1) output[t * HOP + i] += re[i] * window[i];
  }
  const result = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) result[i] = Math.max(-32768, Math.min(32767, Math.round(output[i] * 32768)));
  return result;
}
