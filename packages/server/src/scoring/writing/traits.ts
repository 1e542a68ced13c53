import type { GrammarIssue } from './grammar';
import type { KeyPointResult, SentenceStats } from './lexical';
import type { TaskScale, TraitKey, WritingTask } from './scales';
import { clamp } from './text';

/** Everything the trait scales judge, measured once per response. */
export interface Analysis {
  task: WritingTask;
  scale: TaskScale;
  limits: { min: number; max: number };
  wordCount: number;
  /** Sentences as the SWT rule counts them (terminal punctuation followed by more words). */
  terminatedSentences: number;
  endsWithFullStop: boolean;
  allCapitals: boolean;
  bulletList: boolean;
  hasPunctuation: boolean;
  paragraphs: string[];
  misspellings: string[];
  grammar: GrammarIssue[];
  /** Coverage of the key points content is judged on (given ones, or ones derived from the model answer). */
  keyPoints: { text: string; result: KeyPointResult }[];
  /** Where the key points come from: the question bank, or the model answer's or source's sentences standing in. */
  keyPointsFrom: 'given' | 'model answer' | 'source';
  /** Share of content words on the topic of the source (0–1). */
  relevance: number;
  /** Moving-average type–token ratio of content lemmas (0–1). */
  diversity: number;
  /** Share of long / polysyllabic content words (0–1). */
  sophistication: number;
  /** Share of words in runs copied from the prompt (essay, email). */
  copied: number;
  /** A summary made of the source's sentences copied whole (Summarize Written Text, Summarize Spoken Text). */
  extract: boolean;
  /** Words strung together without the words that make a sentence (articles, prepositions, verbs of being…). */
  keywordList: boolean;
  /** Share of words in memorised template sentences (essay, email). */
  templated: number;
  linkers: ReadonlySet<string>;
  sentences: SentenceStats;
}

export interface TraitResult {
  score: number;
  comment: string;
}

/** Below this share of on-topic words (and with no key point covered) a response is off topic. */
const OFF_TOPIC_RELEVANCE = 0.45;
/** Below this share it is off topic even if a key point's words turn up by chance. */
const CLEARLY_OFF_TOPIC_RELEVANCE = 0.35;
/** The off-topic share when the question has no key points and the topic is only the prompt's own words. */
const THIN_TOPIC_RELEVANCE = 0.15;
/** Essays and emails below this share of on-topic words get at most half the content points. */
const WEAK_RELEVANCE = 0.45;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const quote = (items: string[]) => items.map((item) => `"${item}"`).join(', ');

export function scoreForm(analysis: Analysis, max: number): TraitResult {
  const { wordCount, limits, scale } = analysis;
  const range = `${limits.min}–${limits.max}`;
  if (wordCount === 0) return { score: 0, comment: 'No response.' };
  if (analysis.allCapitals) return { score: 0, comment: 'Written in capital letters only, which the exam scores 0.' };
  if (analysis.bulletList) return { score: 0, comment: 'Written as bullet points; the exam expects connected sentences and scores lists 0.' };
  if (scale.needsPunctuation && !analysis.hasPunctuation) return { score: 0, comment: 'The summary has no punctuation, which the exam scores 0.' };
  const inRange = wordCount >= limits.min && wordCount <= limits.max;
  if (analysis.keywordList && !scale.oneSentence) return { score: 0, comment: 'A list of words, not sentences: the exam scores it 0.' };
  if (scale.oneSentence) {
    if (!inRange) return { score: 0, comment: `${plural(wordCount, 'word')}: the summary must have ${range} words.` };
    if (analysis.terminatedSentences > 1) {
      return { score: 0, comment: `${analysis.terminatedSentences} sentences: the summary must be one single sentence.` };
    }
    if (!analysis.endsWithFullStop) return { score: 0, comment: 'The summary must be one sentence that ends with a full stop.' };
    if (analysis.keywordList) return { score: 0, comment: 'A list of words is not a sentence: the exam scores it 0. Join the main points with verbs and linking words.' };
    return { score: max, comment: `One sentence of ${plural(wordCount, 'word')}, within ${range}.` };
  }
  if (inRange) return { score: max, comment: `${plural(wordCount, 'word')}, within ${range}.` };
  const partial = scale.partialForm;
  if (partial && max > 1 && wordCount >= partial.min && wordCount <= partial.max) {
    return { score: max - 1, comment: `${plural(wordCount, 'word')}: outside ${range}, so form loses a point.` };
  }
  const hardLimits = partial ? `${partial.min}–${partial.max}` : range;
  return { score: 0, comment: `${plural(wordCount, 'word')}: outside ${hardLimits}, which the exam does not score.` };
}

