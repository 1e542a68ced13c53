import type { WritingResult } from '@pte-kit/core';

/** The spelling display's counts (spec section 3, scored writing answer). */
export interface WritingCounts {
  correctWords: number;
  spellingErrors: number;
  grammarCritical: number;
  grammarModerate: number;
  grammarMinor: number;
  extraWords: number;
  missedWords: number;
}

/**
 * Counts for the spelling display: correct, misspelled, extra and missed words from the typed words,
 * grammar errors by severity from the grammar error list.
 */
export function writingCounts(result: Pick<WritingResult, 'words' | 'grammarErrors'>): WritingCounts {
  const words = (type: string) => result.words.filter((word) => word.type === type).length;
  const errors = (type: string) => result.grammarErrors.filter((error) => error.type === type).length;
  return {
    correctWords: words('CORRECT'),
    spellingErrors: words('MISSPELLED'),
    grammarCritical: errors('CRITICAL'),
    grammarModerate: errors('MODERATE'),
    grammarMinor: errors('MINOR'),
    extraWords: words('EXTRA'),
    missedWords: words('MISSED'),
  };
}
