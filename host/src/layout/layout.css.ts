import { style } from '@vanilla-extract/css';
import { vars } from '@pte-kit/widgets';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** Below this width the header's navigation folds behind the Menu button. */
const PHONE = '(max-width: 767px)';

export const topBar = style({
  display: 'flex', alignItems: 'center', gap: vars.space.lg, padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`, position: 'sticky', top: 0, zIndex: 50,
  flexWrap: 'wrap',
  '@media': { [PHONE]: { flexWrap: 'nowrap', gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: 56 } },
});

export const brand = style({
  fontWeight: 800, color: vars.color.brand, textDecoration: 'none', fontSize: vars.fontSize.lg, whiteSpace: 'nowrap',
  '@media': { [PHONE]: { fontSize: vars.fontSize.md } },
});

/** Holds the menu button and the navigation for outside-tap dismissal; no box of its own. */
export const navWrap = style({ display: 'contents' });

export const menuButton = style({
  display: 'none', alignItems: 'center', gap: vars.space.xs, minHeight: 44, minWidth: 44, padding: `0 ${vars.space.md}`,
  marginInlineStart: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface,
  color: vars.color.text, font: 'inherit', fontWeight: 600, cursor: 'pointer',
  selectors: {
    '&[aria-expanded="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
  '@media': { [PHONE]: { display: 'inline-flex' } },
});

export const menuIcon = style({ fontSize: vars.fontSize.lg, lineHeight: 1, width: '1em', textAlign: 'center' });

export const nav = style({
  display: 'flex', alignItems: 'center', gap: vars.space.xs, flex: 1,
  '@media': {
    [PHONE]: {
      display: 'none', position: 'absolute', top: '100%', insetInline: 0, flexDirection: 'column', alignItems: 'stretch',
      padding: vars.space.md, background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.modal,
      maxHeight: 'calc(100dvh - 56px)', overflowY: 'auto', overscrollBehavior: 'contain',
      selectors: { '&[data-open]': { display: 'flex' } },
    },
  },
});

export const navLink = style({
  color: vars.color.text, textDecoration: 'none', padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: 'transparent', border: 0, font: 'inherit', cursor: 'pointer', textAlign: 'start',
  '@media': { [PHONE]: { display: 'flex', alignItems: 'center', minHeight: 44 } },
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 700 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
});

export const menuWrap = style({ position: 'relative' });

export const menu = style({
  position: 'absolute', top: 'calc(100% + 6px)', insetInlineStart: 0, background: vars.color.surface, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.modal, padding: vars.space.md, zIndex: 60, display: 'grid', gap: vars.space.md, minWidth: 260,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', width: 'max-content', maxWidth: 'min(880px, 92vw)',
  '@media': { [PHONE]: { minWidth: 0, maxWidth: 'calc(100vw - 16px)' } },
});

/** Inside the folded navigation the task menu opens in place, one column. */
export const navMenu = style({
  '@media': {
    [PHONE]: { position: 'static', width: 'auto', maxWidth: 'none', boxShadow: 'none', padding: 0, paddingInlineStart: vars.space.md, gridTemplateColumns: '1fr' },
  },
});

export const menuRight = style({ insetInlineStart: 'auto', insetInlineEnd: 0, gridTemplateColumns: '1fr', minWidth: 200 });

export const menuGroupTitle = style({ fontWeight: 700, fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `0 0 ${vars.space.xs}` });

export const menuItem = style({
  display: 'block', padding: `6px ${vars.space.sm}`, borderRadius: vars.radius.sm, color: vars.color.text, textDecoration: 'none',
  background: 'transparent', border: 0, font: 'inherit', textAlign: 'start', width: '100%', cursor: 'pointer',
  '@media': { [PHONE]: { padding: `10px ${vars.space.sm}`, minHeight: 44 } },
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandSoft, outline: 'none' } },
});

export const avatar = style({
  width: 32, height: 32, borderRadius: vars.radius.pill, background: vars.color.brand, color: vars.color.onBrand,
  display: 'inline-grid', placeItems: 'center', fontWeight: 700, objectFit: 'cover',
});

export const userButton = style([navLink, {
  display: 'flex', alignItems: 'center', gap: vars.space.sm,
  '@media': { [PHONE]: { padding: vars.space.xs, minWidth: 44, justifyContent: 'center' } },
}]);

/** On phones only the avatar shows; the name stays the button's accessible name. */
export const userName = style({
  '@media': {
    [PHONE]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});

export const main = style({
  width: 'min(1200px, 100%)', margin: '0 auto', padding: vars.space.lg, flex: 1, minWidth: 0,
  '@media': { [PHONE]: { padding: `${vars.space.md} ${vars.space.sm}` } },
});

export const crumbs = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm, color: vars.color.textMuted,
});

export const crumbSeparator = style({ selectors: { '&::before': { content: '"/"', marginInlineEnd: vars.space.xs } } });

export const toasts = style({
  position: 'fixed', bottom: vars.space.lg, insetInlineEnd: vars.space.lg, display: 'grid', gap: vars.space.sm, zIndex: 2000,
  '@media': { [PHONE]: { insetInline: vars.space.sm, bottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))` } },
});

export const toast = style({
  padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, background: vars.color.surface,
  borderInlineStart: `4px solid ${vars.color.brand}`, display: 'flex', gap: vars.space.md, alignItems: 'center',
});

/** The toast's ×: a finger-sized target (44 px), however small the glyph. */
export const toastDismiss = style({
  minWidth: 44, minHeight: 44, marginBlock: `calc(-1 * ${vars.space.sm})`, marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  border: 0, borderRadius: vars.radius.sm, background: 'none', color: vars.color.textMuted, fontSize: vars.fontSize.lg,
  cursor: 'pointer', flexShrink: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const toastError = style({ borderInlineStartColor: vars.color.wrong });
export const toastSuccess = style({ borderInlineStartColor: vars.color.correct });

// No margin: a paragraph's top margin collapses through <body>, which then moved up when the shell replaced it (a
// layout shift Lighthouse counted on the practice page).
export const loading = style({ margin: 0, padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

/** The language switch at the foot of the user menu: two side by side, the current one marked. */
export const languageSwitch = style({
  display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm,
});

export const languageOption = style([menuItem, {
  textAlign: 'center', border: `1px solid ${vars.color.border}`, minHeight: 44,
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand, color: vars.color.brand, fontWeight: 700 } },
}]);

/** A glyph that points along the reading direction (↗, →): turned round in right-to-left text. */
export const mirrorInRtl = style({ display: 'inline-block', selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
