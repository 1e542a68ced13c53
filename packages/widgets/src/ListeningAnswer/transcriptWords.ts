/** The words of a Highlight Incorrect Words transcript: `text` split on whitespace, as the server counts positions. */
export function transcriptWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Highlighted positions without repeats, in reading order. */
export function sortedPositions(positions: readonly string[]): string[] {
  return [...new Set(positions)].sort((a, b) => Number(a) - Number(b));
}
