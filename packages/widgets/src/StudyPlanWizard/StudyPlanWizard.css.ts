import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const dialog = style({ maxWidth: 560 });

/** Four step tabs; on a phone they wrap two by two rather than scroll. */
export const steps = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs, marginBottom: vars.space.md,
  '@media': { '(min-width: 520px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } });

export const step = style({
  font: 'inherit', fontSize: vars.fontSize.sm, minHeight: 44, padding: vars.space.xs, borderRadius: vars.radius.md, cursor: 'pointer',
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: 600 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing,
  },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, selectors: { '&:focus-visible': focusRing } });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600 });

export const choice = style({
  display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const radio = style({ width: 18, height: 18, margin: 0, accentColor: vars.color.brand, selectors: { '&:focus-visible': focusRing } });

export const scores = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm });

/** Where filled-in mock scores came from: a quiet line under the legend (and under the summary's figures). */
export const source = style({ display: 'block', margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });



export const summary = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}` });

export const summaryTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const summaryValue = style({ margin: 0, fontWeight: 600 });
