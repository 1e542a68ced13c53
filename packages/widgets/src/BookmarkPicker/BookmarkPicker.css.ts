import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

const levelColour = (colour: string) => ({
  selectors: { '&[aria-pressed="true"]': { background: colour, borderColor: colour, color: vars.color.onBrand } },
});

export const option = recipe({
  base: {
    minHeight: 30, padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, border: `1px solid ${vars.color.border}`,
    background: vars.color.surface, color: vars.color.text, font: 'inherit', fontSize: vars.fontSize.xs, fontWeight: 600, cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.brand },
      '&:focus-visible': focusRing,
      '&:disabled': { opacity: 0.6, cursor: 'progress' },
    },
  },
  variants: {
    level: {
      VERY_EASY: levelColour(vars.color.easy),
      EASY: levelColour(vars.color.easy),
      AVERAGE: levelColour(vars.color.medium),
      HARD: levelColour(vars.color.hard),
      VERY_HARD: levelColour(vars.color.hard),
      UNMARK: { selectors: { '&[aria-pressed="true"]': { background: vars.color.surfaceAlt, borderColor: vars.color.textMuted } } },
    },
  },
});
