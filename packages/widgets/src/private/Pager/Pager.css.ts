import { style } from '@vanilla-extract/css';
import { focusRing } from '../../private/css/a11y.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: vars.space.sm,
  fontFamily: vars.font.body, fontSize: vars.fontSize.sm, color: vars.color.text,
});

export const field = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const input = style({
  width: '4ch', minWidth: 44, minHeight: 38, boxSizing: 'border-box', textAlign: 'center',
  font: 'inherit', color: vars.color.text, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: `0 ${vars.space.xs}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5 },
  },
});

export const total = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
