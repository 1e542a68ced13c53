import { defineMessages } from '@pte-kit/core';

/** The fill-in-the-blanks areas: the blanks' names, the word box and what a move announces. */
export const blankMessages = defineMessages('blanks', {
  blank: 'Blank {n}',
  blankFilled: 'Blank {n}: {word}',
  blankEmpty: 'Blank {n}: empty',
  placed: '{word} placed in blank {n}.',
  returned: '{word} returned to the word box.',
  wordBox: 'Word box',
  allPlaced: 'All words are placed.',
  dragHint: 'Drag a word into a blank, or select a word and then a blank. Select a filled blank to return its word.',
  typeHint: 'Type one word in each blank.',
});
