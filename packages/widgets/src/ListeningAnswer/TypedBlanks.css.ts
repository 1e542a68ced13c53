import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const blank = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, padding: '1px 3px', margin: '0 2px',
  verticalAlign: 'baseline',
});

export const input = style({
  width: '13ch', boxSizing: 'border-box', font: 'inherit', fontSize: vars.fontSize.sm, lineHeight: 1.4,
  color: vars.color.text, background: vars.color.surface, border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm, padding: `1px ${vars.space.sm}`,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.brand },
    '&:disabled': { color: vars.color.text, opacity: 1, borderStyle: 'dashed' },
  },
});
