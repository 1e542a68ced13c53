/** The tags of the Lit media elements, defined by `./media`. */
export const MEDIA_TAGS = ['pte-audio-player', 'pte-timing-player', 'pte-recorder', 'pte-stopwatch'] as const;

/**
 * Defines the media elements the first time the page holds one, so a page that only shows a question never fetches
 * their code. Tags already in the document load them at once; tags added later (by a framework, by a script) are seen
 * by a MutationObserver on the document. Elements rendered inside the kit's own views need no help: the views import
 * the classes they use. A page that puts media tags inside its own shadow roots, which the observer cannot see, calls
 * `loadMedia()` (or imports `@pte-kit/elements/register`).
 */
export function defineMediaWhenUsed(load: () => Promise<unknown>, root: Document = document): void {
  const selector = MEDIA_TAGS.join(',');
  if (root.querySelector(selector)) {
    void load();
    return;
  }
  const observer = new MutationObserver((records) => {
    const used = records.some((record) =>
      [...record.addedNodes].some((node) => node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null)));
    if (!used) return;
    observer.disconnect();
    void load();
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
}
