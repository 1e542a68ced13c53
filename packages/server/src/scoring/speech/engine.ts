import type { SpokenWord } from '@pte-kit/core';
import { ScoringInputError } from '../errors';
import { MAX_RECORDING_SECONDS } from './audio';
import { loadAnalyzer, vocabularyOf, type Analyzer } from '../writing/language';
import { keyPointCoverage, topicRelevance, withSynonyms } from '../writing/lexical';
import { loadWordNet, type WordNet } from '../writing/wordnet';
import {
  MIN_FALSE_START_FRAMES, alignEach, alignKnownText, chunksOf, grammarItems, phoneLoop, readRecording, recognise, recogniseAndAlign, seconds,
  type Listening, type OpenRecogniser, type Recording,
} from './analysis';
import { loadDictionary, spellSyllables, syllabify } from './dictionary';
import { GOP, SPEECH_SCALE, WORD_SCALE, frameCount, goodness, percent, syllableAccuracy, wordType, type PhoneLoop } from './gop';
import { HESITATIONS, type GrammarItem } from './grammar';
import { warmUpMoonshine } from './moonshine';
import { createDecoderPool, phoneWord } from './pool';
import { modelFiles, type Segment } from './sphinx';
import { READ_TASKS, SPEAKING_SCALES, isSpeakingTask, type SpeakingTask, type SpeakingTraitKey } from './scales';
import { recognitionSupport } from './support';
import { normaliseWord, referenceTokens, spokenWords } from './text';
import { discountTemplates, findSpokenTemplates } from './templates';
import { topicAlternatives } from './topic';
import {
  pauseStats, scoreAppropriacy, scoreFluency, scoreOpenContent, scorePronunciation, scoreReadContent, scoreRepeatContent,
  scoreShortAnswer, speakingRate, type SpeechAnalysis, type TimedWord, type TraitResult,
} from './traits';
import type {
  SpeakingEngine, SpeakingEngineOptions, SpeakingInput, SpeakingScore, SpeakingTrait, TimedTranscription, WordScore,
} from './index';

/** Speech frames (10 ms) under which a transcription is of a word or two said alone (analysis.ts, loneWordsOn). */
const LONE_SPEECH_FRAMES = 200;
/** The word route's recordings: the spec caps a word retry at 10 s; a little slack for the encoder. */
const WORD_MAX_SECONDS = 15;
const NOTHING_HEARD = 'Nothing was heard in the recording: check that the microphone is on and speak clearly after the beep.';
const NOTHING_HEARD_OF_TEXT = 'None of the words of the text were heard: read the text on the screen aloud, clearly and at a natural pace.';
/** Phrases that make a request or a refusal polite (Respond to a Situation). */
const POLITE_FORMS = ['please', 'sorry', 'thank you', 'thanks', 'would you', 'could you', 'would you mind', 'excuse me', 'appreciate', 'i wonder', 'if possible', 'kindly', 'apologise', 'apologize'];

interface TextResources {
  analyzer: Analyzer;
  wordnet: WordNet;
}

let sharedText: Promise<TextResources> | null = null;

/** compromise and WordNet, for key-point coverage of free speech; shared by every engine in the process. */
function textResources(): Promise<TextResources> {
  sharedText ??= Promise.all([loadAnalyzer(), loadWordNet()]).then(([analyzer, wordnet]) => ({ analyzer, wordnet }));
  sharedText.catch(() => {
    sharedText = null;
  });
  return sharedText;
}

const spokenWord = (word: TimedWord): SpokenWord => ({
  word: word.word, type: wordType(word.gop), start: word.start, end: word.end, accuracy: percent(word.gop),
});

const round1 = (value: number) => Math.round(value * 10) / 10;

