import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'inline-grid', placeItems: 'center', position: 'relative', flex: 'none' });

export const svg = style({ display: 'block', transform: 'rotate(-90deg)' });

export const track = style({ fill: 'none', stroke: vars.color.surfaceAlt });

export const arc = recipe({
  base: { fill: 'none', strokeLinecap: 'round', transition: 'stroke-dashoffset 400ms ease-out' },
  variants: {
    level: {
      partial: { stroke: vars.color.warning },
      full: { stroke: vars.color.correct },
    },
  },
});

export const label = style({
  position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center',
  fontFamily: vars.font.body, color: vars.color.text, lineHeight: 1.1,
});

export const value = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const max = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
