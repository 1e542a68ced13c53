export { WordLookup, pickedWord } from './WordLookup';
export type { WordLookupProps } from './WordLookup';
