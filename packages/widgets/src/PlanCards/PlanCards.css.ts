import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

/** Phones first: one card per row at 360 px, two from 640 px, as many as fit (at least 240 px each) when wide. */
export const grid = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none',
  '@media': { '(min-width: 640px)': { gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' } },
});

export const card = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, minWidth: 0, height: '100%',
  boxSizing: 'border-box', background: vars.color.surface, color: vars.color.text, fontFamily: vars.font.body,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, border: `2px solid transparent`,
});

export const activeCard = style({ borderColor: vars.color.brand });

export const cardHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg });

export const prices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const leadPrice = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const otherPrice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const features = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const feature = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', fontSize: vars.fontSize.sm, lineHeight: 1.5 });

export const tick = style({ color: vars.color.correct, fontWeight: 700, flex: 'none' });

export const buy = style({ width: '100%', minHeight: 44 });

export const error = style({ margin: 0, color: vars.color.wrong });

// The payment method modal.

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const summary = style({ margin: 0, fontSize: vars.fontSize.md });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600, fontSize: vars.fontSize.sm });

/** Two method cards side by side from 420 px, stacked on the narrowest phones. */
export const methods = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm,
  '@media': { '(min-width: 420px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const method = style({
  display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', padding: vars.space.md, minHeight: 44, boxSizing: 'border-box',
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, cursor: 'pointer', minWidth: 0,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const methodRadio = style({ margin: '3px 0 0', flex: 'none', width: 18, height: 18, accentColor: vars.color.brand });

export const methodText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const methodName = style({ fontWeight: 600 });

export const methodDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const promoRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const promoInput = style({ flex: 1, minWidth: 0, minHeight: 44, boxSizing: 'border-box' });

export const promoApplied = style({ margin: 0, color: vars.color.correct, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const total = style({
  display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap', margin: 0,
  padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceAlt,
});

export const totalLabel = style({ fontWeight: 600 });

export const totalValue = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', flexWrap: 'wrap', margin: 0 });

export const was = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const now = style({ fontSize: vars.fontSize.lg, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The 'Boom!' promo success modal.

export const boom = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center' });

export const boomMark = style({ fontSize: '2.5rem', lineHeight: 1 });

export const boomPrice = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });
