/** Registers a tag once; warns when another class (another copy of the kit) already owns it. */
export function define(tag: string, element: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (existing) {
    if (existing !== element) console.warn(`<${tag}> is already defined by another version of @pte-kit/elements; keeping the first.`);
    return;
  }
  customElements.define(tag, element);
}
