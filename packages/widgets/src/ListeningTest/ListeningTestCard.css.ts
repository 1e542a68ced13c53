import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, color: vars.color.text, fontFamily: vars.font.body,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 160, fontWeight: 600, fontSize: vars.fontSize.sm });

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  font: 'inherit', fontSize: vars.fontSize.md, fontWeight: 400, width: '100%', boxSizing: 'border-box',
  padding: `${vars.space.sm} 2.5em ${vars.space.sm} ${vars.space.md}`, border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text,
  selectors: { '&:focus-visible': { ...focusRing, borderColor: vars.color.brand } },
});

export const check = style({
  position: 'absolute', insetInlineEnd: vars.space.sm, display: 'inline-grid', placeItems: 'center', width: 26, height: 26,
  borderRadius: vars.radius.pill, background: vars.color.correct, color: vars.color.onBrand, fontWeight: 700,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const error = style({ margin: 0, color: vars.color.wrong, fontSize: vars.fontSize.sm });

export const cross = style([check, { background: vars.color.wrong }]);

export const reveal = style({ margin: 0, fontSize: vars.fontSize.md });
