import { style } from '@vanilla-extract/css';

/**
 * A glyph that points along the reading direction (‹ › ← → ↗, a "next" chevron): turned round when an ancestor is
 * right-to-left, so "next" still points the way the text goes. Glyphs that point up or down are left alone.
 */
export const mirrorInRtl = style({
  display: 'inline-block',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' }, '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
