import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700, fontSize: vars.fontSize.md });

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, cursor: 'pointer', lineHeight: 1.5,
  // Narrow: the 'Correct answer' tag goes under the option's words rather than squeezing them.
  flexWrap: 'wrap',
  '@media': { '(pointer: coarse)': { minHeight: 44 } },
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand },
    '&:has(input:focus-visible)': focusRing,
    '&:has(input:disabled)': { cursor: 'default' },
  },
});

export const input = style({ marginTop: '0.3em', accentColor: vars.color.brand, flex: 'none' });

export const optionText = style({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'break-word' });

export const expectedTag = style({ color: vars.color.correct, fontWeight: 700, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

/** The option's letter, the one explanations name it by. */
export const optionLetter = style({ flex: 'none', fontWeight: 700, color: vars.color.textMuted, minWidth: '1.2em' });
