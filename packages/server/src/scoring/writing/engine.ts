import { countWords, getTask, type ExamVariant } from '@pte-kit/core';
import { actOf, performs } from './acts';
import { compareIssues, createHarperChecker, mergeIssues, type GrammarChecker, type GrammarIssue } from './grammar';
import { loadAnalyzer, vocabularyOf, isContentTerm, type Analyzer, type Term } from './language';
import {
  copiedShare, keyPointCoverage, keyPointLemmas, linkersUsed, matches, movingTypeTokenRatio, ownWords, semanticVocabulary, sentenceStats, sophisticatedShare, topicRelevance,
  withSynonyms,
} from './lexical';
import { checkRules, tagsPerToken } from './rules';
import { isWritingTask, taskScale, type WritingTask } from './scales';
import { loadSpeller, type Speller, type SpellingPreference } from './spelling';
import {
  countTerminatedSentences, endsWithFullStop, hasPunctuation, isAllCapitals, isBulletList, letterRuns, paragraphs, sentenceSpans,
  straightQuotes, tokenize, type Token,
} from './text';
import { findTemplates } from './templates';
import { TRAIT_SCORERS, isOffTopic, type Analysis, type TraitResult } from './traits';
import { loadWordVectors, type WordVectors } from './vectors';
import { loadWordNet, type WordNet } from './wordnet';
import type {
  GrammarError, WritingEngine, WritingEngineOptions, WritingScore, WritingScoreInput, WritingTrait, WrittenWord,
} from './index';

/** Longer than any task allows many times over: scored 0 without analysis, which keeps a request bounded. */
const MAX_ANALYSED_CHARACTERS = 20_000;
const DEFAULT_MAX_SUGGESTIONS = 25;
const WARM_UP_TEXT =
  'Many people believes that a online course is as good as a class. However, students who learn at home often feels isolated, ' +
  'and there is many distractions. in my opinion, blended learning offer the best of both worlds.';
/** Content words per window of the moving type–token ratio (a 250-word essay has about 120). */
const DIVERSITY_WINDOW = 30;
/**
 * Words in a row taken from the prompt that count as copied rather than written: long enough that reusing a
 * phrase of the prompt ("the coffee machine that I ordered") stays the learner's own writing.
 */
const COPIED_RUN = 8;
/** Share of a response in such runs above which its content is judged on the rest only. */
const MOSTLY_COPIED = 0.25;
/**
 * A summary may reuse the passage's words, but one made of its sentences copied whole (runs of this many words or
 * more, over EXTRACT_SHARE of the summary) has picked out and joined nothing: it is an extract, not a summary.
 */
const EXTRACT_RUN = 12;
const EXTRACT_SHARE = 0.75;
/** Share of on-topic words from which key points may be matched by meaning as well as by form. */
const MEANING_NEEDS_RELEVANCE = 0.6;
/** Two-edit searches per response: each can take half a second on junk, so only the first few misspellings get one. */
const DEEP_SUGGESTIONS = 3;

interface Resources {
  speller: Speller;
  wordnet: WordNet;
  analyzer: Analyzer;
  vectors: WordVectors;
}

let sharedResources: Promise<Resources> | null = null;
let sharedHarper: GrammarChecker | null = null;

/** Dictionaries, WordNet, word vectors and compromise: loaded on first use and shared by every engine in the process. */
function resources(): Promise<Resources> {
  if (!sharedResources) {
    sharedResources = Promise.all([loadSpeller(), loadWordNet(), loadAnalyzer(), loadWordVectors()])
      .then(([speller, wordnet, analyzer, vectors]) => ({ speller, wordnet, analyzer, vectors }));
    sharedResources.catch(() => {
      sharedResources = null;
    });
  }
  return sharedResources;
}

function harper(): GrammarChecker {
  sharedHarper ??= createHarperChecker();
  return sharedHarper;
}

