import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap', padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md, background: vars.color.warningSoft, color: vars.color.text, fontFamily: vars.font.body,
  border: `1px solid ${vars.color.warning}`, minWidth: 0,
});

export const text = style({ margin: 0, flex: '1 1 220px', minWidth: 0, lineHeight: 1.5 });

export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginInlineStart: 'auto' });

export const claim = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, boxSizing: 'border-box',
  padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md, fontWeight: 600, fontSize: vars.fontSize.sm,
  background: vars.color.brand, color: vars.color.onBrand, textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover }, '&:focus-visible': focusRing },
});

export const dismiss = style({
  border: 0, background: 'transparent', color: vars.color.textMuted, fontSize: vars.fontSize.xl, lineHeight: 1, cursor: 'pointer',
  minWidth: 44, minHeight: 44, borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});