function emptyScore(task: SpeakingTask, recording: Pick<Recording, 'durationSeconds'>, comment: string): SpeakingScore {
  const traits = SPEAKING_SCALES[task].map((trait) => ({ name: trait.name, score: 0, max: trait.max, comment }));
  return {
    traits, score: 0, maxScore: traits.reduce((sum, trait) => sum + trait.max, 0), transcript: '', words: [],
    ...(task === 'answerShortQuestion' ? { correct: false } : {}),
    durationSeconds: round1(recording.durationSeconds), speechSeconds: 0, wordsPerMinute: 0, pauses: 0, hesitations: 0, estimate: true,
  };
}

function finish(task: SpeakingTask, analysis: SpeechAnalysis, results: Partial<Record<SpeakingTraitKey, TraitResult>>, words: SpokenWord[], transcript: string, correct?: boolean): SpeakingScore {
  let traits: SpeakingTrait[] = SPEAKING_SCALES[task].map((trait) => ({ name: trait.name, max: trait.max, ...results[trait.key]! }));
  const contentTrait = SPEAKING_SCALES[task][0];
  if (task !== 'answerShortQuestion' && traits[0].score === 0) {
    // The exam gives no fluency or pronunciation marks to a response with no relevant content.
    const reason = `Not scored: ${contentTrait.name.toLowerCase()} scored 0, and the exam then gives no marks for the other traits.`;
    traits = traits.map((trait, index) => (index === 0 ? trait : { ...trait, score: 0, comment: reason }));
  }
  const speech = analysis.words.reduce((sum, word) => sum + (word.end - word.start), 0);
  return {
    traits,
    score: traits.reduce((sum, trait) => sum + trait.score, 0),
    maxScore: traits.reduce((sum, trait) => sum + trait.max, 0),
    transcript,
    words,
    ...(correct === undefined ? {} : { correct }),
    durationSeconds: round1(analysis.durationSeconds),
    speechSeconds: round1(speech),
    wordsPerMinute: Math.round(speakingRate(analysis.words)),
    pauses: pauseStats(analysis).pauses,
    hesitations: analysis.hesitations,
    estimate: true,
  };
}

/**
 * Share of the text's words the open-vocabulary recognition must support before the recording counts as a reading
 * of it: a correct reading through a browser microphone reaches 0.8, another text read aloud 0.0–0.1.
 */
const READING_EVIDENT = 0.5;
/**
 * The other evidence of a reading: the text's words fit the recording almost as well as free phones do. Median word
 * goodness of pronunciation, measured on synthesised readings: the text itself −15 to −20 clean and −26 to −31 in
 * white noise at 10 dB SNR (where the recogniser names few words); another text −47 to −70, clean or noisy.
 */
const READING_FIT = -38;

/** Speech frames per missed word above which the word was replaced by something else rather than left out. */
const REPLACED_SPEECH_FRAMES = 12;

/**
 * Missed words of a text that were replaced rather than left out: the stretch between the heard
 * words around them holds speech. They count against pronunciation (the text's word was said so
 * that it could not be recognised), while words simply left out count only against content.
 */
function replacedWords(words: string[], judged: ({ segments: Segment[] | null; heard: boolean } | null)[], recording: Recording): string[] {
  const replaced: string[] = [];
  let index = 0;
  while (index < words.length) {
    if (!judged[index] || judged[index]!.heard) {
      index += 1;
      continue;
    }
    const first = index;
    while (index < words.length && (!judged[index] || !judged[index]!.heard)) index += 1;
    const before = judged.slice(0, first).reverse().find((entry) => entry?.heard);
    const after = judged[index];
    const from = before?.segments ? before.segments[before.segments.length - 1].endFrame + 1 : 0;
    const to = after?.segments ? after.segments[0].startFrame : recording.activity.frames;
    const gapWords = words.slice(first, index).filter((_, k) => judged[first + k]);
    let speech = 0;
    for (let frame = from; frame < to; frame += 1) speech += recording.activity.speech[frame] ?? 0;
    if (speech >= REPLACED_SPEECH_FRAMES * gapWords.length) replaced.push(...gapWords);
  }
  return replaced;
}

const countRepetitions = (words: string[]) => words.filter((word, index) => index > 0 && word === words[index - 1]).length;

