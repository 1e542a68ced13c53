import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.md, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, background: vars.color.surfaceAlt,
});

export const statusRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const status = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md, fontVariantNumeric: 'tabular-nums' });

export const progress = style({ flex: 1, minWidth: 160, height: 8, accentColor: vars.color.brand });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
