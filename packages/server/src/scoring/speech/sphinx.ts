import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import koffi from 'koffi';
import { ScoringUnavailableError } from '../errors';

/**
 * CMU Sphinx (Debian `libpocketsphinx3`, 5prealpha C API) through koffi: the package ships no headers
 * and the npm `pocketsphinx` packages do not build, so the few functions the engine needs are declared
 * here. Decoding runs through koffi's async calls, which execute on worker threads: a 40 s recording
 * never blocks the event loop. One decoder must only ever run one call at a time (the pool sees to it).
 */

/** The US English model of `pocketsphinx-en-us`; the server's POCKETSPHINX_MODEL points elsewhere (another install prefix). */
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** The MLLR transform of the US English model made by scripts/adapt-acoustic.mjs (docs/scoring.md, "Recognition across voices"). */
export const ADAPTATION_FILE_NAME = 'en-us-voices.mllr';

/**
 * The acoustic adaptation (`-mllr`), or null. Off unless SPEECH_ADAPTATION is `on` (the recogniser loads it) or `all`
 * (the aligner and phone loop too). Measured over the offline voices (docs/scoring.md, "Recognition across voices"):
 * on the recogniser it raised the word error rate overall (66.2 → 68.1 % at 1×) and changed no Read Aloud score; on
 * every decoder it raised espeak-ng's Read Aloud scores (5–10 → 12–14/15) but cost a noisy reading a content point and
 * festival's reading a pronunciation point, so it is kept for the bench and for trials. The committed transform sits
 * beside the server package (packages/server/models/), found from this file in src/ and in dist/ alike; read whenever
 * a model's files are listed, so a bench can compare settings in one process. Made for `pocketsphinx-en-us` only.
 */
export function adaptationFile(setting = process.env.SPEECH_ADAPTATION): string | null {
  if (setting !== 'on' && setting !== 'all') return null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'models', ADAPTATION_FILE_NAME);
    if (existsSync(file)) return file;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The files of a model directory laid out as `pocketsphinx-en-us` lays it out, and the adaptation transform if any. */
export function modelFiles(dir = DEFAULT_MODEL_DIR) {
  return {
    acousticModel: `${dir}/en-us`,
    languageModel: `${dir}/en-us.lm.bin`,
    phoneLanguageModel: `${dir}/en-us-phone.lm.bin`,
    dictionary: `${dir}/cmudict-en-us.dict`,
    mllr: adaptationFile(),
    /** The transform also on the aligner and phone loop (SPEECH_ADAPTATION=all), not only on the recogniser. */
    mllrEverywhere: process.env.SPEECH_ADAPTATION === 'all',
  };
}

export type ModelFiles = ReturnType<typeof modelFiles>;

/** Sphinx computes features every 10 ms (`-frate 100`). */
export const FRAMES_PER_SECOND = 100;
export const SAMPLE_RATE = 16_000;


/** A word (or phone, filler, silence) the decoder placed in time, with its acoustic score. */
export interface Segment {
  word: string;
  /** First and last 10 ms frame, inclusive. */
  startFrame: number;
  endFrame: number;
  /** Acoustic log-likelihood of the segment (base 1.0001, frame-normalised by the decoder). */
  acousticScore: number;
}

export interface Hypothesis {
  /** The words of the best path, fillers and silences left out. */
  text: string;
  segments: Segment[];
}

type Pointer = unknown;
type Callback<T> = (error: unknown, result: T) => void;
interface AsyncFunction<A extends unknown[], R> {
  (...args: A): R;
  async(...args: [...A, Callback<R>]): void;
}

interface Native {
  psArgs: AsyncFunction<[], Pointer>;
  parseConfig: AsyncFunction<[Pointer, Pointer, number, string[], number], Pointer>;
  freeConfig: AsyncFunction<[Pointer], number>;
  init: AsyncFunction<[Pointer], Pointer>;
  free: AsyncFunction<[Pointer], number>;
  addWord: AsyncFunction<[Pointer, string, string, number], number>;
  readFsg: AsyncFunction<[string, Pointer, number], Pointer>;
  setFsg: AsyncFunction<[Pointer, string, Pointer], number>;
  freeFsg: AsyncFunction<[Pointer], number>;
  logmath: AsyncFunction<[Pointer], Pointer>;
  setSearch: AsyncFunction<[Pointer, string], number>;
  startStream: AsyncFunction<[Pointer], number>;
  startUtt: AsyncFunction<[Pointer], number>;
  processRaw: AsyncFunction<[Pointer, Int16Array, number, number, number], number>;
  endUtt: AsyncFunction<[Pointer], number>;
  getHyp: AsyncFunction<[Pointer, number[]], string | null>;
  segIter: AsyncFunction<[Pointer], Pointer>;
  segNext: AsyncFunction<[Pointer], Pointer>;
  segWord: AsyncFunction<[Pointer], string>;
  segFrames: AsyncFunction<[Pointer, number[], number[]], void>;
  segProb: AsyncFunction<[Pointer, number[], number[], number[]], number>;
}

