import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg, background: vars.color.surface,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const word = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brand, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'baseline', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const partOfSpeech = style({ fontStyle: 'italic' });

export const definition = style({ margin: 0, lineHeight: 1.5 });

export const error = style({ margin: 0, color: vars.color.wrong, fontSize: vars.fontSize.sm });
