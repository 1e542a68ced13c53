import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const area = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text, minWidth: 0,
});

export const passage = style({
  margin: 0, fontSize: vars.fontSize.md, lineHeight: 2.1, whiteSpace: 'pre-line', overflowWrap: 'break-word',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Green / red frame of a scored item; `data-correct` carries the same state for tests and custom CSS. */
export const scored = recipe({
  base: { borderRadius: vars.radius.sm },
  variants: {
    state: {
      none: {},
      correct: { background: vars.color.correctSoft, boxShadow: `inset 0 0 0 2px ${vars.color.correct}` },
      wrong: { background: vars.color.wrongSoft, boxShadow: `inset 0 0 0 2px ${vars.color.wrong}` },
    },
  },
  defaultVariants: { state: 'none' },
});

export const mark = recipe({
  base: { display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs, fontWeight: 700, fontSize: vars.fontSize.sm },
  variants: {
    state: {
      correct: { color: vars.color.correct },
      wrong: { color: vars.color.wrong },
    },
  },
});

export const expected = style({
  color: vars.color.correct, fontWeight: 600, textDecoration: 'underline', textDecorationStyle: 'dotted',
});