function sequenceIn(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) if (needle.every((word, k) => haystack[start + k] === word)) return true;
  return false;
}

/** The open-vocabulary recogniser: the option, else SPEECH_RECOGNISER (`moonshine` or `sphinx`), else Moonshine. */
function chosenRecogniser(option?: OpenRecogniser): OpenRecogniser {
  const setting = option ?? process.env.SPEECH_RECOGNISER;
  return setting === 'sphinx' ? 'sphinx' : 'moonshine';
}

/**
 * The speaking engine: Moonshine writes down what was said (moonshine.ts), and CMU Sphinx decoders kept warm in a
 * small pool (one per core) align it and known texts to the sound for timings, fluency and pronunciation, scoring the
 * exam's speaking tasks, single words and transcribing. Every score is an estimate.
 */
export function createSpeakingEngine(options: SpeakingEngineOptions = {}): SpeakingEngine {
  const model = modelFiles(options.modelDir);
  const pool = createDecoderPool(options.decoders, model);
  const loadModelDictionary = () => loadDictionary(model.dictionary);
  const listening: Listening = { recogniser: chosenRecogniser(options.recogniser), dictionary: loadModelDictionary };

  async function readTask(task: SpeakingTask, input: SpeakingInput, recording: Recording): Promise<SpeakingScore> {
    const tokens = referenceTokens(input.reference);
    if (tokens.length === 0) throw new ScoringInputError('This question has no text to compare the recording with.');
    const dictionary = await loadModelDictionary();
    const { items, newWords } = await grammarItems(dictionary, tokens.map((token) => token.says));
    const expected = items.flatMap((item, index) => (item ? [{ item, index }] : []));
    const chunks = chunksOf(recording, pool.size);
    // The three passes queue on the pool in this order, so the open-vocabulary pieces come last and are skipped once
    // the alignment has shown the text fits (they could then change nothing): a reading is scored in about half the time.
    let fitShown = false;
    const aligning = alignKnownText(pool, recording.samples, expected.map((entry) => entry.item), newWords, listening);
    const looping = phoneLoop(pool, recording.samples, chunks);
    const recognised = recognise(pool, recording.samples, chunks, listening, { skip: () => fitShown });
    // Awaited below only when needed; a failure while the other passes run must not go unhandled meanwhile.
    void recognised.catch(() => undefined);
    const [known, loop] = await Promise.all([aligning, looping]);
    const segmentsOf = new Map(expected.map((entry, k) => [entry.index, known.alignment.items[k]]));
    const fits = tokens.map((_, index) => {
      const segments = items[index] ? segmentsOf.get(index) ?? null : null;
      return { segments, gop: segments ? goodness(segments, loop) : SPEECH_SCALE.worst };
    });
    // Noise makes the recogniser name few words of a correct reading, but the text still fits the sound as well as
    // free phones do; another text read aloud fits neither way.
    const aligned = fits.filter((fit, index) => items[index] && fit.segments).map((fit) => fit.gop).sort((a, b) => a - b);
    const medianFit = aligned.length > 0 ? aligned[Math.floor(aligned.length / 2)] : SPEECH_SCALE.worst;
    fitShown = medianFit >= READING_FIT;
    // What was said, heard with an open vocabulary. When it shows the text being read (half of its words supported),
    // each word is judged by alignment and pronunciation as before; when it does not, the recording is something
    // else, and only the words the recogniser itself supports can count. When the fit already shows the reading, every
    // word is judged by alignment and the recognised words are not needed.
    const free = fitShown ? null : await recognised;
    const supported = free ? recognitionSupport(tokens.map((token) => token.says[0] ?? []), spokenWords(free.text)) : tokens.map(() => true);
    const readingEvident = fitShown || supported.filter(Boolean).length >= READING_EVIDENT * supported.length;

    type Judged = { segments: Segment[] | null; gop: number; heard: boolean };
    const judged: (Judged | null)[] = tokens.map((_, index) => {
      if (!items[index]) return null;
      const { segments, gop } = fits[index];
      return { segments, gop, heard: segments !== null && gop >= GOP.heard && (readingEvident || supported[index]) };
    });
    const unintelligible = replacedWords(tokens.map((token) => token.raw), judged, recording);

    type Placed = { at: number; spoken: SpokenWord };
    const placed: Placed[] = [];
    const timed: TimedWord[] = [];
    const missed: string[] = [];
    let lastTime = 0;
    tokens.forEach((token, index) => {
      const judgement = judged[index];
      if (!judgement) {
        // No pronunciation for it: shown, not scored.
        placed.push({ at: lastTime, spoken: { word: token.raw, type: 'AVERAGE', start: null, end: null, accuracy: null } });
        return;
      }
      const { segments, gop } = judgement;
      if (!judgement.heard || !segments) {
        missed.push(token.raw);
        placed.push({ at: lastTime, spoken: { word: token.raw, type: 'MISSED', start: null, end: null, accuracy: null } });
        return;
      }
      const word: TimedWord = {
        word: token.raw, start: seconds(segments[0].startFrame), end: seconds(segments[segments.length - 1].endFrame), gop, breakAfter: token.breakAfter,
      };
      lastTime = segments[0].startFrame;
      placed.push({ at: lastTime, spoken: spokenWord(word) });
      timed.push(word);
    });

    // Words the recogniser named where the text had none: a repeated neighbour is a repetition (fluency);
    // one standing where a word of the text was missed replaced that word (one error, as in the exam);
    // the rest are insertions. A missed word sits at the time of the last word heard before it.
    const inserted: string[] = [];
    const replaced = new Set<Placed>();
    let repetitions = 0;
    const extras: TimedWord[] = [];
    for (const extra of known.extras) {
      const heardBefore = placed.filter((entry) => entry.spoken.start !== null && entry.at <= extra.startFrame);
      const previousAt = heardBefore.length ? heardBefore[heardBefore.length - 1].at : 0;
      const nearby = placed.filter((entry) => entry.spoken.start !== null && Math.abs(entry.at - extra.startFrame) < 150).map((entry) => normaliseWord(entry.spoken.word));
      const word: TimedWord = { word: extra.word, start: seconds(extra.startFrame), end: seconds(extra.endFrame), gop: Number.NaN, breakAfter: false };
      extras.push(word);
      placed.push({ at: extra.startFrame, spoken: { word: extra.word, type: 'EXTRA', start: word.start, end: word.end, accuracy: null } });
      if (nearby.includes(extra.word)) {
        repetitions += 1;
        continue;
      }
      const slot = placed.find((entry) => entry.spoken.type === 'MISSED' && entry.at === previousAt && !replaced.has(entry));
      if (slot) replaced.add(slot);
      else inserted.push(extra.word);
    }
    timed.push(...extras);
    const ordered = placed.map((entry, order) => ({ ...entry, order })).sort((a, b) => a.at - b.at || a.order - b.order).map((entry) => entry.spoken);
    timed.sort((a, b) => a.start - b.start);

    const analysis: SpeechAnalysis = {
      task,
      durationSeconds: recording.durationSeconds,
      startDelay: recording.startDelay,
      words: timed,
      hesitations: known.alignment.hesitations.length,
      falseStarts: known.unnamed,
      repetitions,
      reference: { total: expected.length, heard: expected.length - missed.length, missed, inserted },
      unintelligible,
    };
    if (analysis.reference!.heard === 0) return emptyScore(task, recording, NOTHING_HEARD_OF_TEXT);
    const content = task === 'readAloud' ? scoreReadContent(analysis, 5) : scoreRepeatContent(analysis, 3);
    const transcript = ordered.filter((word) => word.type !== 'MISSED').map((word) => word.word).join(' ');
    return finish(task, analysis, {
      content,
      fluency: scoreFluency(analysis, 5),
      pronunciation: scorePronunciation(analysis, 5),
    }, ordered, transcript);
  }

  async function heardFreely(recording: Recording, alternatives?: (word: string) => string[]): Promise<{ timed: TimedWord[]; hesitations: number; falseStarts: number }> {
    const lone = recording.activity.speechFrames < LONE_SPEECH_FRAMES;
    const pieces = await recogniseAndAlign(pool, recording.samples, chunksOf(recording, pool.size), listening, alternatives, lone);
    const loop: PhoneLoop = { segments: pieces.flatMap((piece) => piece.loop) };
    const timed: TimedWord[] = [];
    let hesitations = 0;
    let falseStarts = 0;
    for (const piece of pieces) {
      hesitations += piece.alignment.hesitations.length;
      falseStarts += piece.alignment.garbage.filter((stretch) => stretch.endFrame - stretch.startFrame + 1 >= MIN_FALSE_START_FRAMES).length;
      piece.words.forEach((word, index) => {
        const segments = piece.alignment.items[index];
        if (HESITATIONS.has(word)) {
          hesitations += 1;
          return;
        }
        if (!segments) return;
        const start = segments[0].startFrame;
        const end = segments[segments.length - 1].endFrame;
        timed.push({ word, start: seconds(start), end: seconds(end), gop: goodness(segments, loop), breakAfter: false });
      });
    }
    return { timed, hesitations, falseStarts };
  }

  async function openTask(task: SpeakingTask, input: SpeakingInput, recording: Recording): Promise<SpeakingScore> {
    const alternatives = topicAlternatives(await loadModelDictionary(), [...input.keyPoints, input.modelAnswer, input.reference].join(' '));
    const [{ timed, hesitations, falseStarts }, { analyzer, wordnet }] = await Promise.all([heardFreely(recording, alternatives), textResources()]);
    if (timed.length === 0) return emptyScore(task, recording, NOTHING_HEARD);
    const transcript = timed.map((word) => word.word).join(' ');
    // Memorised stock phrases are no content (templates.ts): content and relevance are judged on the answer's own words.
    const templates = findSpokenTemplates(task, timed.map((word) => word.word));
    const own = timed.filter((_, index) => !templates.template[index]).map((word) => word.word);
    // With Pocketsphinx, content also hears the topic words that sound like what was recognised (see topic.ts): its
    // language model heard topic words as near neighbours. Moonshine hears them as said ("trip", which Sphinx heard as
    // "threat"), and counting "dip" and "May" beside "trip" and "my" gave a holiday story 3/5 on a chart about borrowing
    // (di-001): with it, only the words the alignment chose count.
    const nearlyHeard = listening.recogniser === 'sphinx' ? own.flatMap((word) => alternatives(word)).join(' ') : '';
    const responseVocabulary = withSynonyms(vocabularyOf(analyzer.terms(`${own.join(' ')} ${nearlyHeard}`)), wordnet);
    const given = input.keyPoints.map((point) => point.trim()).filter((point) => /\p{L}/u.test(point));
    const modelSentences = input.modelAnswer.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter((sentence) => /\p{L}/u.test(sentence));
    const from = given.length > 0 ? 'key points' as const : 'model answer' as const;
    const points = given.length > 0 ? given : modelSentences.slice(0, 6);
    const modelVocabulary = withSynonyms(vocabularyOf(analyzer.terms(input.modelAnswer)), wordnet);
    const judged = points.map((text) => ({ text, terms: analyzer.terms(text) }));
    const coveredByModel = input.modelAnswer.trim()
      ? judged.filter((point) => keyPointCoverage(point.terms, modelVocabulary, wordnet).covered).length
      : points.length;
    const topic = withSynonyms(vocabularyOf(analyzer.terms([...points, input.modelAnswer, input.reference].join(' '))), wordnet);
    const lowerTranscript = ` ${transcript.toLowerCase()} `;
    const analysis: SpeechAnalysis = {
      task,
      durationSeconds: recording.durationSeconds,
      startDelay: recording.startDelay,
      words: timed,
      hesitations,
      falseStarts,
      repetitions: countRepetitions(timed.map((word) => word.word)),
      keyPoints: {
        points: judged.map((point) => ({ text: point.text, covered: keyPointCoverage(point.terms, responseVocabulary, wordnet).covered })),
        coveredByModel: Math.max(1, coveredByModel),
        from,
      },
      relevance: topicRelevance(analyzer.terms(own.join(' ')), topic, wordnet),
      politeForms: POLITE_FORMS.filter((form) => lowerTranscript.includes(` ${form} `)),
    };
    const modelIsPolite = POLITE_FORMS.some((form) => ` ${input.modelAnswer.toLowerCase().replace(/[^a-z' ]+/g, ' ')} `.includes(` ${form} `));
    const max = SPEAKING_SCALES[task][0].max;
    const content = task === 'respondToASituation'
      ? { appropriacy: discountTemplates(scoreAppropriacy(analysis, 5, modelIsPolite), templates, max) }
      : { content: discountTemplates(scoreOpenContent(analysis, max), templates, max) };
    const words = timed.map(spokenWord);
    return finish(task, analysis, { ...content, fluency: scoreFluency(analysis, 5), pronunciation: scorePronunciation(analysis, 5) }, words, transcript);
  }

  async function shortAnswer(input: SpeakingInput, recording: Recording): Promise<SpeakingScore> {
    const task = 'answerShortQuestion';
    const accepted = (input.acceptedAnswers?.length ? input.acceptedAnswers : [input.modelAnswer]).filter((answer) => /\p{L}|\d/u.test(answer));
    const readings = accepted.map((answer) => spokenWords(answer));
    const dictionary = await loadModelDictionary();
    const { items, newWords } = await grammarItems(dictionary, [readings.filter((reading) => reading.length > 0)]);
    const answerItem: GrammarItem | null = items[0];
    const [{ timed, hesitations, falseStarts }, spotted] = await Promise.all([
      heardFreely(recording, topicAlternatives(dictionary, accepted.join(' '))),
      answerItem ? alignEach(pool, recording.samples, [[answerItem]], newWords) : Promise.resolve(null),
    ]);
    const heardWords = timed.map((word) => normaliseWord(word.word));
    let answerHeard = accepted.find((_, index) => sequenceIn(heardWords, readings[index])) ?? null;
    if (!answerHeard && spotted) {
      // The recogniser may mishear a lone word ("kitchen" for "kitten"): the answer, aligned where it was
      // said, counts when it fits as well as the words people say right do.
      const segments = spotted.alignments[0].items[0];
      if (segments && goodness(segments, spotted.loop) >= GOP.good) {
        const said = segments.map((segment) => segment.word).join(' ');
        answerHeard = accepted.find((_, index) => readings[index].join(' ') === said) ?? accepted[0];
      }
    }
    if (timed.length === 0 && !answerHeard) return emptyScore(task, recording, NOTHING_HEARD);
    const analysis: SpeechAnalysis = {
      task, durationSeconds: recording.durationSeconds, startDelay: recording.startDelay, words: timed, hesitations, falseStarts,
      repetitions: countRepetitions(heardWords), answerHeard,
    };
    const words = timed.map(spokenWord);
    const transcript = timed.map((word) => word.word).join(' ');
    return finish(task, analysis, { vocabulary: scoreShortAnswer(analysis, 1, accepted) }, words, transcript || (answerHeard ?? ''), answerHeard !== null);
  }

  return {
    async scoreSpeaking(input) {
      if (!isSpeakingTask(input.task)) throw new ScoringInputError(`"${String(input.task)}" is not a speaking task.`, 'task');
      const recording = await readRecording(input.audio, undefined, input.samples);
      if (!recording.hasSpeech) return emptyScore(input.task, recording, NOTHING_HEARD);
      if (READ_TASKS.has(input.task)) return readTask(input.task, input, recording);
      if (input.task === 'answerShortQuestion') return shortAnswer(input, recording);
      return openTask(input.task, input, recording);
    },

    // The speech self-test and transcription take recordings of the exam's usual length, not a group discussion's.
    async transcribe(audio, maxSeconds = MAX_RECORDING_SECONDS) {
      const recording = await readRecording(audio, maxSeconds);
      const durationSeconds = round1(recording.durationSeconds);
      if (!recording.hasSpeech) return { text: '', durationSeconds, words: [] };
      // Under two seconds of speech is a word or two said alone: Pocketsphinx's hypothesis competes with Moonshine's.
      const lone = recording.activity.speechFrames < LONE_SPEECH_FRAMES;
      const { text, segments } = await recognise(pool, recording.samples, chunksOf(recording, pool.size), listening, { timed: true, lone });
      const spoken = (word: string) => !HESITATIONS.has(word);
      const words = segments.filter((segment) => spoken(segment.word))
        .map((segment) => ({ word: segment.word, start: seconds(segment.startFrame), end: seconds(segment.endFrame) }));
      return { text: text.split(' ').filter((word) => word && spoken(word)).join(' '), durationSeconds, words } satisfies TimedTranscription;
    },

    async scoreWord(word, audio) {
      const written = normaliseWord(word);
      if (!/^\p{L}+(['-]\p{L}+)*$/u.test(written)) throw new ScoringInputError('Send a single English word.', 'word');
      const dictionary = await loadModelDictionary();
      const pronunciations = dictionary.lookup(written);
      if (!pronunciations) throw new ScoringInputError(`"${word}" is not in our pronunciation dictionary, so it cannot be scored.`, 'word');
      const recording = await readRecording(audio, WORD_MAX_SECONDS);
      const unheard = (): WordScore => {
        const labels = spellSyllables(word, syllabify(pronunciations[0]).map((syllable) => syllable.length));
        return { word, score: 0, syllables: labels.map((syllable) => ({ syllable, score: 0, accuracy: 'LOW' })), estimate: true };
      };
      if (!recording.hasSpeech) return unheard();
      // The word whole (its GOP, with triphones across the word, separates right from wrong words best)
      // and phone by phone (where each syllable lies and how it compares with the others).
      const phoneItem: GrammarItem = { says: pronunciations.map((phones) => phones.map(phoneWord)) };
      const { alignments: [whole, byPhone], loop } = await alignEach(pool, recording.samples, [[{ says: [[written]] }], [phoneItem]]);
      const wordSegments = whole.items[0];
      if (!wordSegments) return unheard();
      const wordGop = goodness(wordSegments, loop);
      const phoneSegments = byPhone.items[0];
      const said = phoneSegments?.map((segment) => segment.word).join(' ');
      const chosen = Math.max(0, phoneItem.says.findIndex((phones) => phones.join(' ') === said));
      const syllables = syllabify(pronunciations[chosen]);
      const labels = spellSyllables(word, syllables.map((syllable) => syllable.length));
      // Syllables keep their differences from the phone alignment, shifted so that together they agree with the word's GOP.
      const offset = phoneSegments ? wordGop - goodness(phoneSegments, loop) : 0;
      let at = 0;
      const scored = syllables.map((syllable, index) => {
        const segments = phoneSegments?.slice(at, at + syllable.length) ?? [];
        at += syllable.length;
        const score = percent(frameCount(segments) > 0 ? goodness(segments, loop) + offset : wordGop, WORD_SCALE);
        return { syllable: labels[index], score, accuracy: syllableAccuracy(score) };
      });
      return { word, score: percent(wordGop, WORD_SCALE), syllables: scored, estimate: true };
    },

    async warmUp() {
      // With Moonshine, Pocketsphinx's language-model recogniser is never used, so it is not loaded.
      const moonshine = listening.recogniser === 'moonshine';
      await Promise.all([pool.warmUp({ recogniser: !moonshine }), loadModelDictionary(), textResources(), ...(moonshine ? [warmUpMoonshine()] : [])]);
    },

    close: () => pool.close(),
  };
}
