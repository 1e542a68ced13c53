import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const blankSlot = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, margin: '0 2px', padding: '1px 3px', maxWidth: '100%' });

export const blank = recipe({
  base: {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '9ch', minHeight: '1.9em',
    padding: `0 ${vars.space.sm}`, font: 'inherit', fontSize: vars.fontSize.sm, lineHeight: 1.4, color: vars.color.text,
    background: vars.color.surface, border: `1px dashed ${vars.color.textMuted}`, borderRadius: vars.radius.sm,
    cursor: 'pointer', verticalAlign: 'baseline', maxWidth: '100%', overflowWrap: 'anywhere', touchAction: 'manipulation',
    '@media': { '(pointer: coarse)': { minHeight: '2.2em', minWidth: '10ch' } },
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'default' },
      '&[data-over="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    },
  },
  variants: {
    filled: {
      // A filled blank is dragged by a finger, so the browser must not take its moves for a scroll.
      true: { borderStyle: 'solid', borderColor: vars.color.brand, fontWeight: 600, touchAction: 'none' },
      false: {},
    },
    awaiting: {
      true: { borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brandSoft}` },
      false: {},
    },
  },
});

export const wordBox = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minHeight: 56, padding: vars.space.md,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surfaceAlt,
  selectors: { '&[data-over="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const word = style({
  font: 'inherit', fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.pill, padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'grab', touchAction: 'none', maxWidth: '100%', overflowWrap: 'anywhere',
  '@media': { '(pointer: coarse)': { minHeight: 44, padding: `${vars.space.sm} ${vars.space.md}` } },
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});

export const emptyBox = style({ margin: 0, alignSelf: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
