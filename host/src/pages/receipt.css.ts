import { style } from '@vanilla-extract/css';
import { vars } from '@pte-kit/widgets';

export const page = style({
  maxWidth: 720, margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md}`, display: 'grid', gap: vars.space.md,
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

/** The way back is for the screen, not the paper. */
export const back = style({
  justifySelf: 'start', display: 'inline-flex', alignItems: 'center', minHeight: 44, color: vars.color.brand, fontWeight: 600,
  '@media': { print: { display: 'none' } },
});
