export { TranslateWords, selectedWord } from './TranslateWords';
export type { TranslateWordsProps } from './TranslateWords';
