import { selectionWord, tokenAround } from '@pte-kit/core';

/** What a selection held when the learner lifted the pointer: read at once, since the live Selection changes. */
export interface PickedText {
  /** The selected text. */
  selected: string;
  /** The text node the selection lies in, with the selection's offsets in it; null when it spans nodes. */
  node: { text: string; start: number; end: number } | null;
}

/**
 * The word a selection picks (core's rules): at least 2 characters selected, widened to the whole word when it lies
 * in one text node (a long press that caught half a word), then one clickable word or nothing.
 */
export function pickedWord({ selected, node }: PickedText): string | null {
  if (selected.trim().length < 2) return null;
  return selectionWord(node ? tokenAround(node.text, node.start, node.end) : selected);
}
