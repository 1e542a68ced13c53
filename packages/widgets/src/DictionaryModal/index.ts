export { DictionaryModal } from './DictionaryModal';
export type { DictionaryModalProps, DictionaryBooksChange, DictionaryToastHandler } from './DictionaryModal';
export { DictionaryEntry } from './DictionaryEntry';
export type { DictionaryEntryProps } from './DictionaryEntry';
