import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const prompt = style({
  margin: 0, padding: vars.space.md, fontSize: vars.fontSize.md, lineHeight: 1.7, whiteSpace: 'pre-line',
  background: vars.color.surfaceAlt, borderRadius: vars.radius.md,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 700, fontSize: vars.fontSize.md });

export const textarea = style({
  width: '100%', boxSizing: 'border-box', minHeight: '12em', resize: 'vertical', font: 'inherit', fontSize: vars.fontSize.md,
  lineHeight: 1.6, color: vars.color.text, background: vars.color.surface, border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md, padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.brand },
    '&:disabled': { color: vars.color.text, opacity: 1, background: vars.color.surfaceAlt },
  },
});

export const counter = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm,
});

export const count = recipe({
  base: { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
  variants: {
    outside: {
      true: { color: vars.color.wrong },
      false: { color: vars.color.text },
    },
  },
});

export const limits = style({ margin: 0, color: vars.color.textMuted });

export const status = recipe({
  base: { margin: 0, fontWeight: 600 },
  variants: {
    outside: {
      true: { color: vars.color.wrong },
      false: { color: vars.color.correct },
    },
  },
});