function contentCoverage(analysis: Analysis, literal = false): number {
  const points = analysis.keyPoints;
  if (points.length === 0) return 0;
  return points.filter((point) => (literal ? point.result.literal : point.result.covered)).length / points.length;
}

/**
 * Off topic: few of the response's content words are about the topic (the prompt, its key points, its model
 * answer, with WordNet synonyms), and no key point covered; or very few, whatever it happened to match. Measured
 * on the bank: model answers score 0.85-1.00 against their own topic, other items' model answers 0.08-0.41.
 * Without any question material nothing is off topic.
 */
export function isOffTopic(analysis: Analysis): boolean {
  if (analysis.keyPoints.length === 0 || analysis.wordCount === 0) return false;
  // With no key points of its own, the topic is only the prompt's few words: judged far more leniently.
  // Key points covered only by words of related meaning do not make a response on topic: in 250 words of any essay
  // something comes close to "advantages outweigh the disadvantages".
  if (analysis.keyPointsFrom !== 'given') return contentCoverage(analysis, true) === 0 && analysis.relevance < THIN_TOPIC_RELEVANCE;
  return analysis.relevance < CLEARLY_OFF_TOPIC_RELEVANCE || (analysis.relevance < OFF_TOPIC_RELEVANCE && contentCoverage(analysis, true) === 0);
}

export function scoreContent(analysis: Analysis, max: number): TraitResult {
  const points = analysis.keyPoints;
  if (points.length === 0) return { score: 0, comment: 'No key points or model answer to judge content against.' };
  const covered = points.filter((point) => point.result.covered);
  const missing = points.filter((point) => !point.result.covered).map((point) => point.text);
  let score = Math.round(max * Math.min(1, covered.length / points.length / (analysis.scale.mainPoints ?? 1)));
  const from = analysis.keyPointsFrom;
  const notes = [`Covers ${covered.length} of ${plural(points.length, from === 'given' ? 'key point' : 'key idea')}${from === 'given' ? '' : ` of the ${from}`}.`];
  if (missing.length > 0) notes.push(`Missing: ${quote(missing.slice(0, 4))}${missing.length > 4 ? '…' : ''}.`);
  const argued = analysis.task === 'writeEssay' || analysis.task === 'writeEmail';
  // Points found only by related meaning in a response mostly about something else earn at most half; points made
  // in the topic's own words stand.
  const literal = covered.filter((point) => point.result.literal).length;
  if (argued && analysis.relevance < WEAK_RELEVANCE && literal < points.length / 2 && score > Math.ceil(max / 2)) {
    score = Math.ceil(max / 2);
    notes.push('Much of the response is not about the topic of the prompt.');
  }
  if (analysis.extract && score > 0) {
    score = Math.floor(score / 2);
    notes.push(`The summary copies whole sentences of the ${analysis.task === 'summarizeSpokenText' ? 'talk' : 'passage'} one after another: a summary picks out the main points and joins them.`);
  }
  return { score, comment: notes.join(' ') };
}

function grammarWeight(issues: GrammarIssue[]): { weight: number; critical: number; moderate: number; minor: number } {
  const critical = issues.filter((issue) => issue.severity === 'CRITICAL').length;
  const moderate = issues.filter((issue) => issue.severity === 'MODERATE').length;
  const minor = issues.filter((issue) => issue.severity === 'MINOR').length;
  // Minor slips (a comma, a capital) add up to at most one critical error's weight.
  return { weight: critical + 0.5 * moderate + Math.min(1, 0.25 * minor), critical, moderate, minor };
}

