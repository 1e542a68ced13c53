import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const dialog = style({ maxWidth: 560 });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const row = style({ display: 'flex', gap: vars.space.sm });

export const input = style({
  flex: 1, minWidth: 0, font: 'inherit', fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceAlt, color: vars.color.text,
});

export const status = style({ margin: 0, minHeight: '1.5em', fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.brand });
