/**
 * Registers a media leaf's tag when a React wrapper or a parent element first needs it, so importing the widgets
 * has no side effects; @pte-kit/elements registers the same classes eagerly. A tag already taken by another class
 * (another copy of the kit) is left alone.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, element);
}
