import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 700, fontSize: vars.fontSize.md });

export const textarea = style({
  width: '100%', boxSizing: 'border-box', minHeight: '4.5em', resize: 'vertical', font: 'inherit', fontSize: vars.fontSize.md,
  lineHeight: 1.6, color: vars.color.text, background: vars.color.surface, border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md, padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.brand },
    '&:disabled': { color: vars.color.text, opacity: 1, background: vars.color.surfaceAlt },
  },
});

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const sentence = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const sentenceWord = style({ padding: `0 ${vars.space.xs}`, lineHeight: 1.8, fontWeight: 600 });

export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 });
