import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const record = style({
  display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md,
  padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const avatar = style({
  width: 40, height: 40, borderRadius: '50%', flexShrink: 0, objectFit: 'cover',
  display: 'inline-grid', placeItems: 'center', background: vars.color.brandSoft, color: vars.color.brand,
  fontWeight: 700, fontSize: vars.fontSize.md,
});

export const meta = style({
  display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: vars.space.md, rowGap: vars.space.xs,
  flex: '1 1 220px', minWidth: 0, fontSize: vars.fontSize.sm,
});

export const nickname = style({ fontWeight: 700, fontSize: vars.fontSize.md });

export const date = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const examType = style({
  color: vars.color.text, background: vars.color.surfaceAlt, borderRadius: vars.radius.pill,
  padding: `1px ${vars.space.sm}`, fontSize: vars.fontSize.xs, fontWeight: 600,
});

export const score = style({ fontWeight: 700, color: vars.color.brand, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginInlineStart: 'auto' });

export const skeletonRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, padding: `${vars.space.sm} 0` });

export const skeletonLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const footer = style({ display: 'flex', justifyContent: 'center' });

export const allShown = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });

export const empty = style({
  display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const emptyHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
