import { fireEvent } from 'storybook/test';

/**
 * Stories and tests only: selects the text of a node the way a double-click does, then double-clicks it. Synthetic
 * clicks select nothing by themselves, and the lookup reads the selection.
 */
export function doubleClickWord(node: Node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  fireEvent.doubleClick(node.parentElement!);
}
