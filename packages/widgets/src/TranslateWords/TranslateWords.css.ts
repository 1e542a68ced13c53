import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', fontSize: vars.fontSize.sm });

export const label = style({ color: vars.color.textMuted, fontWeight: 600 });

export const select = style({
  padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, font: 'inherit', maxWidth: '100%',
});

export const hint = style({ color: vars.color.textMuted });

export const popover = style({
  position: 'absolute', zIndex: 5, minWidth: 180, maxWidth: 'min(320px, calc(100vw - 16px))', padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.card, border: `1px solid ${vars.color.border}`,
  display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm,
});

export const popoverHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const word = style({ fontWeight: 700 });

export const translations = style({ margin: 0, lineHeight: 1.6, fontSize: vars.fontSize.md });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const close = style({
  border: 'none', background: 'transparent', color: vars.color.textMuted, cursor: 'pointer', fontSize: vars.fontSize.lg, lineHeight: 1,
  padding: vars.space.xs, borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 1 } },
});