export function scoreGrammar(analysis: Analysis, max: number): TraitResult {
  const { weight, critical, moderate, minor } = grammarWeight(analysis.grammar);
  // Longer responses are allowed proportionally more slips for the same band ("errors are rare").
  const fullMarks = Math.max(0.5, analysis.wordCount / 250);
  const noHindrance = Math.max(2, analysis.wordCount / 60);
  const band = weight <= fullMarks ? 2 : weight <= noHindrance ? 1 : 0;
  const score = Math.round((band / 2) * max);
  const counts = `${plural(critical, 'critical error')}, ${moderate} moderate, ${minor} minor`;
  const examples = analysis.grammar.slice(0, 3).map((issue) => `${issue.category}: ${issue.message}`);
  const verdict = band === 2 ? 'Correct grammatical structure.' : band === 1 ? 'Errors that do not hinder communication.' : 'Errors that could hinder communication.';
  return { score, comment: `${verdict} ${counts}.${examples.length ? ` ${examples.join(' ')}` : ''}` };
}

const LEXICAL_ERROR_CATEGORIES = new Set(['Word choice', 'Malapropism', 'Eggcorn', 'Usage']);

export function scoreVocabulary(analysis: Analysis, max: number): TraitResult {
  const { task, diversity, sophistication, copied } = analysis;
  const wordChoice = analysis.grammar.filter((issue) => LEXICAL_ERROR_CATEGORIES.has(issue.category)).length;
  const facts = `diversity ${diversity.toFixed(2)}, academic words ${(sophistication * 100).toFixed(0)} %`;
  if (task === 'summarizeWrittenText' || task === 'summarizeSpokenText') {
    // SWT has no spelling trait, so misspelled words count as lexical errors here.
    const lexicalErrors = wordChoice + (task === 'summarizeWrittenText' ? analysis.misspellings.length : 0);
    let band = lexicalErrors === 0 ? 2 : lexicalErrors <= 2 ? 1 : 0;
    const notes: string[] = [];
    if (lexicalErrors > 0) notes.push(`${plural(lexicalErrors, 'lexical error')}.`);
    if (diversity < 0.6) {
      band -= 1;
      notes.push('Many words are repeated.');
    }
    if (analysis.extract) {
      band = 0;
      notes.push('The words are the source\'s, copied whole, not the writer\'s own choice.');
    }
    if (task === 'summarizeSpokenText' && analysis.relevance < 0.25) {
      band -= 1;
      notes.push('Few words relate to the lecture.');
    }
    const score = Math.round((clamp(band, 0, 2) / 2) * max);
    return { score, comment: `${score === max ? 'Appropriate choice of words' : 'Word choice could be better'} (${facts}). ${notes.join(' ')}`.trim() };
  }
  const email = task === 'writeEmail';
  const diversityPoints = diversity >= 0.8 ? 1 : diversity >= 0.65 ? 0.5 : 0;
  const rangePoints = sophistication >= (email ? 0.1 : 0.2) ? 1 : sophistication >= (email ? 0.05 : 0.13) ? 0.5 : 0;
  const borrowed = copied + analysis.templated;
  const copyPenalty = borrowed > 0.35 ? 1 : borrowed > 0.15 ? 0.5 : 0;
  const errorPenalty = wordChoice >= 3 ? 0.5 : 0;
  const band = clamp(Math.floor(diversityPoints + rangePoints - copyPenalty - errorPenalty + 1e-9), 0, 2);
  const score = Math.round((band / 2) * max);
  const notes = [`${band === 2 ? 'A broad range of vocabulary' : band === 1 ? 'A fair range of vocabulary' : 'Mainly basic or repeated vocabulary'} (${facts}).`];
  if (copyPenalty > 0 && copied > 0.05) notes.push(`${Math.round(copied * 100)} % of the words are copied from the prompt.`);
  if (copyPenalty > 0 && analysis.templated > 0.05) notes.push(`${Math.round(analysis.templated * 100)} % of the words are in memorised template sentences.`);
  return { score, comment: notes.join(' ') };
}

