import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';
import { SHEET_MEDIA } from './sheetMedia';

export const root = style({ fontFamily: vars.font.body, color: vars.color.text });

/**
 * Doubled class: the trigger is a Button, whose own display rule may come later in the cascade (a host that splits its
 * CSS per page loads the Button's sheet after this one); the trigger's visibility must not depend on that order.
 */
export const trigger = style({
  selectors: { '&&': { display: 'none' } },
  '@media': { [SHEET_MEDIA]: { selectors: { '&&': { display: 'inline-flex' } } } },
});

export const triggerCount = style({
  minWidth: 20, height: 20, padding: '0 6px', borderRadius: vars.radius.pill, background: vars.color.brand, color: vars.color.onBrand,
  fontSize: vars.fontSize.xs, lineHeight: '20px', textAlign: 'center',
});

export const backdrop = style({
  display: 'none',
  '@media': { [SHEET_MEDIA]: { display: 'block', position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 940 } },
});

/** A side panel by default; under the breakpoint it is hidden until opened, then a sheet on the bottom edge. */
export const panel = recipe({
  base: {
    display: 'flex', flexDirection: 'column', gap: vars.space.md, boxSizing: 'border-box',
    background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg,
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    open: {
      false: { '@media': { [SHEET_MEDIA]: { display: 'none' } } },
      true: {
        '@media': {
          [SHEET_MEDIA]: {
            position: 'fixed', insetInline: 0, bottom: 0, zIndex: 950, maxHeight: '85vh', overflowY: 'auto',
            borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`, boxShadow: vars.shadow.modal,
            paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
          },
        },
      },
    },
  },
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const close = style({
  border: 0, background: 'transparent', fontSize: vars.fontSize.xl, lineHeight: 1, cursor: 'pointer', color: vars.color.textMuted,
  borderRadius: vars.radius.sm, padding: vars.space.xs, minWidth: 44, minHeight: 44, flex: 'none',
  selectors: { '&:focus-visible': focusRing },
});

/** The groups wrap: one column in a narrow side panel, several across a wide sheet or a stacked panel. */
export const groups = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const group = style({
  flex: '1 1 200px', minWidth: 0, margin: 0, padding: 0, border: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs,
});

export const wideGroup = style({ flexBasis: '100%' });

export const note = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.xs, color: vars.color.textMuted, flexBasis: '100%' });

export const legend = style({
  padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });

export const option = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, cursor: 'pointer', minHeight: 28,
});

export const control = style({
  width: 16, height: 16, margin: 0, accentColor: vars.color.brand, cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:disabled': { cursor: 'not-allowed' } },
});

/** Four across in a sheet or a wide panel, two by two in the narrow side panel. */
export const tabList = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: vars.space.xs, padding: vars.space.xs, borderRadius: vars.radius.md, background: vars.color.surfaceAlt,
});

export const tab = recipe({
  base: {
    display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs, minWidth: 0,
    textAlign: 'center', minHeight: 34, padding: `${vars.space.xs} ${vars.space.sm}`, border: 0, borderRadius: vars.radius.sm, font: 'inherit',
    fontSize: vars.fontSize.sm, fontWeight: 600, cursor: 'pointer',
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    selected: {
      true: { background: vars.color.brand, color: vars.color.onBrand },
      false: { background: 'transparent', color: vars.color.text, selectors: { '&:hover': { background: vars.color.brandSoft } } },
    },
  },
});

export const premiumMark = recipe({
  base: {
    fontSize: vars.fontSize.xs, fontWeight: 700, borderRadius: vars.radius.pill, padding: '0 6px', lineHeight: 1.6,
  },
  variants: {
    selected: {
      true: { background: vars.color.onBrand, color: vars.color.brand },
      false: { background: vars.color.warningSoft, color: vars.color.warning },
    },
  },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const input = style({
  boxSizing: 'border-box', width: '100%', padding: '8px 10px', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  font: 'inherit', fontWeight: 400, fontSize: vars.fontSize.sm, color: vars.color.text, background: vars.color.surface,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: 0, borderColor: vars.color.brand } },
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });
