import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const badge = recipe({
  base: {
    font: 'inherit', fontSize: vars.fontSize.xs, fontWeight: 700, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.brand}`, background: vars.color.surface, color: vars.color.brand, cursor: 'pointer',
  },
  variants: { empty: { true: { borderColor: vars.color.wrong, color: vars.color.wrong }, false: {} } },
});

export const text = style({ margin: 0, lineHeight: 1.6 });

export const upgrade = style({
  display: 'inline-flex', alignItems: 'center', padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: vars.color.brand, color: vars.color.onBrand, fontWeight: 700, textDecoration: 'none',
});

export const notice = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`, background: vars.color.warningSoft, color: vars.color.text,
});

export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.md });
