export { sortedPositions, transcriptWords } from '@pte-kit/core';
