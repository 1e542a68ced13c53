export { SentenceTranslationModal } from './SentenceTranslationModal';
export type { SentenceTranslationModalProps } from './SentenceTranslationModal';
