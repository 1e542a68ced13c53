import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

const pulse = keyframes({ '50%': { boxShadow: `0 0 0 8px ${vars.color.wrongSoft}` } });

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, color: vars.color.text, fontFamily: vars.font.body,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const mic = recipe({
  base: {
    display: 'inline-grid', placeItems: 'center', width: 56, height: 56, borderRadius: vars.radius.pill, border: 0,
    cursor: 'pointer', color: vars.color.onBrand, flexShrink: 0,
    selectors: { '&:focus-visible': focusRing, '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
  },
  variants: {
    recording: {
      true: {
        background: vars.color.wrong,
        '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.2s ease-in-out infinite` } },
      },
      false: { background: vars.color.brand, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } } },
    },
  },
});

export const micIcon = style({ width: 26, height: 26 });

export const status = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 140 });

export const time = style({ fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontWeight: 600, fontSize: vars.fontSize.sm });

export const transcript = style({
  font: 'inherit', fontSize: vars.fontSize.md, fontWeight: 400, minHeight: '4.5em', resize: 'vertical', boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt, color: vars.color.text,
  selectors: { '&:focus-visible': { ...focusRing, borderColor: vars.color.brand } },
});

export const link = style({
  alignSelf: 'flex-start', color: vars.color.brand, fontWeight: 600, fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': focusRing },
});
