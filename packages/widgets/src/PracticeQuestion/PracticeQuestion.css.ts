import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** One column no wider than the page: a wide child scrolls or wraps inside it instead of widening the card. */
export const root = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, fontFamily: vars.font.body, color: vars.color.text,
  '@media': { '(max-width: 600px)': { gap: vars.space.md } },
});

export const error = style({
  background: vars.color.wrongSoft, color: vars.color.wrong, borderRadius: vars.radius.md, padding: vars.space.md,
  fontFamily: vars.font.body,
});
