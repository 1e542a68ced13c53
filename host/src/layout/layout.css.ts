import { style } from '@vanilla-extract/css';
import { vars } from '@pte-kit/widgets';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const topBar = style({
  display: 'flex', alignItems: 'center', gap: vars.space.lg, padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`, position: 'sticky', top: 0, zIndex: 50,
  flexWrap: 'wrap',
});

export const brand = style({ fontWeight: 800, color: vars.color.brand, textDecoration: 'none', fontSize: vars.fontSize.lg });

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flex: 1 });

export const navLink = style({
  color: vars.color.text, textDecoration: 'none', padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: 'transparent', border: 0, font: 'inherit', cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 700 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
});

export const menuWrap = style({ position: 'relative' });

export const menu = style({
  position: 'absolute', top: 'calc(100% + 6px)', left: 0, background: vars.color.surface, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.modal, padding: vars.space.md, zIndex: 60, display: 'grid', gap: vars.space.md, minWidth: 260,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', width: 'max-content', maxWidth: 'min(880px, 92vw)',
});

export const menuRight = style({ left: 'auto', right: 0, gridTemplateColumns: '1fr', minWidth: 200 });

export const menuGroupTitle = style({ fontWeight: 700, fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `0 0 ${vars.space.xs}` });

export const menuItem = style({
  display: 'block', padding: `6px ${vars.space.sm}`, borderRadius: vars.radius.sm, color: vars.color.text, textDecoration: 'none',
  background: 'transparent', border: 0, font: 'inherit', textAlign: 'start', width: '100%', cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandSoft, outline: 'none' } },
});

export const avatar = style({
  width: 32, height: 32, borderRadius: vars.radius.pill, background: vars.color.brand, color: vars.color.onBrand,
  display: 'inline-grid', placeItems: 'center', fontWeight: 700,
});

export const userButton = style([navLink, { display: 'flex', alignItems: 'center', gap: vars.space.sm }]);

export const main = style({ width: 'min(1200px, 100%)', margin: '0 auto', padding: vars.space.lg, flex: 1 });

export const crumbs = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm, color: vars.color.textMuted,
});

export const crumbSeparator = style({ selectors: { '&::before': { content: '"/"', marginInlineEnd: vars.space.xs } } });

export const toasts = style({ position: 'fixed', bottom: vars.space.lg, insetInlineEnd: vars.space.lg, display: 'grid', gap: vars.space.sm, zIndex: 2000 });

export const toast = style({
  padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, background: vars.color.surface,
  borderInlineStart: `4px solid ${vars.color.brand}`, display: 'flex', gap: vars.space.md, alignItems: 'center',
});

export const toastError = style({ borderInlineStartColor: vars.color.wrong });
export const toastSuccess = style({ borderInlineStartColor: vars.color.correct });

export const loading = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
