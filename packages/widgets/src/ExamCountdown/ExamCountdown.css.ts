import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const date = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Four boxes in a row from 360 px up: each takes a quarter, never less than the two digits it shows. */
export const units = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.sm, margin: 0, padding: 0 });

export const unit = style({
  display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: vars.space.xs, padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.md, background: vars.color.brandSoft, minWidth: 0,
});

export const number = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: vars.color.brand });

export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
