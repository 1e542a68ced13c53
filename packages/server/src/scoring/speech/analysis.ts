import { denoise } from './denoise';
import { decodeAudio } from './audio';
import { guessPronunciations, type PronouncingDictionary } from './dictionary';
import { moonshineTranscribe } from './moonshine';
import { goodness, type PhoneLoop } from './gop';
import { HESITATIONS, alignmentGrammar, readAlignment, type Alignment, type GrammarItem } from './grammar';
import { SEARCH, type DecoderPool, type Slot } from './pool';
import { FRAMES_PER_SECOND, SAMPLE_RATE, type Hypothesis, type Segment } from './sphinx';
import { spokenWords } from './text';
import { detectSpeech, splitAtSilences, type Activity, type Chunk } from './vad';

const SAMPLES_PER_FRAME = SAMPLE_RATE / FRAMES_PER_SECOND;
/** Less speech than this (after smoothing) is nothing heard: a cough, a click. */
const MIN_SPEECH_SECONDS = 0.25;
/** Pieces of about this length are decoded in parallel (fewer when the recording has few pauses). */
const CHUNK_SECONDS = 10;
/** Unknown speech shorter than this is a breath or a click; up to the next, a false start; longer, worth naming. */
export const MIN_FALSE_START_FRAMES = 15;
const MIN_NAMED_GARBAGE_FRAMES = 25;

/** A decoded recording and where its speech is. */
export interface Recording {
  samples: Int16Array;
  activity: Activity;
  durationSeconds: number;
  /** Seconds before the first speech. */
  startDelay: number;
  hasSpeech: boolean;
}

/**
 * Decodes and denoises a recording and finds its speech. `decoded` is the same recording already decoded to 16 kHz
 * samples (the submit route decodes it to check it): it is used as it is rather than decoded a second time.
 */
export async function readRecording(audio: Buffer, maxSeconds?: number, decoded?: Int16Array): Promise<Recording> {
  // Background noise is reduced before anything listens: voice activity, recognition and alignment all hear the same.
  const samples = denoise(decoded ?? await decodeAudio(audio, maxSeconds));
  const activity = detectSpeech(samples);
  return {
    samples,
    activity,
    durationSeconds: samples.length / SAMPLE_RATE,
    startDelay: activity.first < 0 ? samples.length / SAMPLE_RATE : activity.first / FRAMES_PER_SECOND,
    hasSpeech: activity.speechFrames / FRAMES_PER_SECOND >= MIN_SPEECH_SECONDS,
  };
}

/** Pieces to decode in parallel: about one per 10 s, and at least one per slot once there is enough to share. */
export function chunksOf(recording: Recording, slots: number): Chunk[] {
  const seconds = recording.durationSeconds;
  // A whole number of pieces per slot, so the slots finish together.
  const parts = seconds <= 8 ? 1 : slots * Math.min(4, Math.max(1, Math.round(seconds / (CHUNK_SECONDS * slots))));
  return splitAtSilences(recording.activity, recording.samples.length, parts);
}

const shift = (segments: Segment[], frames: number) => segments.map((segment) => ({
  ...segment, startFrame: segment.startFrame + frames, endFrame: segment.endFrame + frames,
}));
const slice = (samples: Int16Array, chunk: Chunk) => samples.subarray(chunk.start, chunk.end);

/**
 * Runs `job` on every piece through the pool, longest piece first, and answers in the pieces' order. Pauses fall where
 * the speaker left them, so pieces differ in length (9.0, 14.6, 6.7 and 10.5 s of one 40 s answer); queued in time
 * order the two slots got 15.7 and 25.1 s of audio, and the answer waited for the longer. Longest first, each slot
 * takes the next piece when it is free: 21.3 and 19.5 s.
 */
export function eachPiece<T>(pool: DecoderPool, chunks: Chunk[], job: (slot: Slot, chunk: Chunk) => Promise<T>): Promise<T[]> {
  const longestFirst = chunks.map((chunk, index) => ({ chunk, index })).sort((a, b) => (b.chunk.end - b.chunk.start) - (a.chunk.end - a.chunk.start));
  const results = new Array<Promise<T>>(chunks.length);
  for (const { chunk, index } of longestFirst) results[index] = pool.run((slot) => job(slot, chunk));
  return Promise.all(results);
}

function shiftAlignment(alignment: Alignment, frames: number): Alignment {
  return {
    items: alignment.items.map((segments) => (segments ? shift(segments, frames) : null)),
    hesitations: shift(alignment.hesitations, frames),
    garbage: shift(alignment.garbage, frames),
  };
}

async function loopOn(slot: Slot, samples: Int16Array): Promise<Segment[]> {
  const aligner = await slot.aligner();
  return (await aligner.decode(SEARCH.phones, samples)).segments;
}

/** The free phone loop over the whole recording, decoded in pieces on every slot. */
export async function phoneLoop(pool: DecoderPool, samples: Int16Array, chunks: Chunk[]): Promise<PhoneLoop> {
  const pieces = await eachPiece(pool, chunks, async (slot, chunk) => shift(await loopOn(slot, slice(samples, chunk)), chunk.start / SAMPLES_PER_FRAME));
  return { segments: pieces.flat() };
}

const isWord = (word: string) => !/^(<s>|<\/s>|<sil>|\(NULL\)|\[.*\]|\+.*\+)$/.test(word);
const baseWord = (word: string) => word.replace(/\(\d+\)$/, '');

/** What Pocketsphinx heard: its hypothesis, and the word segments (fillers and silences dropped, variant markers removed). */
async function recogniseOn(slot: Slot, samples: Int16Array): Promise<Hypothesis> {
  const recogniser = await slot.recogniser();
  const { text, segments } = await recogniser.decode(SEARCH.words, samples);
  return { text, segments: segments.filter((segment) => isWord(segment.word)).map((segment) => ({ ...segment, word: baseWord(segment.word) })) };
}

/**
 * Which recogniser writes down what was said with an open vocabulary: Moonshine (moonshine.ts, the default) or
 * Pocketsphinx's language-model search (SPEECH_RECOGNISER=sphinx, kept for comparison: bench/speech-wer.ts).
 * Pocketsphinx aligns either's words to the audio.
 */
export type OpenRecogniser = 'moonshine' | 'sphinx';

/** How free speech is heard: the recogniser, and the dictionary its words are aligned with. */
export interface Listening {
  recogniser: OpenRecogniser;
  dictionary(): Promise<PronouncingDictionary>;
}

/** Moonshine's words of a piece, as the engine writes words: lower case, no punctuation, numbers in words. */
async function moonshineWords(samples: Int16Array): Promise<string[]> {
  return spokenWords(await moonshineTranscribe(samples)).filter((word) => /\p{L}/u.test(word));
}

/** One piece's open-vocabulary words: Pocketsphinx's with their segments, or Moonshine's (segments from alignment). */
async function wordsOn(slot: Slot, samples: Int16Array, listening: Listening): Promise<{ words: string[]; segments: Segment[] | null }> {
  if (listening.recogniser === 'sphinx') {
    const { segments } = await recogniseOn(slot, samples);
    return { words: segments.map((segment) => segment.word), segments };
  }
  return { words: await moonshineWords(samples), segments: null };
}

/**
 * Aligns words heard in a piece back to it, each word or one of `alternatives(word)`: the alignment has an item per
 * word (null where the word has no pronunciation or was not found in the sound), and the word each item chose.
 */
async function alignHeard(slot: Slot, samples: Int16Array, heard: string[], listening: Listening, alternatives: (word: string) => string[]): Promise<{ words: string[]; alignment: Alignment }> {
  const dictionary = await listening.dictionary();
  const { items, newWords } = await grammarItems(dictionary, heard.map((word) => [[word], ...alternatives(word).map((other) => [other])]));
  const usable = items.flatMap((item, index) => (item ? [{ item, index }] : []));
  await slot.addWords(newWords);
  const aligned = usable.length > 0 ? await alignOn(slot, samples, usable.map((entry) => entry.item)) : { items: [], hesitations: [], garbage: [] };
  const byWord: (Segment[] | null)[] = heard.map(() => null);
  usable.forEach((entry, k) => {
    byWord[entry.index] = aligned.items[k] ?? null;
  });
  return { words: heard.map((word, index) => byWord[index]?.[0]?.word ?? word), alignment: { ...aligned, items: byWord } };
}

async function alignOn(slot: Slot, samples: Int16Array, items: GrammarItem[]): Promise<Alignment> {
  await slot.setGrammar(alignmentGrammar(items));
  const aligner = await slot.aligner();
  const { segments } = await aligner.decode(SEARCH.grammar, samples);
  return readAlignment(items, segments);
}

/**
 * What a known text's words are made of for the grammar: dictionary words, plus pronunciations
 * guessed for the ones the dictionary lacks. A reading nobody could pronounce is dropped; an item
 * with no reading left is null (not expected, not scored).
 */
