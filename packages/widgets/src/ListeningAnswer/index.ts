export { TypedBlanks } from './TypedBlanks';
export { ClickableWords } from './ClickableWords';
export { DictationInput } from './DictationInput';
export type { TypedBlanksProps } from './TypedBlanks';
export type { ClickableWordsProps } from './ClickableWords';
export type { DictationInputProps } from './DictationInput';
