import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { rmSync, writeFileSync } from 'node:fs';
import { PHONES } from './dictionary';
import { DEFAULT_SEARCH, SphinxDecoder, modelFiles, type ModelFiles } from './sphinx';

/**
 * Acoustic front end shared by both decoders: scores computed on every other frame (`-ds 2`) from the
 * two best Gaussians (`-topn 2`). Measured here on a 30 s answer: recognition 4.0 s → 1.7 s with the
 * word error rate unchanged (0.16 on festival speech), and forced-alignment GOP separates swapped words
 * as well as at full rate. Cepstral means from the whole recording (`-cmn batch`) instead of the running
 * estimate Sphinx carries from one utterance to the next, so a score never depends on the recordings
 * decoded before it (with `live`, one reading scored 94, 92, 97 and 96 on its first word in four runs).
 */
const frontEnd = (model: ModelFiles) => ({
  '-hmm': model.acousticModel, '-dict': model.dictionary, '-ds': '2', '-topn': '2', '-cmn': 'batch', ...(model.mllr && model.mllrEverywhere ? { '-mllr': model.mllr } : {}),
});

/**
 * Free recognition (open tasks, transcription): one pass, no lattice rescoring, at most 3000 HMMs a frame. The MLLR
 * transform (off by default) here with SPEECH_ADAPTATION=on, on every decoder with =all (see sphinx.ts).
 */
const recogniserOptions = (model: ModelFiles) => ({
  ...frontEnd(model), '-lm': model.languageModel, '-fwdflat': 'no', '-bestpath': 'no', '-maxhmmpf': '3000', '-wbeam': '1e-20',
  ...(model.mllr ? { '-mllr': model.mllr } : {}),
});

/**
 * Grammars and the phone loop: beams wide enough that a grammar holding the whole text never loses
 * the path (the default beams lose it on 30 s of speech), CI phones for the loop.
 */
export const GRAMMAR_LANGUAGE_WEIGHT = 6.5;
const alignerOptions = (model: ModelFiles) => ({
  ...frontEnd(model), '-allphone': model.phoneLanguageModel, '-allphone_ci': 'yes', '-beam': '1e-80', '-pbeam': '1e-80', '-wbeam': '1e-60', '-lw': String(GRAMMAR_LANGUAGE_WEIGHT),
});

/** The recogniser's default search is the language model, the aligner's the phone loop; the grammar is added per job. */
export const SEARCH = { words: DEFAULT_SEARCH, phones: DEFAULT_SEARCH, grammar: 'grammar' } as const;

/** A filler word for speech the grammar does not expect: Sphinx's spoken-noise model. */
export const GARBAGE_WORD = 'garbage_';

/** Each phone as a one-phone word, so a grammar can align a word phone by phone (syllable scores). */
export const phoneWord = (phone: string) => `ph_${phone.toLowerCase()}`;

/** One core's worth of decoders, used by one job at a time. */
export interface Slot {
  recogniser(): Promise<SphinxDecoder>;
  aligner(): Promise<SphinxDecoder>;
  /** Adds words (with their phones) the aligner's dictionary does not have yet. */
  addWords(words: Map<string, string>): Promise<void>;
  /** Replaces the grammar search with an FSG text. */
  setGrammar(fsg: string): Promise<void>;
}

let poolCount = 0;

function createSlot(index: number, poolId: number, model: ModelFiles): Slot & { free(): void } {
  let recogniser: Promise<SphinxDecoder> | null = null;
  let aligner: Promise<SphinxDecoder> | null = null;
  const added = new Set<string>();
  const grammarFile = join(tmpdir(), `pte-speech-${process.pid}-${poolId}-${index}.fsg`);
  const slot = {
    recogniser() {
      recogniser ??= SphinxDecoder.open(recogniserOptions(model));
      recogniser.catch(() => {
        recogniser = null;
      });
      return recogniser;
    },
    aligner() {
      aligner ??= SphinxDecoder.open(alignerOptions(model)).then((decoder) => {
        decoder.addWords([[GARBAGE_WORD, '+SPN+'], ...PHONES.map((phone): [string, string] => [phoneWord(phone), phone])]);
        return decoder;
      });
      aligner.catch(() => {
        aligner = null;
      });
      return aligner;
    },
    async addWords(words: Map<string, string>) {
      const decoder = await slot.aligner();
      const missing = [...words].filter(([word]) => !added.has(word));
      if (missing.length === 0) return;
      decoder.addWords(missing);
      for (const [word] of missing) added.add(word);
    },
    async setGrammar(fsg: string) {
      const decoder = await slot.aligner();
      // Sphinx reads FSGs from files only; the file is this slot's own and reused for every job.
      writeFileSync(grammarFile, fsg);
      decoder.setFsgFile(SEARCH.grammar, grammarFile, GRAMMAR_LANGUAGE_WEIGHT);
    },
    free() {
      void recogniser?.then((decoder) => decoder.free(), () => undefined);
      void aligner?.then((decoder) => decoder.free(), () => undefined);
      rmSync(grammarFile, { force: true });
    },
  };
  return slot;
}

/**
 * Warm decoders, one slot per core (at most `size`), and a queue of jobs: a job holds a slot for its
 * whole duration, so a decoder never runs two calls at once. `close()` waits for running jobs before
 * freeing the native decoders.
 */
export function createDecoderPool(size = Math.min(2, availableParallelism()), model: ModelFiles = modelFiles()) {
  poolCount += 1;
  const slots = Array.from({ length: Math.max(1, size) }, (_, index) => createSlot(index, poolCount, model));
  const idle = [...slots];
  const waiting: ((slot: Slot & { free(): void }) => void)[] = [];
  const running = new Set<Promise<unknown>>();
  let closed = false;

  const acquire = () => new Promise<Slot & { free(): void }>((resolve) => {
    const slot = idle.pop();
    if (slot) resolve(slot);
    else waiting.push(resolve);
  });
  const release = (slot: Slot & { free(): void }) => {
    const next = waiting.shift();
    if (next) next(slot);
    else idle.push(slot);
  };

  return {
    size: slots.length,
    /** Runs `job` on the next free slot. */
    async run<T>(job: (slot: Slot) => Promise<T>): Promise<T> {
      if (closed) throw new Error('The speech engine has been closed.');
      // Tracked from the moment it queues, so close() also waits for jobs that have not started yet.
      const result = (async () => {
        const slot = await acquire();
        try {
          return await job(slot);
        } finally {
          release(slot);
        }
      })();
      running.add(result);
      void result.finally(() => running.delete(result)).catch(() => undefined);
      return result;
    },
    /** Loads every slot's models now rather than on the first request (the language-model recogniser only if it is used). */
    async warmUp({ recogniser = true }: { recogniser?: boolean } = {}): Promise<void> {
      await Promise.all(slots.map(async (slot) => Promise.all([recogniser ? slot.recogniser() : null, slot.aligner()])));
    },
    async close(): Promise<void> {
      closed = true;
      while (running.size > 0) await Promise.allSettled([...running]);
      for (const slot of slots) slot.free();
    },
  };
}

export type DecoderPool = ReturnType<typeof createDecoderPool>;
