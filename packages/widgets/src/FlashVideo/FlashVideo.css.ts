import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const dialog = style({ maxWidth: 880, width: '100%' });

export const empty = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted, fontWeight: 600 });

export const player = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const video = style({ width: '100%', aspectRatio: '16 / 9', background: vars.color.text, borderRadius: vars.radius.md });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

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
