import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0, minWidth: 0 });

const badge = style({
  display: 'inline-flex', alignItems: 'center', padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs, fontWeight: 700, letterSpacing: '0.02em', textTransform: 'uppercase',
});
export const kind = styleVariants({
  PREMIUM: [badge, { color: vars.color.correct, background: vars.color.correctSoft }],
  EXPIRED: [badge, { color: vars.color.warning, background: vars.color.warningSoft }],
  TRIAL: [badge, { color: vars.color.brand, background: vars.color.brandSoft }],
  FREE: [badge, { color: vars.color.textMuted, background: vars.color.surfaceAlt }],
});

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Finger-sized: the user menu is used by touch. */
export const action = style({
  display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.md,
  color: vars.color.brand, fontWeight: 700, fontSize: vars.fontSize.sm, textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing, '&:hover': { color: vars.color.brandHover } },
});
