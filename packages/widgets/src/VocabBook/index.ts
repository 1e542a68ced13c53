export { VocabBook, VocabTaskWords, vocabTaskHref } from './VocabBook';
export type { VocabBookProps, VocabTaskWordsProps } from './VocabBook';
