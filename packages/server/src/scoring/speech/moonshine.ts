import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import llamaTokenizer from 'llama-tokenizer-js';
import ort from 'onnxruntime-node';
import { ScoringUnavailableError } from '../errors';
import { SAMPLE_RATE } from './sphinx';

/**
 * Moonshine *tiny* (Useful Sensors, MIT licence), the open-vocabulary recogniser: what a learner said, word for word.
 * Its quantised ONNX encoder (7.9 MB) and merged decoder (20 MB) ship inside the `@moonshine-ai/moonshine-js` npm
 * package (only the files are used: its own code is for browsers) and run on the CPU with `onnxruntime-node`; its
 * decoder writes tokens of the LLaMA SentencePiece vocabulary, turned into text by `llama-tokenizer-js`. Nothing is
 * downloaded at install or at run time. Pocketsphinx still aligns the words to the audio (timings, GOP).
 */
const MODEL_PATH = join('node_modules', '@moonshine-ai', 'moonshine-js', 'dist', 'model', 'tiny', 'quantized');
const START_TOKEN = 1;
const END_TOKEN = 2;
/** Moonshine tiny's decoder: 6 layers of 8 heads of 36 values (the ONNX file's input shapes). */
const LAYERS = 6;
const HEADS = 8;
const HEAD_SIZE = 36;
/** At most this many tokens per second of audio: fast speech is about 4 (words and their pieces); more is a loop. */
const TOKENS_PER_SECOND = 6;
/** Pieces shorter than this hold no word Moonshine can name (its encoder needs a few frames). */
const MIN_SECONDS = 0.1;

/** Where the model files are: beside this file's package in src/ and in dist/ alike, or MOONSHINE_MODEL_DIR. */
export function moonshineModelDir(): string | null {
  const configured = process.env.MOONSHINE_MODEL_DIR;
  if (configured) return existsSync(join(configured, 'encoder_model.onnx')) ? configured : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, MODEL_PATH);
    if (existsSync(join(candidate, 'encoder_model.onnx'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

interface Sessions {
  encoder: ort.InferenceSession;
  decoder: ort.InferenceSession;
}

/**
 * ONNX Runtime threads per session (MOONSHINE_THREADS). The engine already decodes one piece per core (pool.ts), so
 * each run keeps to one thread: a 40 s Describe Image answer scored in 1.85 s with 1 and 2.07 s with 2
 * (bench/speaking-score.bench.ts, load 2.3–2.5 on 2 cores).
 */
const THREADS = Math.max(1, Number(process.env.MOONSHINE_THREADS) || 1);

let shared: Promise<Sessions> | null = null;

/** The two sessions, loaded once per process or scoring thread, on first use. */
function sessions(): Promise<Sessions> {
  shared ??= (async () => {
    const dir = moonshineModelDir();
    if (!dir) throw new ScoringUnavailableError('The speech recogniser\'s model (@moonshine-ai/moonshine-js) is not installed: run npm run setup.');
    const options: ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: THREADS, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all',
    };
    const [encoder, decoder] = await Promise.all([
      ort.InferenceSession.create(join(dir, 'encoder_model.onnx'), options),
      ort.InferenceSession.create(join(dir, 'decoder_model_merged.onnx'), options),
    ]);
    return { encoder, decoder };
  })();
  shared.catch(() => {
    shared = null;
  });
  return shared;
}

/** Loads the model now rather than on the first recording. */
export async function warmUpMoonshine(): Promise<void> {
  await sessions();
}

const empty = () => new ort.Tensor('float32', new Float32Array(0), [1, HEADS, 0, HEAD_SIZE]);

function argmax(logits: Float32Array, from: number, size: number): number {
  let best = 0;
  let bestValue = -Infinity;
  for (let k = 0; k < size; k += 1) {
    const value = logits[from + k];
    if (value > bestValue) {
      bestValue = value;
      best = k;
    }
  }
  return best;
}

/** The token ids Moonshine reads from 16 kHz samples, greedily (the most likely next token each step), without the start token. */
export async function moonshineTokens(samples: Int16Array): Promise<number[]> {
  const seconds = samples.length / SAMPLE_RATE;
  if (seconds < MIN_SECONDS) return [];
  const { encoder, decoder } = await sessions();
  const audio = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) audio[index] = samples[index] / 32768;
  const encoded = await encoder.run({ input_values: new ort.Tensor('float32', audio, [1, audio.length]) });
  const hidden = encoded.last_hidden_state;
  const maxTokens = Math.ceil(seconds * TOKENS_PER_SECOND);
  const past: Record<string, ort.Tensor> = {};
  for (let layer = 0; layer < LAYERS; layer += 1) {
    for (const part of ['decoder', 'encoder']) for (const kind of ['key', 'value']) past[`past_key_values.${layer}.${part}.${kind}`] = empty();
  }
  const tokens: number[] = [];
  let next = START_TOKEN;
  try {
    for (let step = 0; step < maxTokens; step += 1) {
      const output = await decoder.run({
        input_ids: new ort.Tensor('int64', BigInt64Array.from([BigInt(next)]), [1, 1]),
        encoder_hidden_states: hidden,
        use_cache_branch: new ort.Tensor('bool', [step > 0], [1]),
        ...past,
      });
      const logits = output.logits;
      const vocabulary = logits.dims[logits.dims.length - 1];
      next = argmax(logits.data as Float32Array, logits.data.length - vocabulary, vocabulary);
      // The decoder's own keys and values grow each step; the encoder's are computed on the first step and kept.
      for (let layer = 0; layer < LAYERS; layer += 1) {
        for (const kind of ['key', 'value']) {
          past[`past_key_values.${layer}.decoder.${kind}`] = output[`present.${layer}.decoder.${kind}`];
          if (step === 0) past[`past_key_values.${layer}.encoder.${kind}`] = output[`present.${layer}.encoder.${kind}`];
        }
      }
      if (next === END_TOKEN) break;
      tokens.push(next);
    }
  } finally {
    hidden.dispose?.();
  }
  return tokens;
}

/** What Moonshine heard in 16 kHz samples (one piece, up to ~20 s): text as it writes it, with case and punctuation. */
export async function moonshineTranscribe(samples: Int16Array): Promise<string> {
  const tokens = await moonshineTokens(samples);
  return tokens.length === 0 ? '' : llamaTokenizer.decode(tokens, false, false).trim();
}
