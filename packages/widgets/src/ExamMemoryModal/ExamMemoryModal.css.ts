import { style } from '@vanilla-extract/css';
import { fieldFocusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, fontSize: vars.fontSize.md });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, padding: 0 });

export const input = style({
  font: 'inherit', padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  color: vars.color.text, background: vars.color.surface,
  selectors: { '&:focus-visible': fieldFocusRing },
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const radios = style({ display: 'flex', gap: vars.space.lg });

export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' });

export const counter = style({ alignSelf: 'flex-end', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const inline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const errorText = style({ color: vars.color.wrong, fontSize: vars.fontSize.sm });

export const error = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  color: vars.color.wrong, background: vars.color.wrongSoft, fontSize: vars.fontSize.sm,
});

export const status = style({ margin: 0, color: vars.color.correct, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const statusError = style([status, { color: vars.color.wrong }]);
