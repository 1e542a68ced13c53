import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const dialog = style({ maxWidth: 640 });

export const into = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.md });

export const item = style({
  display: 'grid', gap: vars.space.xs, paddingBlockEnd: vars.space.md, borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBlockEnd: 0 } },
});

export const source = style({ margin: 0, overflowWrap: 'anywhere' });

export const translated = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: vars.color.brandSoft,
  overflowWrap: 'anywhere',
});

export const failed = style({
  display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, color: vars.color.wrong,
  fontSize: vars.fontSize.sm, fontWeight: 600,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
