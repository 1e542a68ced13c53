export { PronunciationBook } from './PronunciationBook';
export type { PronunciationBookProps } from './PronunciationBook';
export { WordEntryModal } from './WordEntryModal';
export type { WordEntryModalProps, WordEntryActions, BookEntry } from './WordEntryModal';
