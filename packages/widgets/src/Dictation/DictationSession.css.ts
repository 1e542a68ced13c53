import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body });

export const card = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card,
});

export const settings = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const select = style({
  font: 'inherit', fontWeight: 400, padding: `${vars.space.xs} ${vars.space.sm}`, minHeight: 38, border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text,
  selectors: { '&:focus-visible': focusRing },
});

export const accents = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const legend = style({ padding: 0, fontSize: vars.fontSize.sm, fontWeight: 600, marginBottom: vars.space.xs });

export const accentOptions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

/** A radio drawn as a segment; the input stays in the page for keyboards and screen readers. */
export const accentOption = style({
  position: 'relative', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.sm, cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brand, fontWeight: 700 },
    '&:has(input:disabled)': { color: vars.color.textMuted, cursor: 'not-allowed', borderStyle: 'dashed' },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const accentInput = style({ margin: 0, accentColor: vars.color.brand });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: 400, color: vars.color.textMuted });

export const stage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const stageHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const counter = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const timer = recipe({
  base: {
    display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, padding: `2px ${vars.space.md}`, borderRadius: vars.radius.pill,
    fontWeight: 700, fontVariantNumeric: 'tabular-nums', background: vars.color.surfaceAlt,
  },
  variants: {
    state: {
      running: {},
      low: { background: vars.color.warningSoft, color: vars.color.warning },
      over: { background: vars.color.wrongSoft, color: vars.color.wrong },
    },
  },
});

export const status = style({ margin: 0, minHeight: '1.5em', fontWeight: 600 });

export const countdown = style({ fontSize: vars.fontSize.xl, fontVariantNumeric: 'tabular-nums' });

export const timeUp = style({ color: vars.color.wrong });

export const wordRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const inputField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 200, fontWeight: 600 });

export const input = style({
  font: 'inherit', fontSize: vars.fontSize.lg, fontWeight: 400, padding: `${vars.space.sm} ${vars.space.md}`, border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text, width: '100%', boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.brand },
    '&:disabled, &:read-only': { background: vars.color.surfaceAlt },
  },
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'flex-end' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.wrong });

export const pastHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });

export const pastTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const pastList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const pastItem = style({
  display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap', padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`, selectors: { '&:last-child': { borderBottom: 0 } },
});

export const pastScore = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: '4.5em' });

export const pastDate = style({ flex: 1, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const pastActions = style({ display: 'flex', gap: vars.space.xs });

export const skeletonRow = style({ display: 'flex', gap: vars.space.md, padding: `${vars.space.sm} 0` });

export const loadMore = style({ alignSelf: 'center' });

export const scoreSummary = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });

export const scoreTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const scoreHead = style({ textAlign: 'start', padding: vars.space.sm, borderBottom: `2px solid ${vars.color.border}` });

export const scoreCell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });

/** Green / red look of a typed word; the result column says the same in words. */
export const typed = recipe({
  base: { display: 'inline-block', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.sm, fontWeight: 600, overflowWrap: 'anywhere' },
  variants: {
    state: {
      correct: { color: vars.color.correct, background: vars.color.correctSoft },
      wrong: { color: vars.color.wrong, background: vars.color.wrongSoft },
    },
  },
});

/** Kept for the widget's markup; the one definition is `private/css/a11y.css`. */
