import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.lg, fontFamily: vars.font.body, color: vars.color.text });

export const error = style({
  background: vars.color.wrongSoft, color: vars.color.wrong, borderRadius: vars.radius.md, padding: vars.space.md,
  fontFamily: vars.font.body,
});