export async function grammarItems(dictionary: PronouncingDictionary, says: string[][][]): Promise<{ items: (GrammarItem | null)[]; newWords: Map<string, string> }> {
  const unknown = [...new Set(says.flat(2).filter((word) => !dictionary.lookup(word)))];
  const guessed = await guessPronunciations(unknown);
  const newWords = new Map([...guessed].map(([word, phones]) => [word, phones.join(' ')]));
  const sayable = (word: string) => dictionary.lookup(word) !== undefined || newWords.has(word);
  const items = says.map((readings) => {
    const usable = readings.filter((reading) => reading.length > 0 && reading.every(sayable));
    return usable.length > 0 ? { says: usable } : null;
  });
  return { items, newWords };
}

/** A word the recogniser named in speech the grammar did not expect. */
export interface ExtraWord {
  word: string;
  startFrame: number;
  endFrame: number;
}

/**
 * Aligns a recording to a known text on one slot, then names the unexpected stretches of speech
 * (inserted or replacing words) with the open-vocabulary recogniser, which is cheap on a second or two of audio.
 * Moonshine gives no times: the words it names share their stretch evenly.
 */
export async function alignKnownText(pool: DecoderPool, samples: Int16Array, items: GrammarItem[], newWords: Map<string, string>, listening: Listening) {
  return pool.run(async (slot) => {
    await slot.addWords(newWords);
    const alignment = await alignOn(slot, samples, items);
    const extras: ExtraWord[] = [];
    let unnamed = 0;
    for (const stretch of alignment.garbage) {
      const frames = stretch.endFrame - stretch.startFrame + 1;
      if (frames < MIN_NAMED_GARBAGE_FRAMES) {
        if (frames >= MIN_FALSE_START_FRAMES) unnamed += 1;
        continue;
      }
      const start = Math.max(0, (stretch.startFrame - 10) * SAMPLES_PER_FRAME);
      const clip = samples.subarray(start, Math.min(samples.length, (stretch.endFrame + 10) * SAMPLES_PER_FRAME));
      let named: ExtraWord[];
      if (listening.recogniser === 'sphinx') {
        const offset = start / SAMPLES_PER_FRAME;
        named = (await recogniseOn(slot, clip)).segments.map((word) => ({ word: word.word, startFrame: word.startFrame + offset, endFrame: word.endFrame + offset }));
      } else {
        const words = (await moonshineWords(clip)).filter((word) => !HESITATIONS.has(word));
        const share = frames / Math.max(1, words.length);
        named = words.map((word, index) => ({
          word, startFrame: Math.round(stretch.startFrame + index * share), endFrame: Math.round(stretch.startFrame + (index + 1) * share) - 1,
        }));
      }
      if (named.length === 0) unnamed += 1;
      extras.push(...named);
    }
    return { alignment, extras, unnamed };
  });
}

/** One piece of free speech: what the recogniser heard, aligned back for timing and GOP, and its phone loop. */
export interface OpenPiece {
  words: string[];
  alignment: Alignment;
  loop: Segment[];
}

/**
 * Recognises free speech piece by piece on every slot; each piece is then aligned to its own
 * hypothesis, where each recognised word may be swapped for one of `alternatives(word)` if the
 * acoustics prefer it. The piece's words are the ones the alignment chose.
 */
export async function recogniseAndAlign(pool: DecoderPool, samples: Int16Array, chunks: Chunk[], listening: Listening, alternatives: (word: string) => string[] = () => [], lone = false): Promise<OpenPiece[]> {
  return eachPiece(pool, chunks, async (slot, chunk): Promise<OpenPiece> => {
    const piece = slice(samples, chunk);
    const offset = chunk.start / SAMPLES_PER_FRAME;
    // `lone`: a word or two said alone (an answer to a short question), heard as loneWordsOn hears it.
    const { words: heard } = lone && listening.recogniser === 'moonshine' ? await loneWordsOn(slot, piece, listening) : await wordsOn(slot, piece, listening);
    const loop = shift(await loopOn(slot, piece), offset);
    if (heard.length === 0) return { words: [], alignment: { items: [], hesitations: [], garbage: [] }, loop };
    const { words, alignment } = await alignHeard(slot, piece, heard, listening, alternatives);
    return { words, alignment: shiftAlignment(alignment, offset), loop };
  });
}

/**
 * Per word of a hypothesis, in GOP units per frame, taken off its fit when two hypotheses of a lone word compete: more,
 * shorter words fit any sound more closely ("how does send the cents" fitted "photosynthesis" better than the word).
 */
