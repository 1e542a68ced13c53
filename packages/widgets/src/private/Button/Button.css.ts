import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../private/css/a11y.css';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs,
    borderRadius: vars.radius.md, padding: `${vars.space.sm} ${vars.space.md}`, font: 'inherit', fontWeight: 600,
    fontSize: vars.fontSize.sm, cursor: 'pointer', border: '1px solid transparent', minHeight: 38,
    transition: 'background 120ms, border-color 120ms',
    // A finger needs a bigger target than a mouse pointer.
    '@media': { '(pointer: coarse)': { minHeight: 44 } },
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: { background: vars.color.brand, color: vars.color.onBrand, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } } },
      secondary: { background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } } },
      ghost: { background: 'transparent', color: vars.color.text, selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAlt } } },
      danger: { background: vars.color.wrong, color: vars.color.onBrand },
    },
    size: {
      sm: { minHeight: 30, padding: `2px ${vars.space.sm}`, fontSize: vars.fontSize.xs, '@media': { '(pointer: coarse)': { minHeight: 44, padding: `2px ${vars.space.md}` } } },
      md: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