export function scoreSpelling(analysis: Analysis, max: number): TraitResult {
  const count = analysis.misspellings.length;
  const score = clamp(max - count, 0, max);
  if (count === 0) return { score, comment: 'No spelling errors.' };
  return { score, comment: `${plural(count, 'spelling error')}: ${quote(analysis.misspellings.slice(0, 5))}.` };
}

const CONCLUSION = /\b(in conclusion|to conclude|to sum up|in summary|to summari[sz]e|overall|all in all|on balance|in short|ultimately)\b/i;
const EXAMPLE = /\b(for example|for instance|such as|e\.g\.|to illustrate|a case in point|as an example)\b/i;

export function scoreDevelopment(analysis: Analysis, max: number): TraitResult {
  const paragraphCount = analysis.paragraphs.length;
  const lastBlock = analysis.paragraphs[paragraphCount - 1] ?? '';
  const paragraphPoints = paragraphCount >= 3 ? 2 : paragraphCount === 2 ? 1 : 0;
  const linkerPoints = analysis.linkers.size >= 6 ? 2 : analysis.linkers.size >= 3 ? 1 : 0;
  const conclusionPoints = CONCLUSION.test(lastBlock) || (paragraphCount >= 3 && /\b(therefore|thus|believe|view|opinion)\b/i.test(lastBlock)) ? 1 : 0;
  const developedBodies = analysis.paragraphs.slice(1, -1).filter((block) => (block.match(/[.!?](\s|$)/g)?.length ?? 0) >= 2).length;
  const supportPoints = analysis.paragraphs.some((block) => EXAMPLE.test(block)) || developedBodies >= 2 ? 1 : 0;
  const raw = paragraphPoints + linkerPoints + conclusionPoints + supportPoints;
  const score = Math.round((raw / 6) * max);
  const notes = [`${plural(paragraphCount, 'paragraph')}, ${plural(analysis.linkers.size, 'different linking word')}.`];
  if (paragraphPoints < 2) notes.push('Use an introduction, body paragraphs and a conclusion.');
  if (!conclusionPoints) notes.push('Close with a clear conclusion.');
  if (!supportPoints) notes.push('Support ideas with examples or explanations.');
  if (linkerPoints < 2) notes.push('Connect ideas with a wider range of linking words.');
  return { score, comment: notes.join(' ') };
}

export function scoreLinguisticRange(analysis: Analysis, max: number): TraitResult {
  const { sentences, diversity, sophistication } = analysis;
  const complexPoints = sentences.complexShare >= 0.4 ? 2 : sentences.complexShare >= 0.2 ? 1 : 0;
  const lengthPoints = sentences.meanLength >= 12 && sentences.meanLength <= 32 ? 1 : 0;
  const varietyPoints = sentences.lengthSpread >= 4 ? 1 : 0;
  const diversityPoints = diversity >= 0.8 ? 1 : 0;
  const rangePoints = sophistication >= 0.18 ? 1 : 0;
  const raw = complexPoints + lengthPoints + varietyPoints + diversityPoints + rangePoints;
  const score = Math.round((raw / 6) * max);
  const notes = [
    `${Math.round(sentences.complexShare * 100)} % of sentences are complex, ${sentences.meanLength.toFixed(0)} words a sentence on average.`,
  ];
  if (complexPoints < 2) notes.push('Use more complex sentences (although, which, whereas…).');
  if (!varietyPoints) notes.push('Vary the length of your sentences.');
  if (!diversityPoints || !rangePoints) notes.push('Use a wider, more precise vocabulary.');
  return { score, comment: notes.join(' ') };
}

