import { defineMessages } from '@pte-kit/core';

/**
 * The AI score details of a spoken or written answer: the estimate notice, the trait table (the engines' trait
 * names; their comments are the engines' English), the marked words, the counts and the fluency figures.
 */
export const scoreDetailMessages = defineMessages('scoreDetail', {
  estimateTitle: 'Estimate.',
  estimate: 'Every AI score is an estimate of how the exam would score this answer, not an official PTE score.',
  trait: 'Trait',
  score: 'Score',
  comment: 'Comment',
  /** `key` is the engine's trait name with spaces as underscores (`Oral_fluency`), which a select can match. */
  traitName: '{key, select, other {{name}}}',
  outOf: '{score} out of {max}',
  scoresByTrait: 'Scores by trait',
  // speaking
  spokenWord: '{type, select, GOOD {clear} AVERAGE {unclear} BAD {hard to recognise} MISSED {not heard} other {extra word}}',
  pronunciation: '{label}, pronunciation {n} of 100',
  verdict: '{correct, select, yes {Correct answer} other {Incorrect answer}}',
  yourRecording: 'Your recording',
  whatWeHeard: 'What we heard',
  noSpeech: 'No speech was recognised in this recording.',
  colours: 'Colours',
  recognised: 'Recognised: ',
  fluency: 'Fluency',
  speed: 'Speaking speed',
  wordsPerMinute: '{n} words/min',
  speech: 'Speech',
  speechOf: '{speech} of {total} s',
  pauses: 'Pauses',
  hesitations: 'Hesitations',
  // writing
  writtenWord: '{type, select, MISSPELLED {misspelled} GRAMMATICAL {grammar error} EXTRA {extra word} other {missed word}}',
  severity: '{type, select, CRITICAL {Critical} MODERATE {Moderate} MINOR {Minor} MISSED {Missed word} other {Extra word}}',
  wordCount: 'Word count: {n} · {within, select, yes {within} other {outside}} the limits',
  limits: ' ({min}–{max} words)',
  keyPoints: 'Key points covered: {covered} of {total}',
  yourWords: 'Your words',
  noWords: 'No words were written.',
  wordsKey: 'Key to the marked words',
  spellingAndGrammar: 'Spelling and grammar',
  count: '{count, select, correctWords {Correct words} spellingErrors {Spelling errors} grammarCritical {Grammar errors: critical} grammarModerate {Grammar errors: moderate} grammarMinor {Grammar errors: minor} extraWords {Extra words} other {Missed words}}',
  grammarErrors: 'Grammar errors',
  suggestion: 'Suggestion: {suggestion}',
  tip: 'Suggestion: {suggestion}.',
  noGrammarErrors: 'No grammar errors found.',
});
