import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, insetFocusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text,
  background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg,
});

export const header = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });

export const heading = style({
  margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: vars.space.xs,
});

export const headingSkeleton = style({ display: 'inline-block' });

export const practiced = style({
  fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.correct, background: vars.color.correctSoft,
  borderRadius: vars.radius.pill, padding: `2px ${vars.space.sm}`,
});

export const reset = style({ marginInlineStart: 'auto' });

export const scroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const headCell = style({
  textAlign: 'start', fontWeight: 600, color: vars.color.textMuted, whiteSpace: 'nowrap',
  padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`,
});

export const sortButton = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, border: 0, background: 'transparent', padding: 0,
  font: 'inherit', fontWeight: 600, color: 'inherit', cursor: 'pointer', borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const sortIcon = recipe({
  base: { fontSize: vars.fontSize.xs, lineHeight: 1 },
  variants: { active: { true: { color: vars.color.brand }, false: { opacity: 0.5 } } },
});

export const row = recipe({
  base: {
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceAlt },
      '&:focus-visible': insetFocusRing,
    },
  },
  variants: {
    active: {
      true: { background: vars.color.brandSoft, boxShadow: `inset 4px 0 0 ${vars.color.brand}`, selectors: { '&:hover': { background: vars.color.brandSoft } } },
      false: {},
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle',
});

export const numberCell = style({ fontVariantNumeric: 'tabular-nums' });

export const questionCell = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const questionNumber = style({ fontFamily: vars.font.mono, color: vars.color.textMuted });

export const questionTitle = style({ fontWeight: 600 });

export const predictionTag = style({
  fontSize: vars.fontSize.xs, fontWeight: 600, color: vars.color.warning, background: vars.color.warningSoft,
  borderRadius: vars.radius.pill, padding: `1px ${vars.space.sm}`,
});

export const difficulty = recipe({
  base: { fontWeight: 600 },
  variants: {
    complexity: {
      EASY: { color: vars.color.easy },
      AVERAGE: { color: vars.color.medium },
      HARD: { color: vars.color.hard },
    },
  },
});

export const bookmark = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const bookmarkIcon = style({ color: vars.color.brand });

export const muted = style({ color: vars.color.textMuted });

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.md}`, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.md,
});
