import { defineMessages } from '@pte-kit/core';

/** The question tools row: bookmark, exam memory, report, note, flash video and the word translation bar. */
export const toolsMessages = defineMessages('questionTools', {
  bookmark: 'Bookmark',
  examMemory: 'Exam Memory',
  report: 'Report',
  note: 'Note',
  flashVideo: 'Flash Video',
  lessonsFailed: 'The lessons could not be loaded.',
  translate: 'Translate',
  loadingLanguages: 'Loading languages…',
  translateHint: 'Double-click a word to translate it.',
  translationOf: 'Translation of {word}',
  closeTranslation: 'Close translation',
  translating: 'Translating…',
  from: 'from {headword}',
  missing: 'No {language} translation of “{word}” in the offline dictionary.',
  translationFailed: 'Translation failed',
});
