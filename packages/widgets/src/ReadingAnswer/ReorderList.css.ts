import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** Narrow screens: the move buttons go under the paragraph, so its text keeps the width. */
const NARROW = '(max-width: 600px)';

export const item = style({
  display: 'flex', alignItems: 'flex-start', gap: vars.space.md, padding: vars.space.md, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, cursor: 'grab',
  '@media': { [NARROW]: { flexWrap: 'wrap', gap: vars.space.sm, padding: vars.space.sm } },
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-dragging="true"]': { opacity: 0.5 },
    '&[data-over="true"]': { borderColor: vars.color.brand, boxShadow: `0 -3px 0 ${vars.color.brand}` },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

export const letter = style({
  flex: 'none', display: 'grid', placeItems: 'center', width: 28, height: 28, borderRadius: vars.radius.pill,
  background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 700, fontSize: vars.fontSize.sm,
});

export const text = style({ flex: 1, minWidth: 0, margin: 0, lineHeight: 1.6, overflowWrap: 'break-word' });

export const moves = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 'none',
  '@media': { [NARROW]: { flexDirection: 'row', flexBasis: '100%', justifyContent: 'flex-end' } },
});
