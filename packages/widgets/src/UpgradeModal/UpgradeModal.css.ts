import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const body = style({ display: 'grid', gap: vars.space.sm, fontSize: vars.fontSize.md, lineHeight: 1.6 });

export const text = style({ margin: 0 });

export const explore = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 38,
  padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, fontSize: vars.fontSize.sm, fontWeight: 600,
  background: vars.color.brand, color: vars.color.onBrand, textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&:focus-visible': focusRing,
  },
});
