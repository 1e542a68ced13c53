import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as fields from '../private/css/fields.css';
import { vars } from '../theme/vars.css';

export const prompt = style({
  margin: 0, padding: vars.space.md, fontSize: vars.fontSize.md, lineHeight: 1.7, whiteSpace: 'pre-line',
  background: vars.color.surfaceAlt, borderRadius: vars.radius.md,
});

export const field = fields.field;

export const label = fields.answerLabel;

export const textarea = style([fields.answerTextarea, { minHeight: '12em' }]);

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
