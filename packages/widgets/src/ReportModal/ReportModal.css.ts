import { style } from '@vanilla-extract/css';
import { fieldFocusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.md });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const textarea = style({
  font: 'inherit', resize: 'vertical', padding: vars.space.sm, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, color: vars.color.text, background: vars.color.surface,
  selectors: { '&:focus-visible': fieldFocusRing },
});

export const counter = style({ alignSelf: 'flex-end', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const error = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  color: vars.color.wrong, background: vars.color.wrongSoft, fontSize: vars.fontSize.sm,
});

export const status = style({ margin: 0, color: vars.color.correct, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const statusError = style([status, { color: vars.color.wrong }]);
