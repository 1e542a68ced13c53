import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { insetFocusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', flexDirection: 'column', fontFamily: vars.font.body, color: vars.color.text,
  background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, minWidth: 0,
});

export const tabBar = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`,
  paddingInlineEnd: vars.space.md, flexWrap: 'wrap',
});

/** The tabs scroll sideways in their own strip when the screen is narrower than their names. */
export const tabList = style({ display: 'flex', gap: vars.space.xs, padding: `0 ${vars.space.md}`, overflowX: 'auto', minWidth: 0, maxWidth: '100%' });

export const tabBarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const tab = recipe({
  base: {
    display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, border: 0, background: 'transparent',
    padding: `${vars.space.md} ${vars.space.sm}`, font: 'inherit', fontSize: vars.fontSize.sm, fontWeight: 600,
    color: vars.color.textMuted, cursor: 'pointer', whiteSpace: 'nowrap', borderBottom: '3px solid transparent',
    marginBottom: -1,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&:focus-visible': { ...insetFocusRing, borderRadius: vars.radius.sm },
    },
  },
  variants: {
    selected: {
      true: { color: vars.color.brand, borderBottomColor: vars.color.brand, selectors: { '&:hover': { color: vars.color.brand } } },
      false: {},
    },
  },
});

export const badge = style({
  minWidth: 22, boxSizing: 'border-box', padding: `1px ${vars.space.xs}`, borderRadius: vars.radius.pill,
  background: vars.color.brandSoft, color: vars.color.brand, fontSize: vars.fontSize.xs, textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const panel = style({
  padding: vars.space.md,
  selectors: { '&:focus-visible': insetFocusRing },
});