/** Word limits of a writing task for a variant, from the core task catalogue. */
export function writingLimits(task: WritingTask, variant: ExamVariant): { min: number; max: number } {
  const definition = getTask(task === 'summarizeSpokenText' ? `listening.${task}` : `writing.${task}`);
  const limits = definition.wordLimits ?? {};
  // Essay is Academic-only and email Core-only: the other variant falls back to the one the exam has.
  const chosen = limits[variant] ?? limits.ACADEMIC ?? limits.CORE;
  if (!chosen) throw new Error(`The task catalogue has no word limits for ${task}.`);
  return { min: chosen.min, max: chosen.max };
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

function normaliseInput(input: WritingScoreInput) {
  const raw = (input ?? {}) as Partial<WritingScoreInput>;
  const task = isWritingTask(raw.task) ? raw.task : null;
  const variant: ExamVariant = raw.variant === 'CORE' ? 'CORE' : 'ACADEMIC';
  const keyPoints = Array.isArray(raw.keyPoints) ? raw.keyPoints.map(asText) : [];
  const spelling: SpellingPreference = raw.spelling === 'US' ? 'US' : raw.spelling === 'UK' ? 'UK' : 'BOTH';
  return { task, variant, text: asText(raw.text), source: asText(raw.source), keyPoints, modelAnswer: asText(raw.modelAnswer), spelling };
}

function plainWords(tokens: Token[]): WrittenWord[] {
  return tokens.map((token) => ({ type: 'CORRECT', word: token.raw, suggestion: null, explanation: null }));
}

function zeroTraits(task: WritingTask | null, variant: ExamVariant, comment: string): WritingTrait[] {
  if (!task) return [];
  return taskScale(task, variant).scale.traits.map((trait) => ({ name: trait.name, score: 0, max: trait.max, comment }));
}

function unscored(task: WritingTask | null, variant: ExamVariant, text: string, keyPoints: string[], comment: string): WritingScore {
  const traits = zeroTraits(task, variant, comment);
  const limits = task ? writingLimits(task, variant) : null;
  const wordCount = countWords(text);
  return {
    traits,
    score: 0,
    maxScore: traits.reduce((sum, trait) => sum + trait.max, 0),
    wordCount,
    withinLimits: limits ? wordCount >= limits.min && wordCount <= limits.max : false,
    words: plainWords(tokenize(text)),
    grammarErrors: [],
    keyPointsCovered: keyPoints.map(() => false),
    estimate: true,
  };
}

const words = (text: string) => new Set((straightQuotes(text).toLowerCase().match(/\p{L}+(?:'\p{L}+)*/gu) ?? []));

interface SpellingResult {
  misspelled: Map<number, { suggestion: string | null; part: string }>;
}

/** The words that hold a sentence together; a sentence of English has one in every four or five words. */
const FUNCTION_WORDS = new Set(
  ('a an the this that these those of in on at for with by from to into about as than and or but so because while although which who whom ' +
    'whose that is are was were be been being has have had do does did will would can could should may might must it its they them their ' +
    'he she his her we our you your i me my not no if when where how what there here also both each every all some many more most such')
    .split(' '),
);
/** Fewer function words than this share, over at least eight words, is a list of keywords rather than a sentence. */
const KEYWORD_LIST_SHARE = 0.12;

function isKeywordList(tokens: Token[]): boolean {
  const words = tokens.filter((token) => /\p{L}/u.test(token.core)).map((token) => token.core.toLowerCase());
  if (words.length < 8) return false;
  return words.filter((word) => FUNCTION_WORDS.has(word)).length / words.length < KEYWORD_LIST_SHARE;
}

/** The response with each misspelled word replaced by its one-word suggestion: what the learner meant to write. */
function meantText(text: string, tokens: Token[], misspelled: SpellingResult['misspelled']): string {
  if (misspelled.size === 0) return text;
  let result = '';
  let at = 0;
  for (const [index, { suggestion }] of [...misspelled].sort(([a], [b]) => a - b)) {
    const token = tokens[index];
    if (!token || !suggestion || /\s/.test(suggestion)) continue;
    result += text.slice(at, token.coreStart) + suggestion;
    at = token.coreEnd;
  }
  return result + text.slice(at);
}

function checkSpelling(tokens: Token[], speller: Speller, preference: SpellingPreference, accepted: Set<string>, maxSuggestions: number): SpellingResult {
  const properNouns = new Set(tokens.filter((token) => !token.sentenceStart && /^\p{Lu}/u.test(token.core)).map((token) => token.core));
  const misspelled = new Map<number, { suggestion: string | null; part: string }>();
  const suggested = new Map<string, string | null>();
  let deepSearches = 0;
  const isCorrect = (part: string, token: Token): boolean => {
    const word = straightQuotes(part);
    const lower = word.toLowerCase();
    if (word.length <= 1 || accepted.has(lower)) return true;
    if (/^\p{Lu}/u.test(word) && !token.sentenceStart) return true;
    if (word === word.toUpperCase() && word.length <= 6 && /\p{Lu}/u.test(word)) return true;
    if (properNouns.has(word)) return true;
    const candidates = [word, lower, word.replace(/'s$/i, ''), word.replace(/s'$/i, 's')];
    return candidates.some((candidate) => candidate.length > 0 && speller.correct(candidate, preference));
  };
  tokens.forEach((token, index) => {
    if (!token.core || /\d/.test(token.core) || /@|:\/\/|^www\./i.test(token.core)) return;
    const wrong = letterRuns(token.core, token.coreStart).find((run) => !isCorrect(run.text, token));
    if (!wrong) return;
    let suggestion: string | null = null;
    const key = wrong.text.toLowerCase();
    if (suggested.has(key)) suggestion = suggested.get(key) ?? null;
    else if (suggested.size < maxSuggestions) {
      const word = straightQuotes(wrong.text);
      suggestion = speller.suggest(word, preference, false);
      if (suggestion === null && deepSearches < DEEP_SUGGESTIONS) {
        deepSearches += 1;
        suggestion = speller.suggest(word, preference, true);
      }
      suggested.set(key, suggestion);
    }
    const offset = wrong.start - token.coreStart;
    const whole = suggestion === null ? null : token.core.slice(0, offset) + suggestion + token.core.slice(offset + wrong.text.length);
    misspelled.set(index, { suggestion: whole, part: wrong.text });
  });
  return { misspelled };
}

const hasWords = (point: string) => /\p{L}/u.test(point);

/** Key points to judge content by: the question's, or else the model answer's sentences, or else the source's first ones. */
function effectiveKeyPoints(keyPoints: string[], modelAnswer: string, source: string): { points: string[]; from: Analysis['keyPointsFrom'] } {
  const given = keyPoints.filter(hasWords).map((point) => point.trim());
  if (given.length > 0) return { points: given, from: 'given' };
  for (const [text, from] of [[modelAnswer, 'model answer'], [source, 'source']] as const) {
    const sentences = sentenceSpans(text).map((span) => text.slice(span.start, span.end).trim());
    if (sentences.length > 0) return { points: sentences.slice(0, 5), from };
  }
  return { points: [], from: 'given' };
}

const overlaps = (issue: GrammarIssue, token: Token) => token.core !== '' && issue.start < token.coreEnd && token.coreStart < issue.end;

function typedWords(
  task: WritingTask, tokens: Token[], misspelled: SpellingResult['misspelled'], issues: GrammarIssue[], analysis: Analysis, text: string,
): WrittenWord[] {
  const firstSentenceEnd = task === 'summarizeWrittenText' && analysis.terminatedSentences > 1
    ? tokens.findIndex((token) => token.sentenceEnd)
    : -1;
  const typed: WrittenWord[] = tokens.map((token, index) => {
    const spelling = misspelled.get(index);
    if (spelling) {
      const explanation = spelling.suggestion ? `Spelling: did you mean "${spelling.suggestion}"?` : `Spelling: "${spelling.part}" is not in the dictionary.`;
      return { type: 'MISSPELLED', word: token.raw, suggestion: spelling.suggestion, explanation };
    }
    if (firstSentenceEnd >= 0 && index > firstSentenceEnd) {
      return { type: 'EXTRA', word: token.raw, suggestion: null, explanation: 'Form: a summary must be one sentence; this is a further sentence.' };
    }
    const issue = issues.find((candidate) => overlaps(candidate, token) || (candidate.start === candidate.end && candidate.start === token.coreEnd));
    if (issue) {
      const exact = issue.start === token.coreStart && issue.end === token.coreEnd;
      return { type: 'GRAMMATICAL', word: token.raw, suggestion: exact ? issue.suggestion : null, explanation: `${issue.category}: ${issue.message}` };
    }
    return { type: 'CORRECT', word: token.raw, suggestion: null, explanation: null };
  });
  if (task === 'summarizeWrittenText' && analysis.wordCount > 0 && !endsWithFullStop(text)) {
    typed.push({ type: 'MISSED', word: '.', suggestion: '.', explanation: 'Form: the summary must end with a full stop.' });
  }
  return typed;
}

function toGrammarError(issue: GrammarIssue): GrammarError {
  return { type: issue.severity, detail: `${issue.category}: ${issue.message}`, start: issue.start, end: issue.end, suggestion: issue.suggestion };
}

export function createWritingEngine(options: WritingEngineOptions = {}): WritingEngine {
  const useHarper = options.harper !== false;
  const extraCheckers = options.grammarCheckers ?? [];
  const maxSuggestions = options.maxSuggestions ?? DEFAULT_MAX_SUGGESTIONS;

  const runCheckers = async (text: string): Promise<GrammarIssue[][]> => {
    const checkers = [...(useHarper ? [harper()] : []), ...extraCheckers];
    const groups: GrammarIssue[][] = [];
    for (const checker of checkers) {
      try {
        const found = await checker.check(text);
        groups.push(found.filter((issue) => issue.start >= 0 && issue.end <= text.length && issue.start <= issue.end).sort(compareIssues));
      } catch {
        // A failing checker costs its findings, not the score: the built-in rules still run.
        groups.push([]);
      }
    }
    return groups;
  };

  async function analyse(input: ReturnType<typeof normaliseInput>, task: WritingTask): Promise<WritingScore> {
    const { variant, text, source, keyPoints, modelAnswer, spelling } = input;
    const { scale, variant: scaleVariant, offered } = taskScale(task, variant);
    const limits = writingLimits(task, variant);
    const { speller, wordnet, analyzer, vectors } = await resources();

    const tokens = tokenize(text);
    const wordCount = countWords(text);
    const terms = analyzer.terms(text);
    const tags = tagsPerToken(tokens, terms);

    const accepted = new Set([...words(source), ...keyPoints.flatMap((point) => [...words(point)])]);
    const { misspelled } = checkSpelling(tokens, speller, spelling, accepted, maxSuggestions);

    const ruleIssues = checkRules({ tokens, tags, wordnet, expectFinalStop: task !== 'writeEmail' });
    // A misspelled word is the spelling trait's: the grammar checker's guesses about it ("use full", "distill") are dropped.
    const misspelledSpans = [...misspelled.keys()].map((index) => tokens[index]);
    const onMisspelled = (issue: GrammarIssue) => misspelledSpans.some((token) => issue.start >= token.coreStart && issue.end <= token.coreEnd);
    const issues = mergeIssues([...(await runCheckers(text)), ruleIssues]).filter((issue) => !onMisspelled(issue));

    const argued = task === 'writeEssay' || task === 'writeEmail';
    // An essay or email covers a point in its own words. Restating a clause of the prompt is normal; a response made
    // mostly of the prompt's own sentences is judged on what is left once they are taken out.
    const mostlyCopied = argued && copiedShare(text, source, COPIED_RUN) > MOSTLY_COPIED;
    const topicTerms: Term[] = [source, ...keyPoints, ...(argued ? [modelAnswer] : [])].flatMap((part) => analyzer.terms(part));
    const topicVocabulary = withSynonyms(vocabularyOf(topicTerms), wordnet);
    // Spelling is a trait of its own: content and relevance read each misspelled word as the word it was meant to be.
    const meant = meantText(text, tokens, misspelled);
    const meantTerms = meant === text ? terms : analyzer.terms(meant);
    const relevance = topicRelevance(meantTerms, topicVocabulary, wordnet);
    const sentences = sentenceSpans(text, tokens);
    // Memorised template sentences ("This is a controversial issue…") say nothing about this prompt: content and
    // vocabulary are judged without them.
    const meantSentences = meant === text ? sentences : sentenceSpans(meant, tokenize(meant));
    const templates = argued
      ? findTemplates(meant, meantSentences, (sentence) => analyzer.terms(sentence).filter((term) => isContentTerm(term) && matches(term.lemma, topicVocabulary, wordnet)).length)
      : { share: 0, rest: meant };
    const ownText = mostlyCopied ? ownWords(templates.rest, source, COPIED_RUN) : templates.rest;
    const ownTerms = ownText === meant ? meantTerms : analyzer.terms(ownText);
    const responseVocabulary = withSynonyms(vocabularyOf(ownTerms), wordnet);
    const responseMeaning = semanticVocabulary(ownTerms, vectors);
    // Matching by meaning finds something close to "better focus" in any essay about work or school: a response that
    // is mostly about something else is credited only for the points it makes in their own words.
    const meaning = relevance >= MEANING_NEEDS_RELEVANCE ? responseMeaning : undefined;
    const { points: judgedPoints, from: keyPointsFrom } = effectiveKeyPoints(keyPoints, modelAnswer, source);
    const pointTerms = new Map(judgedPoints.map((point) => [point, analyzer.terms(point)]));
    const pointsUsing = new Map<string, number>();
    for (const terms of pointTerms.values()) for (const lemma of keyPointLemmas(terms)) pointsUsing.set(lemma, (pointsUsing.get(lemma) ?? 0) + 1);
    const pointResults = judgedPoints.map((point) => {
      const act = keyPointsFrom === 'given' ? actOf(point) : null;
      const asked = { asked: act !== null, performed: act === null || performs(ownText, act) };
      const result = keyPointCoverage(pointTerms.get(point)!, responseVocabulary, wordnet, {
        meaning, act: asked, brief: scale.mainPoints !== undefined, pointsUsing,
      });
      return { text: point, result };
    });
    const coveredByText = new Map(pointResults.map((point) => [point.text, point.result.covered]));

    // Vocabulary is the learner's own: words of template sentences do not show range.
    const contentTerms = (templates.share > 0 ? analyzer.terms(templates.rest) : meantTerms).filter(isContentTerm);
    const analysis: Analysis = {
      task,
      scale,
      limits,
      wordCount,
      terminatedSentences: countTerminatedSentences(tokens),
      endsWithFullStop: endsWithFullStop(text),
      allCapitals: isAllCapitals(tokens),
      bulletList: isBulletList(text),
      hasPunctuation: hasPunctuation(text),
      paragraphs: paragraphs(text),
      misspellings: [...misspelled.values()].map((entry) => entry.part),
      grammar: issues,
      keyPoints: pointResults,
      keyPointsFrom,
      relevance,
      diversity: movingTypeTokenRatio(contentTerms.map((term) => term.lemma), DIVERSITY_WINDOW),
      sophistication: sophisticatedShare(contentTerms.map((term) => term.normal), analyzer),
      copied: argued ? copiedShare(text, source) : 0,
      extract: !argued && copiedShare(text, source, EXTRACT_RUN) > EXTRACT_SHARE,
      keywordList: isKeywordList(tokens),
      templated: templates.share,
      linkers: linkersUsed(text),
      sentences: sentenceStats(text, sentences),
    };

    const results = new Map<string, TraitResult>();
    for (const trait of scale.traits) results.set(trait.key, TRAIT_SCORERS[trait.key](analysis, trait.max));
    const form = results.get('form')!;
    const offTopic = isOffTopic(analysis);
    if (offTopic) results.set('content', { score: 0, comment: 'The response does not address the topic of the prompt.' });
    let zeroReason: string | null = null;
    /** The trait whose 0 decided, which keeps its own explanation; the others say why they were not scored. */
    let deciding: 'form' | 'content' | null = null;
    const zeroWhen = scale.zeroWhen.traits;
    if (!offered) zeroReason = `Not scored: this task is not part of PTE ${variant === 'CORE' ? 'Core' : 'Academic'} (scale shown: ${scaleVariant}).`;
    else if (zeroWhen.includes('form') && form.score === 0) {
      zeroReason = `Not scored: ${form.comment} In the exam a response outside the form rules scores 0 on every trait.`;
      deciding = 'form';
    } else if (zeroWhen.includes('content') && offTopic) {
      zeroReason = 'Not scored: the response does not address the topic, so the exam scores 0 on every trait.';
      deciding = 'content';
    } else if (zeroWhen.includes('content') && analysis.keyPoints.length > 0 && results.get('content')!.score === 0) {
      // Content 0 on the evidence of the key points; with nothing to judge content against, the other traits stand.
      zeroReason = `Not scored: ${results.get('content')!.comment} In the exam a response with no content credit scores 0 on every trait.`;
      deciding = 'content';
    }

    const traits: WritingTrait[] = scale.traits.map((trait) => {
      const result = results.get(trait.key)!;
      if (zeroReason) return { name: trait.name, score: 0, max: trait.max, comment: trait.key === deciding ? result.comment : zeroReason };
      return { name: trait.name, score: result.score, max: trait.max, comment: result.comment };
    });

    return {
      traits,
      score: traits.reduce((sum, trait) => sum + trait.score, 0),
      maxScore: traits.reduce((sum, trait) => sum + trait.max, 0),
      wordCount,
      withinLimits: wordCount >= limits.min && wordCount <= limits.max,
      words: typedWords(task, tokens, misspelled, issues, analysis, text),
      grammarErrors: issues.map(toGrammarError),
      keyPointsCovered: keyPoints.map((point) => coveredByText.get(point.trim()) === true && hasWords(point)),
      estimate: true,
    };
  }

  const score = async (input: WritingScoreInput): Promise<WritingScore> => {
    const normalised = normaliseInput(input);
    const { task, variant, text, keyPoints } = normalised;
    if (!task) return unscored(null, variant, text, keyPoints, 'Not scored: unknown writing task.');
    if (text.length > MAX_ANALYSED_CHARACTERS) {
      return unscored(task, variant, text, keyPoints, `Not scored: the response is longer than ${MAX_ANALYSED_CHARACTERS.toLocaleString('en')} characters.`);
    }
    if (countWords(text) === 0) return unscored(task, variant, text, keyPoints, 'Not scored: no response.');
    try {
      return await analyse(normalised, task);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return unscored(task, variant, text, keyPoints, `Not scored: the response could not be analysed (${reason}).`);
    }
  };

  return {
    score,
    async warmUp() {
      await resources();
      // A realistic essay through every step: the first long text is several times slower than the ones after it.
      await score({
        task: 'writeEssay', variant: 'ACADEMIC', text: Array(4).fill(WARM_UP_TEXT).join('\n\n'), source: WARM_UP_TEXT, keyPoints: ['online learning'], modelAnswer: '',
      });
    },
  };
}
