import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const transcript = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 2.1 });

export const word = recipe({
  base: {
    font: 'inherit', color: vars.color.text, background: 'transparent', border: 0, borderRadius: vars.radius.sm,
    padding: '1px 2px', margin: 0, cursor: 'pointer', lineHeight: 1.5,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceAlt },
      '&:focus-visible': focusRing,
      '&[aria-pressed="true"]': { background: vars.color.warningSoft, boxShadow: `inset 0 -2px 0 ${vars.color.warning}` },
      '&[aria-pressed="true"]:hover:not(:disabled)': { background: vars.color.warningSoft },
      '&:disabled': { cursor: 'default' },
    },
  },
  // Equal specificity to the base's pressed style: the variant rules come later, so they win.
  variants: {
    state: {
      none: {},
      correct: {
        selectors: {
          '&[aria-pressed="true"]': { background: vars.color.correctSoft, boxShadow: `inset 0 0 0 2px ${vars.color.correct}` },
        },
      },
      wrong: {
        selectors: {
          '&[aria-pressed="true"]': { background: vars.color.wrongSoft, boxShadow: `inset 0 0 0 2px ${vars.color.wrong}` },
        },
      },
      missed: { outline: `2px dashed ${vars.color.wrong}`, outlineOffset: 1 },
    },
  },
  defaultVariants: { state: 'none' },
});

export const mark = style({ fontSize: vars.fontSize.xs, fontWeight: 700, marginInlineStart: 2 });

export const legend = style({
  display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none',
  fontSize: vars.fontSize.sm, color: vars.color.textMuted,
});

export const legendSwatch = recipe({
  base: { display: 'inline-block', padding: '0 4px', marginInlineEnd: vars.space.xs, borderRadius: vars.radius.sm, color: vars.color.text },
  variants: {
    state: {
      correct: { background: vars.color.correctSoft, boxShadow: `inset 0 0 0 2px ${vars.color.correct}` },
      wrong: { background: vars.color.wrongSoft, boxShadow: `inset 0 0 0 2px ${vars.color.wrong}` },
      missed: { outline: `2px dashed ${vars.color.wrong}`, outlineOffset: -2 },
    },
  },
});
