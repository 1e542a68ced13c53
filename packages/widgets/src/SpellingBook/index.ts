export { SpellingBook } from './SpellingBook';
export type { SpellingBookProps } from './SpellingBook';
