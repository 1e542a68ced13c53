import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

/** A control's own style with the kit's focus ring on keyboard focus. */
const focusable = (rule: StyleRule, ring: StyleRule = focusRing) => style([rule, { ':focus-visible': ring }]);

export const root = style({ display: 'grid', gap: vars.space.lg, fontFamily: vars.font.body, color: vars.color.text, minWidth: 0 });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const backLink = focusable({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 44, minHeight: 44, borderRadius: vars.radius.pill,
  color: vars.color.brand, textDecoration: 'none', fontSize: vars.fontSize.lg, background: vars.color.brandSoft,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const count = style({
  fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.brand, background: vars.color.brandSoft,
  borderRadius: vars.radius.pill, padding: `2px ${vars.space.sm}`,
});

export const headerEnd = style({ marginInlineStart: 'auto', display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The Categorised / All Vocabs switch: two pressed-state buttons. */
export const switcher = style({
  display: 'inline-flex', padding: 3, gap: 3, borderRadius: vars.radius.pill, background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`, justifySelf: 'start',
});

export const switchOption = focusable({
  border: 0, borderRadius: vars.radius.pill, padding: `${vars.space.sm} ${vars.space.md}`, minHeight: 40, font: 'inherit',
  fontWeight: 600, cursor: 'pointer', background: 'transparent', color: vars.color.textMuted,
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand } },
});

export const skillGroup = style({ display: 'grid', gap: vars.space.sm });

export const skillTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))' });

export const card = style({
  display: 'grid', gap: vars.space.xs, padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card, minWidth: 0,
});

export const cardLink = focusable({
  color: vars.color.text, textDecoration: 'none', fontWeight: 700, overflowWrap: 'anywhere',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const taskCard = style([card, { position: 'relative', selectors: { '&:hover': { outline: `2px solid ${vars.color.brandSoft}` } } }]);

export const filters = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'end' });

export const field = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600, minWidth: 0, flex: '1 1 150px' });

export const input = focusable({
  font: 'inherit', fontWeight: 400, minHeight: 44, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm, background: vars.color.surface, color: vars.color.text, minWidth: 0, width: '100%', boxSizing: 'border-box',
});

export const marks = style({ border: 0, margin: 0, padding: 0, display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', minWidth: 0 });

export const markLegend = style({ fontSize: vars.fontSize.sm, fontWeight: 600, padding: 0, marginBottom: vars.space.xs });

export const markOption = style({
  display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 36, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.pill, cursor: 'pointer',
});

export const wordButton = focusable({
  display: 'grid', gap: vars.space.xs, textAlign: 'start', font: 'inherit', color: vars.color.text, cursor: 'pointer', width: '100%',
  padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card,
  border: `1px solid transparent`, minWidth: 0, minHeight: 44,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const word = style({ justifySelf: 'start', fontSize: vars.fontSize.lg, fontWeight: 700, overflowWrap: 'anywhere', color: vars.color.brand });

export const wordMeta = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const mark = recipe({
  base: { fontSize: vars.fontSize.xs, fontWeight: 700, borderRadius: vars.radius.pill, padding: `1px ${vars.space.sm}`, background: vars.color.surfaceAlt },
  variants: {
    level: {
      UNMARK: {}, VERY_EASY: { color: vars.color.easy }, EASY: { color: vars.color.easy }, AVERAGE: { color: vars.color.medium },
      HARD: { color: vars.color.hard }, VERY_HARD: { color: vars.color.hard },
    },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const skeletonCard = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface, boxShadow: vars.shadow.card });

export const empty = style({ margin: 0, padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted, background: vars.color.surface, borderRadius: vars.radius.md });

export const error = style({ margin: 0, color: vars.color.wrong });

/** The pronunciation modal. */
export const modalTop = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const bigWord = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brand, overflowWrap: 'anywhere' });

export const positionText = style({ marginInlineStart: 'auto', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const recordRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const syllables = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 });

export const syllable = recipe({
  base: { padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm, fontWeight: 700 },
  variants: {
    tone: {
      good: { color: vars.color.correct, background: vars.color.correctSoft },
      poor: { color: vars.color.wrong, background: vars.color.wrongSoft },
      fair: { color: vars.color.warning, background: vars.color.warningSoft },
    },
  },
});

export const scoreText = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const noteArea = focusable({
  font: 'inherit', width: '100%', boxSizing: 'border-box', minHeight: 96, padding: vars.space.sm, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm, resize: 'vertical',
});

export const noteFoot = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between', fontSize: vars.fontSize.sm });

export const footer = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', width: '100%', alignItems: 'center' });

export const footerEnd = style({ marginInlineStart: 'auto', display: 'flex', gap: vars.space.sm });

/** The review flip card: front (the word) and back (the dictionary entry) in one grid cell. */
export const flip = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, minWidth: 0 });

const flipIn = keyframes({ from: { transform: 'perspective(600px) rotateY(90deg)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const flipFace = style({
  display: 'grid', gap: vars.space.md, minWidth: 0,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${flipIn} 0.35s ease` } },
});

export const grades = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))' });

export const primaryLink = focusable({
  display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: `0 ${vars.space.md}`, borderRadius: vars.radius.sm,
  background: vars.color.brand, color: vars.color.onBrand, fontWeight: 600, textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});
