import { GOP, percent } from './gop';
import type { SpeakingTask } from './scales';

/** A word the engine placed in time: a reference word heard, an inserted word, or a recognised word. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
  gop: number;
  /** A comma or full stop of the text follows it (read tasks): a pause there is phrasing. */
  breakAfter: boolean;
}

/** Everything the traits are judged on, gathered from one recording. */
export interface SpeechAnalysis {
  task: SpeakingTask;
  durationSeconds: number;
  /** Seconds of silence before the first speech. */
  startDelay: number;
  /** Words heard, in time order. */
  words: TimedWord[];
  hesitations: number;
  /** Stretches of speech that were no word of the text and could not be named (false starts, mumbles). */
  falseStarts: number;
  /** A word said twice in a row ("the the"). */
  repetitions: number;
  /** Read tasks: how much of the text was heard, in order. */
  reference?: { total: number; heard: number; missed: string[]; inserted: string[] };
  /** Open tasks: key points (or model-answer sentences) and whether the response covers them. */
  keyPoints?: { points: { text: string; covered: boolean }[]; coveredByModel: number; from: 'key points' | 'model answer' };
  /** Open tasks: the response's words relate to the topic (0–1). */
  relevance?: number;
  /** Respond to a Situation: polite forms heard (please, sorry, would you mind…). */
  politeForms?: string[];
  /** Read tasks: words of the text said as something unrecognisable (replaced), each a zero for pronunciation. */
  unintelligible?: string[];
  /** Answer Short Question: the accepted answer heard, or null. */
  answerHeard?: string | null;
}

export interface TraitResult {
  score: number;
  comment: string;
}

