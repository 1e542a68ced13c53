import { describe, expect, it } from 'vitest';
import { addThemeDefaults } from './themeDefaults';

describe('the theme defaults of pages with only the elements', () => {
  it("put the theme's --pte-* values on :root once, in a layer the page's own rules override", () => {
    document.head.innerHTML = '<style>:root { --pte-brand: #7a3e9d; }</style>';
    addThemeDefaults();
    addThemeDefaults();
    const added = document.head.querySelectorAll('style[data-pte-theme-defaults]');
    expect(added).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(added[0]);
    expect(added[0].textContent).toMatch(/^@layer pte-theme-defaults \{ :root \{ .*--pte-brand: #3056d3;.*--pte-surface: #ffffff;/s);
  });
});
