import type { ContentOf } from '../ReadingAnswer/types';

/** The content kinds answered with a written text. */
export type WritingContentKind = 'summarizeWrittenText' | 'writeEssay' | 'writeEmail' | 'summarizeSpokenText';

/** Content of a question answered with a written text. */
export type WritingContent = ContentOf<WritingContentKind>;