let native: Native | null = null;

function bind(): Native {
  if (native) return native;
  let base: koffi.IKoffiLib;
  let sphinx: koffi.IKoffiLib;
  try {
    base = koffi.load('libsphinxbase.so.3');
    sphinx = koffi.load('libpocketsphinx.so.3');
  } catch (error) {
    // The server lacks a package, nothing is wrong with the learner's answer.
    throw new ScoringUnavailableError(`Speech scoring is unavailable on this server: CMU Sphinx is not installed (apt-get install libpocketsphinx3 pocketsphinx-en-us). ${(error as Error).message}`);
  }
  for (const name of ['cmd_ln_t', 'arg_t', 'ps_decoder_t', 'ps_seg_t', 'fsg_model_t', 'logmath_t']) koffi.opaque(name);
  const fn = <A extends unknown[], R>(library: koffi.IKoffiLib, declaration: string) => library.func(declaration) as unknown as AsyncFunction<A, R>;
  // Logging off for the whole library, once. Never `-logfn`: every ps_init given one closes the log file the
  // decoders already running write to (err_set_logfile), and the next line they log crashes the process.
  fn<[null], void>(base, 'void err_set_logfp(void *stream)')(null);
  native = {
    psArgs: fn(sphinx, 'const arg_t *ps_args(void)'),
    parseConfig: fn(base, 'cmd_ln_t *cmd_ln_parse_r(cmd_ln_t *inout, const arg_t *defn, int32_t argc, const char **argv, int32_t strict)'),
    freeConfig: fn(base, 'int cmd_ln_free_r(cmd_ln_t *config)'),
    init: fn(sphinx, 'ps_decoder_t *ps_init(cmd_ln_t *config)'),
    free: fn(sphinx, 'int ps_free(ps_decoder_t *ps)'),
    addWord: fn(sphinx, 'int ps_add_word(ps_decoder_t *ps, const char *word, const char *phones, int update)'),
    readFsg: fn(base, 'fsg_model_t *fsg_model_readfile(const char *file, logmath_t *lmath, float lw)'),
    setFsg: fn(sphinx, 'int ps_set_fsg(ps_decoder_t *ps, const char *name, fsg_model_t *fsg)'),
    freeFsg: fn(base, 'int fsg_model_free(fsg_model_t *fsg)'),
    logmath: fn(sphinx, 'logmath_t *ps_get_logmath(ps_decoder_t *ps)'),
    setSearch: fn(sphinx, 'int ps_set_search(ps_decoder_t *ps, const char *name)'),
    startStream: fn(sphinx, 'int ps_start_stream(ps_decoder_t *ps)'),
    startUtt: fn(sphinx, 'int ps_start_utt(ps_decoder_t *ps)'),
    processRaw: fn(sphinx, 'int ps_process_raw(ps_decoder_t *ps, const int16_t *data, size_t samples, int no_search, int full_utt)'),
    endUtt: fn(sphinx, 'int ps_end_utt(ps_decoder_t *ps)'),
    getHyp: fn(sphinx, 'const char *ps_get_hyp(ps_decoder_t *ps, _Out_ int32_t *score)'),
    segIter: fn(sphinx, 'ps_seg_t *ps_seg_iter(ps_decoder_t *ps)'),
    segNext: fn(sphinx, 'ps_seg_t *ps_seg_next(ps_seg_t *seg)'),
    segWord: fn(sphinx, 'const char *ps_seg_word(ps_seg_t *seg)'),
    segFrames: fn(sphinx, 'void ps_seg_frames(ps_seg_t *seg, _Out_ int *start, _Out_ int *end)'),
    segProb: fn(sphinx, 'int32_t ps_seg_prob(ps_seg_t *seg, _Out_ int32_t *acoustic, _Out_ int32_t *language, _Out_ int32_t *backoff)'),
  };
  return native;
}

/** Runs a native call on koffi's worker threads. */
function off<A extends unknown[], R>(call: AsyncFunction<A, R>, ...args: A): Promise<R> {
  return new Promise((resolve, reject) => call.async(...args, (error: unknown, result: R) => (error ? reject(error) : resolve(result))));
}

