import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const dialog = style({ maxWidth: 880, width: '100%' });

export const empty = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted, fontWeight: 600 });

export const player = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const video = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', background: vars.color.text });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const select = style({
  font: 'inherit', fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' });

export const lesson = style({
  display: 'flex', gap: vars.space.sm, alignItems: 'center', width: '100%', textAlign: 'start', font: 'inherit', cursor: 'pointer',
  padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const cover = style({ width: 96, height: 54, objectFit: 'cover', borderRadius: vars.radius.sm, flexShrink: 0 });

export const lessonType = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 700, textTransform: 'uppercase' });

export const lessonTitle = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: 600 });

export const stage = style({ position: 'relative', borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.text });

export const controls = style({
  position: 'absolute', insetInline: 0, bottom: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm,
  padding: vars.space.sm, background: vars.color.surface, borderTop: `1px solid ${vars.color.border}`, opacity: 1, transition: 'opacity 0.3s',
  selectors: { '&[data-hidden]': { opacity: 0, pointerEvents: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const seek = style({ flex: '1 1 160px', accentColor: vars.color.brand });

export const volume = style({ width: 96, accentColor: vars.color.brand });

export const time = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const slide = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
