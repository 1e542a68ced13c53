import { defineMessages } from '@pte-kit/core';

/** Highlight Incorrect Words and Write from Dictation: hints, counts, marks and the key of the colours. */
export const listeningAnswerMessages = defineMessages('listeningAnswer', {
  transcript: 'Transcript',
  wordState: '{state, select, correct { (correct)} wrong { (wrong)} missed { (missed: this word differs)} other {}}',
  highlightHint: 'Select the words that differ from the recording; select a word again to clear it. Arrow keys move between words.',
  key: 'Key',
  changedHighlighted: 'changed word highlighted',
  unchangedHighlighted: 'unchanged word highlighted',
  changedMissed: 'changed word missed',
  dictationLabel: 'Type the sentence you heard',
  wordCount: 'Word count: {n}',
  written: '{written} of {total} words of the sentence written.',
  sentenceWords: 'Words of the sentence',
  wordWritten: '{correct, select, yes {, written} other {, missed}}',
});
