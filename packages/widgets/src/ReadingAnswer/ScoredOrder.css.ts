import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const order = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const orderItem = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch' });

export const paragraph = style({
  display: 'flex', gap: vars.space.md, alignItems: 'flex-start', padding: vars.space.md,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, lineHeight: 1.6,
});

export const letter = style({
  flex: 'none', display: 'grid', placeItems: 'center', width: 28, height: 28, borderRadius: vars.radius.pill,
  background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 700, fontSize: vars.fontSize.sm,
});

export const link = recipe({
  base: {
    alignSelf: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', height: 34,
    justifyContent: 'center', fontSize: vars.fontSize.sm, fontWeight: 700, lineHeight: 1,
    selectors: {
      '&::before, &::after': { content: '""', width: 3, flex: 1, background: 'currentColor' },
    },
  },
  variants: {
    correct: {
      true: { color: vars.color.correct },
      false: { color: vars.color.wrong },
    },
  },
});

export const rule = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.5 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const correctOrder = style({
  margin: 0, paddingInlineStart: '1.6em', display: 'flex', flexDirection: 'column', gap: vars.space.xs, lineHeight: 1.5,
});

export const sequence = style({ fontWeight: 700, letterSpacing: '0.05em' });