/** The search ps_init builds from `-lm` or `-allphone`; grammars are added under their own names. */
export const DEFAULT_SEARCH = '_default';

/**
 * One pocketsphinx decoder and the searches added to it (its default language model or phone loop,
 * grammars). Create it with `SphinxDecoder.open`; `free()` releases the native decoder and its configuration.
 */
export class SphinxDecoder {
  #decoder: Pointer | null;
  #config: Pointer;
  readonly #lib: Native;

  private constructor(lib: Native, config: Pointer, decoder: Pointer) {
    this.#lib = lib;
    this.#config = config;
    this.#decoder = decoder;
  }

  /**
   * Parses `-flag value` options against pocketsphinx's argument table and loads the models, language
   * model (`-lm`) or phone loop (`-allphone`) included: 0.3–1 s, off the event loop.
   */
  static async open(options: Record<string, string>): Promise<SphinxDecoder> {
    const lib = bind();
    const argv = Object.entries(options).flat();
    const config = lib.parseConfig(null, lib.psArgs(), argv.length, argv, 1);
    if (!config) throw new Error(`CMU Sphinx rejected its options: ${argv.join(' ')}`);
    const decoder = await off(lib.init, config);
    if (!decoder) {
      lib.freeConfig(config);
      throw new Error(`CMU Sphinx could not load its models from ${options['-hmm'] ?? DEFAULT_MODEL_DIR}.`);
    }
    return new SphinxDecoder(lib, config, decoder);
  }

  get #ps(): Pointer {
    if (!this.#decoder) throw new Error('The speech decoder has been closed.');
    return this.#decoder;
  }

  /**
   * Adds words with their ARPAbet phones ("HH AH L OW") to this decoder's dictionary. The searches
   * are rebuilt once, after the last word, rather than after each.
   */
  addWords(words: [word: string, phones: string][]): void {
    words.forEach(([word, phones], index) => {
      if (this.#lib.addWord(this.#ps, word, phones, index === words.length - 1 ? 1 : 0) < 0) {
        throw new Error(`CMU Sphinx could not add "${word}" /${phones}/.`);
      }
    });
  }

  /** Adds (or replaces) a finite-state grammar search from a file in Sphinx's FSG text format. */
  setFsgFile(name: string, file: string, languageWeight: number): void {
    const fsg = this.#lib.readFsg(file, this.#lib.logmath(this.#ps), languageWeight);
    if (!fsg) throw new Error(`CMU Sphinx could not read the grammar "${name}".`);
    try {
      if (this.#lib.setFsg(this.#ps, name, fsg) < 0) throw new Error(`CMU Sphinx could not compile the grammar "${name}".`);
    } finally {
      // ps_set_fsg keeps its own reference.
      this.#lib.freeFsg(fsg);
    }
  }

  /**
   * Decodes 16 kHz mono samples as one utterance with the named search; processing and the end of the
   * utterance (where the best path is traced back) run off the event loop. Returns the hypothesis
   * (words only) and every segment of the best path, fillers and silences included.
   */
  async decode(search: string, samples: Int16Array): Promise<Hypothesis> {
    const lib = this.#lib;
    const ps = this.#ps;
    if (lib.setSearch(ps, search) < 0) throw new Error(`The speech decoder has no search "${search}".`);
    // Every recording is a stream of its own: the front end's noise estimate starts afresh, so what was decoded
    // before (another learner's recording, or this one the last time) cannot change this score.
    if (lib.startStream(ps) < 0 || lib.startUtt(ps) < 0) throw new Error('The speech decoder could not start an utterance.');
    try {
      if ((await off(lib.processRaw, ps, samples, samples.length, 0, 1)) < 0) throw new Error('The speech decoder could not process the audio.');
    } finally {
      await off(lib.endUtt, ps);
    }
    const text = lib.getHyp(ps, [0]) ?? '';
    const segments: Segment[] = [];
    let segment = lib.segIter(ps);
    while (segment) {
      const start = [0];
      const end = [0];
      const acoustic = [0];
      lib.segFrames(segment, start, end);
      lib.segProb(segment, acoustic, [0], [0]);
      segments.push({ word: lib.segWord(segment), startFrame: start[0], endFrame: end[0], acousticScore: acoustic[0] });
      // ps_seg_next frees the iterator when it returns NULL; the loop always runs to the end.
      segment = lib.segNext(segment);
    }
    return { text, segments };
  }

  /** Releases the native decoder and configuration; the object is unusable afterwards. */
  free(): void {
    if (!this.#decoder) return;
    this.#lib.free(this.#decoder);
    this.#lib.freeConfig(this.#config);
    this.#decoder = null;
  }
}
