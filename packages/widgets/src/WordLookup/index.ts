export { WordLookup } from './WordLookup';
export type { WordLookupProps } from './WordLookup';
export { pickedWord } from './pickedWord';
export type { PickedText } from './pickedWord';
