/** A run of a passage: plain text, or the place of blank `index` (0-based). */
export type PassageSegment = { type: 'text'; text: string } | { type: 'blank'; index: number };

const PLACEHOLDER = /\{\{(\d+)\}\}/g;

/** Splits a passage on its `{{1}}..{{n}}` placeholders; numbers beyond `blankCount` stay as text. */
export function splitPassage(text: string, blankCount: number): PassageSegment[] {
  const segments: PassageSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= blankCount) continue;
    if (match.index > last) segments.push({ type: 'text', text: text.slice(last, match.index) });
    segments.push({ type: 'blank', index });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) });
  return segments;
}

/** Letter label of the paragraph served at `index`: A, B, … Z, then AA, AB, … */
export function paragraphLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : paragraphLetter(Math.floor(index / 26) - 1) + letter;
}

export { blankValues } from '@pte-kit/core';
