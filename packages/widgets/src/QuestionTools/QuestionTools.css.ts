import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: vars.font.body,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const messages = style({ flexBasis: '100%', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
