import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, insetFocusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

/** The table measures its own width: a phone, or the practice page's narrow drawer, gets one card per question. */
const tableWidth = createContainer();
const CARDS = `${tableWidth} (max-width: 600px)`;

export const root = style({
  containerName: tableWidth, containerType: 'inline-size',
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

export const table = style({
  width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm,
  '@container': { [CARDS]: { display: 'block' } },
});

export const head = style({ '@container': { [CARDS]: { display: 'block' } } });

/** In cards the header row becomes a line of sort buttons. */
export const headRow = style({
  '@container': { [CARDS]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', paddingBottom: vars.space.sm } },
});

export const body = style({ '@container': { [CARDS]: { display: 'grid', gap: vars.space.sm } } });

export const headCell = recipe({
  base: {
    textAlign: 'start', fontWeight: 600, color: vars.color.textMuted, whiteSpace: 'nowrap',
    padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`,
    '@container': { [CARDS]: { display: 'block', padding: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.pill } },
  },
  variants: {
    sortable: { true: {}, false: { '@container': { [CARDS]: { display: 'none' } } } },
  },
});

export const sortButton = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, border: 0, background: 'transparent', padding: 0,
  font: 'inherit', fontWeight: 600, color: 'inherit', cursor: 'pointer', borderRadius: vars.radius.sm,
  '@container': { [CARDS]: { minHeight: 44, padding: `0 ${vars.space.md}`, borderRadius: vars.radius.pill } },
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
    '@container': {
      [CARDS]: {
        display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.md, rowGap: vars.space.xs,
        padding: `${vars.space.sm} ${vars.space.md}`, minHeight: 44, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
      },
    },
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

export const skeletonRow = style({
  '@container': { [CARDS]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md } },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle',
  '@container': { [CARDS]: { display: 'block', padding: 0, border: 0, color: vars.color.textMuted } },
});

/** The question's number and title take the card's first line. */
export const titleCell = style({
  '@container': { [CARDS]: { flexBasis: '100%', color: vars.color.text, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' } },
});

/** A card has no column headers above its numbers, so each says what it counts. */
export const numberCell = style({
  fontVariantNumeric: 'tabular-nums',
  '@container': { [CARDS]: { selectors: { '&::before': { content: 'attr(data-label) " "' } } } },
});

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
