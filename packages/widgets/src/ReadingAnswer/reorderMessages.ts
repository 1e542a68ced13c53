import { defineMessages } from '@pte-kit/core';

/** Re-order paragraphs: the list, its moves, and the scored order with its rule. */
export const reorderMessages = defineMessages('reorder', {
  hint: 'Drag the boxes into order, use Move up / Move down, or press Alt+Up / Alt+Down on a box.',
  yourOrderHint: 'Your order of the paragraphs.',
  paragraphs: 'Paragraphs',
  paragraph: 'Paragraph',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveUpLabel: 'Move up paragraph {letter}',
  moveDownLabel: 'Move down paragraph {letter}',
  moved: 'Paragraph {letter} moved to position {position} of {total}.',
  yourOrder: 'Your order',
  pair: '{first} then {second}: {right, select, yes {right pair, 1 point} other {wrong pair, no point}}',
  rule: 'Each pair of neighbouring paragraphs that also follow each other in the correct order scores 1 point: {right} of {total, plural, one {# pair} other {# pairs}} right.',
  correctOrder: 'Correct order',
  correctOrderIs: 'Correct order: <order>',
});
