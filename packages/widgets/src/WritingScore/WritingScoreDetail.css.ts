import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, fontFamily: vars.font.body, color: vars.color.text });

export const estimate = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, fontSize: vars.fontSize.sm,
  color: vars.color.text, background: vars.color.warningSoft, borderInlineStart: `4px solid ${vars.color.warning}`,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: 'start', fontWeight: 600, color: vars.color.textMuted, padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({ padding: `${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const traitName = style({ fontWeight: 600, textAlign: 'start' });

export const traitScore = style({ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const wordCount = recipe({
  base: { margin: 0, fontWeight: 600 },
  variants: {
    within: {
      true: { color: vars.color.correct },
      false: { color: vars.color.wrong },
    },
  },
});

export const plain = style({ margin: 0, fontSize: vars.fontSize.sm });

export const words = style({ margin: 0, lineHeight: 2.2, fontSize: vars.fontSize.md });

export const wordWrap = style({ position: 'relative', display: 'inline-block' });

export const word = recipe({
  base: {
    font: 'inherit', color: 'inherit', background: 'transparent', border: 0, padding: '0 2px', margin: 0,
    borderRadius: vars.radius.sm, lineHeight: 1.5,
    selectors: { '&:is(button)': { cursor: 'help' }, '&:focus-visible': focusRing },
  },
  variants: {
    type: {
      MISSPELLED: { color: vars.color.wrong, textDecoration: `underline wavy ${vars.color.wrong}`, textUnderlineOffset: 4 },
      GRAMMATICAL: { background: vars.color.warningSoft, textDecoration: `underline double ${vars.color.warning}`, textUnderlineOffset: 4 },
      EXTRA: { color: vars.color.textMuted, textDecoration: `line-through ${vars.color.wrong}` },
      MISSED: { color: vars.color.brand, fontStyle: 'italic', boxShadow: `inset 0 0 0 1px ${vars.color.brand}`, borderStyle: 'dashed' },
    },
  },
});

export const missedCaret = style({ fontStyle: 'normal', fontWeight: 700, marginInlineEnd: 1 });

export const tooltip = style({
  display: 'none', position: 'absolute', insetBlockEnd: 'calc(100% + 6px)', insetInlineStart: 0, zIndex: 2,
  width: 'max-content', maxWidth: 280, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm,
  background: vars.color.text, color: vars.color.surface, fontSize: vars.fontSize.sm, lineHeight: 1.4,
  fontStyle: 'normal', fontWeight: 400, boxShadow: vars.shadow.card, whiteSpace: 'normal',
  selectors: {
    [`${wordWrap}:hover > &, ${wordWrap}:focus-within > &, ${wordWrap}[data-open="true"] > &`]: { display: 'block' },
    [`${wordWrap}[data-dismissed="true"] > &`]: { display: 'none' },
  },
});

export const legend = style({
  display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none',
  fontSize: vars.fontSize.sm, color: vars.color.textMuted,
});

export const counts = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: vars.space.sm, margin: 0,
});

export const countItem = style({
  display: 'flex', flexDirection: 'column-reverse', gap: 2, padding: vars.space.sm, borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const countLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const countValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const errors = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const error = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.sm, fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
});

export const errorHead = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.sm });

export const quote = style({ fontWeight: 600 });

export const suggestion = style({ color: vars.color.correct, fontWeight: 600 });
