import { afterAll, beforeAll, bench, describe } from 'vitest';
import { LIMITS } from '@pte-kit/core';
import { createMp3Encoder, mp3DataUrl, type StreamingMp3Encoder } from '../packages/widgets/src/media/mp3Encoder';

/**
 * Stop → mp3-ready latency of a 60 s recording, the way <pte-recorder> works (the encoder worker has encoded each
 * ~93 ms chunk as the worklet delivered it, so at stop only the last block, lame's flush and the base64 data URL
 * remain) against encoding the whole 60 s at stop, as a recorder that keeps PCM until the end would. Both run the
 * recorder's own encoder module; the figure to meet is ≤ 50 ms.
 */
const SAMPLE_RATE = 44100;
const SECONDS = LIMITS.recorderSeconds;
/** What the capture worklet posts at a time (CAPTURE_PROCESSOR_SOURCE batches 4096 samples). */
const CHUNK = 4096;
const RUNS = { warmupTime: 0, warmupIterations: 1, time: 0, iterations: 5 };
/** Tinybench may run a few more cycles than asked (its warm-up and its minimum sample count): spare encoders. */
const SPARE = 6;

/** 60 s of speech-like sound: voiced harmonics under a syllable-rate envelope with some noise, from a fixed seed. */
function speechLike(): Float32Array {
  const samples = new Float32Array(SAMPLE_RATE * SECONDS);
  let seed = 12345;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / SAMPLE_RATE;
    const pitch = 120 + 30 * Math.sin(2 * Math.PI * 0.7 * t);
    const envelope = Math.max(0, Math.sin(2 * Math.PI * 4 * t)) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 0.23 * t));
    let voiced = 0;
    for (let harmonic = 1; harmonic <= 6; harmonic += 1) voiced += Math.sin(2 * Math.PI * pitch * harmonic * t) / harmonic;
    samples[i] = 0.25 * envelope * voiced + 0.02 * noise();
  }
  return samples;
}

const options = { sampleRate: SAMPLE_RATE, kbps: LIMITS.mp3Kbps, blockSamples: LIMITS.mp3BlockSamples };
let audio: Float32Array;
/** Encoders that have already taken the 60 s chunk by chunk, as during a recording: each bench run stops one. */
const recorded: StreamingMp3Encoder[] = [];
const stopLatency: number[] = [];
const atStopLatency: number[] = [];

beforeAll(() => {
  audio = speechLike();
  for (let run = 0; run < RUNS.warmupIterations + RUNS.iterations + SPARE; run += 1) {
    const encoder = createMp3Encoder(options);
    for (let offset = 0; offset < audio.length; offset += CHUNK) encoder.push(audio.subarray(offset, offset + CHUNK));
    recorded.push(encoder);
  }
}, 180_000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

afterAll(() => {
  if (stopLatency.length === 0 || atStopLatency.length === 0) return;
  const incremental = median(stopLatency);
  const whole = median(atStopLatency);
  console.log(
    `\nRecorder, 60 s at 44.1 kHz → 128 kbps mp3 + data URL, stop → ready (median of ${stopLatency.length} and ${atStopLatency.length} runs):\n`
    + `  encoded while recording (flush at stop): ${incremental.toFixed(1)} ms\n`
    + `  encoded all at stop:                     ${whole.toFixed(1)} ms\n`
    + `  ratio: ${(whole / incremental).toFixed(0)}× faster; goal ≤ 50 ms ${incremental <= 50 ? 'met' : 'NOT met'}\n`,
  );
});

describe('recorder: stop → mp3 ready, 60 s recording', () => {
  bench('encoded while recording: only the flush at stop', () => {
    const encoder = recorded.pop();
    if (!encoder) throw new Error('no pre-recorded encoder left: raise the pool size');
    const started = performance.now();
    const mp3 = encoder.finish();
    mp3DataUrl(mp3);
    stopLatency.push(performance.now() - started);
  }, RUNS);

  bench('baseline: encode all 60 s at stop', () => {
    const started = performance.now();
    const encoder = createMp3Encoder(options);
    encoder.push(audio);
    mp3DataUrl(encoder.finish());
    atStopLatency.push(performance.now() - started);
  }, RUNS);
});
