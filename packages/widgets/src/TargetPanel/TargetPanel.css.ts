import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

/** Five scores: overall across the top on phones, the four skills two by two under it; one row of five when wide. */
export const scores = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, margin: 0,
  '@media': { '(min-width: 560px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const score = style({
  display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: vars.space.xs, padding: vars.space.sm,
  borderRadius: vars.radius.md, background: vars.color.surfaceAlt, minWidth: 0,
  selectors: { '&:first-child': { gridColumn: '1 / -1' } },
  '@media': { '(min-width: 560px)': { selectors: { '&:first-child': { gridColumn: 'auto' } } } },
});

export const scoreValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const scoreLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// The Set Target modal.

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({ padding: 0, fontWeight: 600, fontSize: vars.fontSize.sm });

export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const pickerToggle = style({
  font: 'inherit', textAlign: 'start', padding: `${vars.space.sm} ${vars.space.md}`, minHeight: 44, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.textMuted}`, background: vars.color.surface, color: vars.color.text, cursor: 'pointer', width: '100%',
  selectors: { '&:focus-visible': focusRing },
});

export const picker = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, background: vars.color.surfaceAlt,
});

/** Touch-sized shortcut buttons, four in a row even at 360 px. */
export const shortcuts = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.sm });

export const scoreFields = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm,
  '@media': { '(min-width: 560px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});


