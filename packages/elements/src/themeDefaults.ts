import { themeDeclarations } from './generated/theme';

const MARK = 'data-pte-theme-defaults';

/**
 * The one theming path of the elements: every element reads the theme's --pte-* variables without fallbacks, inherited
 * from the page, and no shadow root sets them (the widgets' theme rule is cut out of the styles the elements adopt).
 * The page gets the theme's defaults here, on :root in a cascade layer, so any rule of the page (on :root, an ancestor
 * or the element itself) wins over them. A React page has them from the widgets' stylesheet instead. Once per document.
 */
export function addThemeDefaults(doc: Document = document): void {
  if (doc.head.querySelector(`style[${MARK}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(MARK, '');
  style.textContent = `@layer pte-theme-defaults { :root { ${themeDeclarations} } }`;
  // First in <head>: the page's own stylesheets come after it.
  doc.head.prepend(style);
}
