import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const verdict = recipe({
  base: { margin: 0, fontWeight: 700, fontSize: vars.fontSize.md },
  variants: { correct: { true: { color: vars.color.correct }, false: { color: vars.color.wrong } } },
});

export const audio = style({ width: '100%', maxWidth: 480 });

export const words = style({ margin: 0, lineHeight: 2.1, fontSize: vars.fontSize.md });

export const word = recipe({
  base: { padding: '1px 3px', borderRadius: vars.radius.sm },
  variants: {
    type: {
      GOOD: { color: vars.color.correct },
      AVERAGE: { color: vars.color.text, background: vars.color.warningSoft, textDecoration: `underline ${vars.color.warning}`, textUnderlineOffset: 4 },
      BAD: { color: vars.color.wrong, textDecoration: `underline wavy ${vars.color.wrong}`, textUnderlineOffset: 4 },
      MISSED: { color: vars.color.textMuted, textDecoration: 'line-through', fontStyle: 'italic' },
      EXTRA: { color: vars.color.brand, fontStyle: 'italic' },
    },
  },
});

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.xs });

export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: vars.space.sm, margin: 0 });

export const stat = style({ padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });

export const statLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const statValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