const normalised = (word: string) => word.toLowerCase().replace(/[^\p{L}']/gu, '');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const quote = (items: string[]) => items.map((item) => `"${item}"`).join(', ');
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Pauses of this length or more are counted (the result's `pauses`). */
export const PAUSE_SECONDS = 0.5;
/** At a comma or full stop a pause is phrasing up to this length. */
const LONG_PAUSE_SECONDS = 1.5;
/** Free speech has no punctuation to go by: only pauses this long break the flow. */
const OPEN_PAUSE_SECONDS = 1.0;
/** The exam closes the microphone after 3 s of silence at the start. */
const MAX_START_DELAY = 3;

export function pauseStats(analysis: SpeechAnalysis): { pauses: number; broken: number } {
  let pauses = 0;
  let broken = 0;
  const read = analysis.reference !== undefined;
  analysis.words.forEach((word, index) => {
    const next = analysis.words[index + 1];
    if (!next) return;
    const gap = next.start - word.end;
    if (gap >= PAUSE_SECONDS) pauses += 1;
    const breaks = read ? gap >= (word.breakAfter ? LONG_PAUSE_SECONDS : PAUSE_SECONDS) : gap >= OPEN_PAUSE_SECONDS;
    if (breaks) broken += 1;
  });
  return { pauses, broken };
}

export function speakingRate(words: TimedWord[]): number {
  if (words.length < 2) return 0;
  const span = words[words.length - 1].end - words[0].start;
  return span > 0 ? (words.length / span) * 60 : 0;
}

/**
 * Oral fluency 0–5, after the exam's descriptors: 5 smooth with no hesitation, repetition or false
 * start; 4 at most one; 3 several but mostly continuous phrases; 2 uneven with long pauses; 1 slow
 * and laboured; 0 disfluent. Disfluencies (filled pauses, pauses inside a phrase or long ones, false
 * starts, repetitions) are counted per hundred words so a 40 s answer is not judged like a 10 s one;
 * speaking rate caps the band (reading aloud runs at 120–180 words a minute).
 */
export function scoreFluency(analysis: SpeechAnalysis, max: number): TraitResult {
  const { words, hesitations, falseStarts, repetitions } = analysis;
  const { broken } = pauseStats(analysis);
  const disfluencies = hesitations + broken + falseStarts + repetitions;
  const perHundred = (disfluencies / Math.max(words.length, 1)) * 100;
  const rate = speakingRate(words);
  let band = disfluencies === 0 ? 5 : disfluencies <= 1 || perHundred <= 2 ? 4 : perHundred <= 6 ? 3 : perHundred <= 15 ? 2 : perHundred <= 30 ? 1 : 0;
  const caps: [boolean, number][] = [
    [words.length < 5, 1], [rate < 60, 1], [rate < 85, 2], [rate < 105, 3], [rate > 240, 3], [analysis.startDelay > MAX_START_DELAY, 2],
  ];
  for (const [applies, cap] of caps) if (applies) band = Math.min(band, cap);
  const score = Math.round((clamp(band, 0, 5) / 5) * max);

  const facts: string[] = [];
  if (hesitations) facts.push(plural(hesitations, 'filled pause') + ' (um, er)');
  if (broken) facts.push(plural(broken, analysis.reference ? 'pause inside a phrase' : 'long pause'));
  if (falseStarts) facts.push(plural(falseStarts, 'false start'));
  if (repetitions) facts.push(plural(repetitions, 'repeated word'));
  const heard = `${facts.length ? facts.join(', ') : 'No hesitations'} at ${Math.round(rate)} words a minute`;
  let advice: string;
  if (analysis.startDelay > MAX_START_DELAY) advice = 'start speaking within 3 seconds, as the exam closes the microphone after 3 seconds of silence';
  else if (rate > 0 && rate < 105) advice = 'speak at a steadier, natural pace, in phrases of several words rather than word by word';
  else if (rate > 240) advice = 'slow down a little so that each phrase is clear';
  else if (disfluencies > 0) advice = analysis.reference
    ? 'keep going through each phrase without stopping or saying "um", and pause only at commas and full stops'
    : 'keep talking in full phrases, and if you need time to think, slow down rather than stop or say "um"';
  else advice = 'keep this smooth, steady rhythm';
  return { score, comment: `${heard}: ${advice}.` };
}

/**
 * Pronunciation 0–5 from goodness of pronunciation: the average of the words' 0–100 scores, lowered
 * when many words sound wrong. Bands calibrated so that festival and flite voices reading a text score
 * 4–5 and readings with a fifth of the words replaced drop at least a band.
 */
export function scorePronunciation(analysis: SpeechAnalysis, max: number): TraitResult {
  const words = analysis.words.filter((word) => !Number.isNaN(word.gop));
  const unintelligible = analysis.unintelligible ?? [];
  if (words.length === 0) return { score: 0, comment: 'No words were heard clearly enough to judge pronunciation.' };
  const scores = [...words.map((word) => percent(word.gop)), ...unintelligible.map(() => 0)];
  const mean = scores.reduce((sum, value) => sum + value, 0) / scores.length;
  const unclear = [...words.filter((word) => word.gop < GOP.average).sort((a, b) => a.gop - b.gop).map((word) => word.word), ...unintelligible];
  const unclearShare = unclear.length / scores.length;
  let band = mean >= 88 ? 5 : mean >= 80 ? 4 : mean >= 70 ? 3 : mean >= 58 ? 2 : mean >= 45 ? 1 : 0;
  if (unclearShare > 0.1) band = Math.min(band, 4);
  if (unclearShare > 0.2) band = Math.min(band, 3);
  if (unclearShare > 0.35) band = Math.min(band, 2);
  const score = Math.round((band / 5) * max);
  // Content words make better practice than "the" or "a", which are short and said lightly anyway.
  const ranked = [...new Set([...unintelligible, ...unclear])];
  const examples = [...ranked.filter((word) => normalised(word).length > 3), ...ranked.filter((word) => normalised(word).length <= 3)].slice(0, 4);
  const comment = examples.length
    ? `Average word score ${Math.round(mean)}/100 with ${plural(unclear.length, 'unclear word')}, such as ${quote(examples)}: listen to them, then repeat them slowly and at full speed.`
    : `Average word score ${Math.round(mean)}/100 with every word clear: keep stressing the content words.`;
  return { score, comment };
}

/**
 * Read Aloud content 0–5: every replacement, omission or insertion of a word is an error (the exam's
 * rule); the share of the text said correctly sets the band.
 */
export function scoreReadContent(analysis: SpeechAnalysis, max: number): TraitResult {
  const reference = analysis.reference!;
  const errors = reference.total - reference.heard + reference.inserted.length;
  const share = reference.total === 0 ? 0 : clamp((reference.total - errors) / reference.total, 0, 1);
  const band = errors === 0 ? 5 : share >= 0.9 ? 4 : share >= 0.75 ? 3 : share >= 0.5 ? 2 : share >= 0.25 ? 1 : 0;
  const score = Math.round((band / 5) * max);
  return { score, comment: readComment(reference, errors) };
}

/**
 * Repeat Sentence content 0–3, the exam's bands: 3 all words in sequence, 2 at least half of them,
 * 1 less than half, 0 almost nothing. Inserted words do not count against it.
 */
export function scoreRepeatContent(analysis: SpeechAnalysis, max: number): TraitResult {
  const reference = analysis.reference!;
  const share = reference.total === 0 ? 0 : reference.heard / reference.total;
  const band = share === 1 ? 3 : share >= 0.5 ? 2 : share > 0.15 ? 1 : 0;
  const score = Math.round((band / 3) * max);
  return { score, comment: readComment(reference, reference.total - reference.heard) };
}

function readComment(reference: NonNullable<SpeechAnalysis['reference']>, errors: number): string {
  const said = `${reference.heard} of ${plural(reference.total, 'word')} heard in order`;
  if (errors === 0) return `${said}, and nothing else: keep reading every word exactly as written.`;
  const notes: string[] = [];
  if (reference.missed.length) notes.push(`missed or replaced: ${quote(reference.missed.slice(0, 5))}${reference.missed.length > 5 ? '…' : ''}`);
  if (reference.inserted.length) notes.push(`added: ${quote(reference.inserted.slice(0, 4))}`);
  return `${said} (${notes.join('; ')}): say every word exactly as written, and keep going if you slip rather than going back.`;
}

/** What a full answer does, per open task, for the advice to a short one. */
const FULL_ANSWER: Partial<Record<SpeakingTask, string>> = {
  describeImage: 'describing the main features, comparing them and ending with a conclusion',
  retellLecture: 'retelling the main points of the lecture, how they connect, and its conclusion',
  summarizeGroupDiscussion: 'naming each speaker with their view, how the views met, and how the discussion ended',
  respondToASituation: 'explaining the situation, what you need and what you suggest',
};

/** Spoken content words below which an answer cannot cover an image or a lecture, whatever it says. */
const FEW_WORDS = 15;
const SHORT_ANSWER_WORDS = 35;
/** Share of an answer's content words on the topic below which it is about something else. */
const OFF_TOPIC_RELEVANCE = 0.15;

/**
 * Describe Image and Re-tell Lecture content 0–5, Summarize Group Discussion 0–6: key points covered (content words, lemmas and
 * synonyms, as in writing), relative to how many of them the model answer itself covers, so the
 * band does not depend on how the key points happen to be worded. A very short answer is capped.
 */
export function scoreOpenContent(analysis: SpeechAnalysis, max: number): TraitResult {
  const keyPoints = analysis.keyPoints!;
  const { points } = keyPoints;
  if (points.length === 0) return { score: 0, comment: 'This question has no key points or model answer to judge content against.' };
  // `max` is the task's own content scale (Summarize Group Discussion 0–6, the others 0–5): each band is a whole point.
  const covered = points.filter((point) => point.covered);
  const ratio = Math.min(1, covered.length / Math.max(1, keyPoints.coveredByModel));
  let band = Math.round(ratio * max);
  const wordCount = analysis.words.length;
  if (wordCount < FEW_WORDS) band = Math.min(band, 1);
  else if (wordCount < SHORT_ANSWER_WORDS) band = Math.min(band, Math.round(max * 0.6));
  // An answer about something else gets no content: one point found through a misheard word ("my" for "May") does
  // not put a holiday story on the topic of a chart. A discussion's key points are long sentences of everyday words
  // (share, parts, time, two, together), which a talk about anything covers loosely through synonyms (a talk on
  // planting trees "covered" four of six), so there the answer's relevance to the discussion alone decides.
  const offTopic = (analysis.relevance ?? 1) < OFF_TOPIC_RELEVANCE;
  if (offTopic && (covered.length <= 1 || analysis.task === 'summarizeGroupDiscussion')) band = 0;
  const score = band;
  const missing = points.filter((point) => !point.covered).map((point) => point.text);
  const kind = keyPoints.from === 'key points' ? 'key point' : 'idea of the model answer';
  const advice: string[] = [];
  if (missing.length) advice.push(`also mention ${quote(missing.slice(0, 3))}${missing.length > 3 ? '…' : ''}`);
  const answerTime = analysis.task === 'summarizeGroupDiscussion' ? 'two minutes' : '40 seconds';
  if (wordCount < SHORT_ANSWER_WORDS) advice.push(`speak for most of the ${answerTime}, ${FULL_ANSWER[analysis.task] ?? FULL_ANSWER.describeImage}`);
  if (advice.length === 0) advice.push('keep covering every main point like this');
  return { score, comment: `Covers ${covered.length} of ${plural(points.length, kind)}: ${advice.join(', and ')}.` };
}

/**
 * Respond to a Situation appropriacy 0–5: the points the situation calls for (as content above), with
 * a band off when the model answer is polite (please, sorry, would you…) and the response is not.
 */
export function scoreAppropriacy(analysis: SpeechAnalysis, max: number, modelIsPolite: boolean): TraitResult {
  const content = scoreOpenContent(analysis, 5);
  let band = content.score;
  const polite = analysis.politeForms ?? [];
  let comment = content.comment;
  if (modelIsPolite && polite.length === 0 && band > 0) {
    band -= 1;
    comment = `${comment.slice(0, -1)}, and use polite forms that suit the situation, such as "Would you mind…", "Sorry to bother you" or "Thank you".`;
  }
  return { score: Math.round((band / 5) * max), comment };
}

/** Answer Short Question: one point when an accepted answer is heard. */
export function scoreShortAnswer(analysis: SpeechAnalysis, max: number, accepted: string[]): TraitResult {
  if (analysis.answerHeard) return { score: max, comment: `Correct: "${analysis.answerHeard}".` };
  const heard = analysis.words.map((word) => word.word).join(' ');
  const expected = accepted.length ? ` (the expected answer is "${accepted[0]}")` : '';
  return { score: 0, comment: `${heard ? `Heard "${heard}", which is not an accepted answer` : 'No answer was heard'}${expected}: answer with just the word or short phrase.` };
}
