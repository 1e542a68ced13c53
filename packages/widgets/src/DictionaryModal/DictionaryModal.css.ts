import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing, insetFocusRing } from '../private/css/a11y.css';

export const dialog = style({ maxWidth: 640 });

export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const wordRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const word = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, overflowWrap: 'anywhere' });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.brand, minHeight: '1.25em' });

export const accents = style({
  display: 'grid', gridTemplateColumns: 'max-content 44px minmax(0, 1fr)', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm,
});

/** A row of the accents' grid: its three cells line up with the other rows'. */
export const accentRow = style({ display: 'contents' });

export const accentName = style({ fontWeight: 700, color: vars.color.textMuted });

export const phonetic = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const playButton = style({
  minWidth: 44, minHeight: 44, borderRadius: vars.radius.pill, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.brand, cursor: 'pointer', fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { background: vars.color.brandSoft }, '&:focus-visible': focusRing },
});

export const translation = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: vars.color.brandSoft,
  fontSize: vars.fontSize.md,
});

export const translationLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginInlineEnd: vars.space.sm });

export const tabs = style({
  display: 'flex', gap: vars.space.xs, overflowX: 'auto', borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  flex: 'none', minHeight: 44, padding: `0 ${vars.space.md}`, border: 0, borderBottom: '3px solid transparent',
  background: 'transparent', color: vars.color.textMuted, font: 'inherit', fontWeight: 600, cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:focus-visible': insetFocusRing,
  },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionHead = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const example = style({ fontStyle: 'italic' });

export const image = style({ maxWidth: '100%', maxHeight: 220, borderRadius: vars.radius.md, objectFit: 'contain', alignSelf: 'flex-start' });

export const disclosure = style({ borderTop: `1px solid ${vars.color.border}` });

export const disclosureButton = style({
  display: 'flex', justifyContent: 'space-between', alignItems: 'center', width: '100%', minHeight: 44,
  padding: `0 ${vars.space.xs}`, border: 0, background: 'transparent', color: vars.color.text, font: 'inherit',
  fontWeight: 600, cursor: 'pointer', textAlign: 'start',
  selectors: { '&:focus-visible': insetFocusRing },
});

export const chevron = style({
  transition: 'transform 120ms', selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: `0 0 ${vars.space.sm}`, listStyle: 'none' });

export const chip = style({
  minHeight: 44, padding: `0 ${vars.space.md}`, borderRadius: vars.radius.pill, border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt, color: vars.color.brand, font: 'inherit', cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft }, '&:focus-visible': focusRing },
});

export const phrase = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: `0 ${vars.space.sm}` });

export const phrases = style({ margin: 0, padding: `0 0 ${vars.space.sm}`, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const books = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, border: 0,
});

export const booksLegend = style({ float: 'inline-start', fontWeight: 700, fontSize: vars.fontSize.sm, marginInlineEnd: vars.space.sm });

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: 44, fontSize: vars.fontSize.sm, cursor: 'pointer' });

export const checkbox = style({ width: 20, height: 20, accentColor: vars.color.brand, selectors: { '&:focus-visible': focusRing } });

export const footerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const markField = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const select = style({
  minHeight: 44, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, font: 'inherit', fontWeight: 400,
  selectors: { '&:focus-visible': focusRing, '&:disabled': { opacity: 0.6 } },
});

export const nav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, width: '100%' });

export const position = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const outcome = style({ margin: 0, fontSize: vars.fontSize.sm, minHeight: '1.25em' });
