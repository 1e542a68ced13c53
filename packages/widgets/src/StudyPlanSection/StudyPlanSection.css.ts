import { style } from '@vanilla-extract/css';
import { focusRing, insetFocusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const dayNav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const dayLabel = style({ minWidth: '8.5em', textAlign: 'center', fontWeight: 600, fontSize: vars.fontSize.sm });

export const iconButton = style({ minWidth: 44, minHeight: 44 });

export const tabs = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  // Four skill names fit across a 360 px phone: the type shrinks a little below 400 px instead of cutting "Speaking".
  font: 'inherit', fontSize: `clamp(0.75rem, 3.5vw, ${vars.fontSize.sm})`, minHeight: 44, padding: `${vars.space.xs} 0`, border: 0, borderBottom: '3px solid transparent',
  background: 'none', color: vars.color.textMuted, cursor: 'pointer', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 700 },
    '&:focus-visible': insetFocusRing,
  },
});

/** The day's content; blurred while the next day loads, so the old day is not read as the new one. */
export const body = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.sm, minHeight: 120 });

export const loading = style({ filter: 'blur(2px)', opacity: 0.6, transition: 'filter 0.2s, opacity 0.2s', pointerEvents: 'none' });

export const hours = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Spec §9: the task list scrolls at 300 px. */
export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxHeight: 300, overflowY: 'auto' });

export const card = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 44, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, color: vars.color.text, textDecoration: 'none',
  background: vars.color.surface,
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': { ...focusRing, outlineOffset: -3 } },
});

export const cardName = style({ fontWeight: 600, minWidth: 0 });

export const cardCount = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const bar = style({ display: 'block', width: 72, height: 6, borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, overflow: 'hidden' });

export const barFill = style({ display: 'block', height: '100%', background: vars.color.correct });

export const empty = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, padding: vars.space.lg, textAlign: 'center' });

export const emptyTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.wrong, fontSize: vars.fontSize.sm });

/** The sample under the upgrade prompt: blurred, not read out, not reachable. */
export const sample = style({ filter: 'blur(4px)', userSelect: 'none', pointerEvents: 'none' });

export const overlay = style({
  position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm,
  padding: vars.space.md, textAlign: 'center', background: 'rgba(255, 255, 255, 0.7)', borderRadius: vars.radius.md,
});

export const upgrade = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md, background: vars.color.brand, color: vars.color.onBrand, fontWeight: 600, textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover }, '&:focus-visible': focusRing },
});
