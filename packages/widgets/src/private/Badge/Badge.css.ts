import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, borderRadius: vars.radius.pill,
    padding: `2px ${vars.space.sm}`, fontSize: vars.fontSize.xs, fontWeight: 600, lineHeight: 1.5,
    border: '1px solid currentColor', background: vars.color.surface, whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      easy: { color: vars.color.easy },
      medium: { color: vars.color.medium },
      hard: { color: vars.color.hard },
      brand: { color: vars.color.brand, background: vars.color.brandSoft, borderColor: 'transparent' },
      neutral: { color: vars.color.textMuted, borderColor: vars.color.border },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
