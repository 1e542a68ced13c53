import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const blank = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, padding: '1px 3px', margin: '0 2px',
  verticalAlign: 'baseline', maxWidth: '100%',
});

export const select = style({
  font: 'inherit', fontSize: vars.fontSize.sm, color: vars.color.text, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: `2px ${vars.space.sm}`,
  minWidth: '8ch', maxWidth: '100%', textOverflow: 'ellipsis', cursor: 'pointer',
  '@media': { '(pointer: coarse)': { minHeight: 36 } },
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'default', color: vars.color.text, opacity: 1 },
  },
});
