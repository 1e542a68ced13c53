import { themeDeclarations } from './generated/widgetStyles';

const MARK = 'data-pte-theme-defaults';

/**
 * The media elements read the theme's --pte-* variables without fallbacks, inherited from the page. A React page has
 * them from the widgets' stylesheet and <pte-practice-question> from its own shadow root; a page with only the
 * elements gets the theme's defaults here, on :root in a cascade layer, so any rule of the page (on :root, body or
 * the element) still wins. Once per document.
 */
export function addThemeDefaults(doc: Document = document): void {
  if (doc.head.querySelector(`style[${MARK}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(MARK, '');
  style.textContent = `@layer pte-theme-defaults { :root { ${themeDeclarations} } }`;
  // First in <head>: the page's own stylesheets come after it.
  doc.head.prepend(style);
}