const HYPOTHESIS_WORD_COST = 1.5;

/**
 * Moonshine's words, or Pocketsphinx's when they fit the sound clearly better: for a word or two said alone, where
 * Moonshine (a model of sentences) misheard festival's "community" as "come here mitchy" and "thermometer" as "their
 * mamma chair", which Pocketsphinx's language model heard right. Each hypothesis is aligned and scored by its words'
 * mean goodness of pronunciation less HYPOTHESIS_WORD_COST a word (measured on eight lone words and phrases: the right
 * one kept in all eight). When Moonshine hears nothing, nothing was said.
 */
async function loneWordsOn(slot: Slot, samples: Int16Array, listening: Listening): Promise<{ words: string[]; alignment: Alignment }> {
  const heard = await moonshineWords(samples);
  const aligned = heard.length > 0 ? await alignHeard(slot, samples, heard, listening, () => []) : { words: heard, alignment: { items: [], hesitations: [], garbage: [] } };
  if (heard.length === 0) return aligned;
  const other = (await recogniseOn(slot, samples)).segments.map((segment) => segment.word).filter((word) => !HESITATIONS.has(word));
  if (other.length === 0 || other.join(' ') === heard.join(' ')) return aligned;
  const loop: PhoneLoop = { segments: await loopOn(slot, samples) };
  const fit = ({ alignment }: { alignment: Alignment }) => {
    let frames = 0;
    let sum = 0;
    for (const segments of alignment.items) {
      if (!segments) continue;
      const length = segments[segments.length - 1].endFrame - segments[0].startFrame + 1;
      frames += length;
      sum += goodness(segments, loop) * length;
    }
    return frames === 0 ? -Infinity : sum / frames - HYPOTHESIS_WORD_COST * alignment.items.length;
  };
  const alternative = await alignHeard(slot, samples, other, listening, () => []);
  return fit(alternative) > fit(aligned) ? alternative : aligned;
}

/**
 * Free recognition only (transcription), piece by piece on every slot: the words joined, and the words in time
 * (`timed`: Moonshine's words aligned by Pocketsphinx; a word that could not be placed has no segment). `lone`: the
 * recording is a word or two said alone (see loneWordsOn). A piece whose turn comes once `skip()` is true is not
 * decoded (its caller no longer needs the words).
 */
export async function recognise(pool: DecoderPool, samples: Int16Array, chunks: Chunk[], listening: Listening, { skip = () => false, timed = false, lone = false }: { skip?: () => boolean; timed?: boolean; lone?: boolean } = {}): Promise<Hypothesis> {
  const pieces = await eachPiece(pool, chunks, async (slot, chunk): Promise<Hypothesis> => {
    if (skip()) return { text: '', segments: [] };
    const piece = slice(samples, chunk);
    const timedWords = ({ words, alignment }: { words: string[]; alignment: Alignment }) => alignment.items
      .flatMap((item, index) => (item ? [{ ...item[0], word: words[index], endFrame: item[item.length - 1].endFrame }] : []));
    if (lone && listening.recogniser === 'moonshine') {
      const chosen = await loneWordsOn(slot, piece, listening);
      return { text: chosen.words.join(' '), segments: shift(timedWords(chosen), chunk.start / SAMPLES_PER_FRAME) };
    }
    const { words, segments } = await wordsOn(slot, piece, listening);
    let placed = segments ?? [];
    if (!segments && timed && words.length > 0) placed = timedWords(await alignHeard(slot, piece, words, listening, () => []));
    return { text: words.join(' '), segments: shift(placed, chunk.start / SAMPLES_PER_FRAME) };
  });
  return { text: pieces.map((piece) => piece.text).filter(Boolean).join(' '), segments: pieces.flatMap((piece) => piece.segments) };
}

/** Aligns the same recording to several item sequences on one slot (a word whole and phone by phone), with one phone loop. */
export function alignEach(pool: DecoderPool, samples: Int16Array, sequences: GrammarItem[][], newWords = new Map<string, string>()): Promise<{ alignments: Alignment[]; loop: PhoneLoop }> {
  return pool.run(async (slot) => {
    await slot.addWords(newWords);
    const alignments: Alignment[] = [];
    for (const items of sequences) alignments.push(await alignOn(slot, samples, items));
    return { alignments, loop: { segments: await loopOn(slot, samples) } };
  });
}

export const seconds = (frame: number) => Math.round((frame / FRAMES_PER_SECOND) * 100) / 100;