export function scoreOrganisation(analysis: Analysis, max: number): TraitResult {
  const paragraphCount = analysis.paragraphs.length;
  const layoutPoints = paragraphCount >= 3 ? 1 : 0;
  const flowPoints = analysis.linkers.size >= 2 || analysis.sentences.count >= 4 ? 1 : 0;
  const score = Math.round(((layoutPoints + flowPoints) / 2) * max);
  const notes = [`${plural(paragraphCount, 'paragraph')}, ${plural(analysis.linkers.size, 'linking word')}.`];
  if (!layoutPoints) notes.push('Put the greeting, the body and the sign-off on separate lines or paragraphs.');
  if (!flowPoints) notes.push('Connect your points with linking words.');
  return { score, comment: notes.join(' ') };
}

const GREETING = /^(dear|hi|hello|good (morning|afternoon|evening)|to whom it may concern|greetings)\b/i;
const SIGN_OFF = /^(kind(est)? regards|best regards|warm(est)? regards|regards|best wishes|yours sincerely|yours faithfully|sincerely|yours truly|yours|best|many thanks|thanks|thank you|cheers|all the best|respectfully|warm wishes|warmly|take care|speak soon|talk soon|see you( soon| then)?|(lots of |with )?love|until then|catch you later)\b/i;
/** Why the email is written: formal openings, and the informal ones a friend opens with ("I'm so sorry I missed…"). */
const PURPOSE = /\b(i am writing|i'm writing|i write|i would like to|i'd like to|the purpose of this|i am contacting|i'm contacting|i wanted to|i am reaching out|i'm reaching out|i am emailing|i'm emailing|i('m| am) (really |so |very |terribly )?sorry|just a (quick )?(note|message|line)|thank(s| you) (so much )?for|guess what|i('ve| have) (got|some) (news|a favour)|i need to (tell|ask)|i hope you('re| are) (well|doing))\b/i;
const CLOSING = /\b(look(ing)? forward|please let me know|please feel free|do not hesitate|don't hesitate|thank you for|thanks (again|in advance|for)|hope to hear|would appreciate|'d appreciate|please contact|get back to me|let me know|can't wait|hope to see|see you (soon|then|there|on)|(it'll|it will) be my treat|catch up soon|write back)\b/i;

/**
 * Email conventions (PTE Core): the opening salutation and the closing with a name. A sentence that says why the
 * email is written and a closing line ("I look forward to…") are advised, not required: many good emails to a
 * friend have neither.
 */
export function scoreEmailConventions(analysis: Analysis, max: number): TraitResult {
  const lines = analysis.paragraphs.flatMap((block) => block.split(/(?<=[.!?,])\s+(?=\p{Lu})/u)).map((line) => line.trim());
  const greeting = GREETING.test(lines[0] ?? '');
  const signOff = lines.slice(-3).some((line) => SIGN_OFF.test(line) && line.split(/\s+/).length <= 6);
  const body = lines.join(' ');
  const band = (greeting ? 1 : 0) + (signOff ? 1 : 0);
  const score = Math.round((band / 2) * max);
  const missing = [!greeting && 'a greeting (Dear …, Hi …)', !signOff && 'a sign-off with your name (Kind regards, …)'].filter(Boolean) as string[];
  const tips = [
    !PURPOSE.test(body) && 'an opening that says why you are writing',
    !CLOSING.test(body) && 'a closing line (I look forward to …)',
  ].filter(Boolean) as string[];
  const verdict = missing.length ? `Missing ${missing.join(' and ')}.` : 'Greeting and sign-off are there.';
  return { score, comment: tips.length ? `${verdict} It would also help to add ${tips.join(' and ')}.` : verdict };
}

export const TRAIT_SCORERS: Record<TraitKey, (analysis: Analysis, max: number) => TraitResult> = {
  content: scoreContent,
  development: scoreDevelopment,
  form: scoreForm,
  grammar: scoreGrammar,
  linguisticRange: scoreLinguisticRange,
  vocabulary: scoreVocabulary,
  spelling: scoreSpelling,
  organisation: scoreOrganisation,
  emailConventions: scoreEmailConventions,
};
