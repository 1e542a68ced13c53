import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = recipe({
  base: {
    display: 'block', background: vars.color.border, borderRadius: vars.radius.sm,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      line: { height: '0.9em' },
      block: { height: 38, borderRadius: vars.radius.md },
      circle: { borderRadius: '50%', flexShrink: 0 },
    },
    width: {
      xs: { width: 32 },
      sm: { width: 64 },
      md: { width: 120 },
      lg: { width: 220 },
      full: { width: '100%' },
    },
  },
  compoundVariants: [
    { variants: { shape: 'circle', width: 'xs' }, style: { height: 32 } },
    { variants: { shape: 'circle', width: 'sm' }, style: { height: 64 } },
  ],
  defaultVariants: { shape: 'line', width: 'full' },
});
