import { style } from '@vanilla-extract/css';
import * as fields from '../private/css/fields.css';
import { vars } from '../theme/vars.css';

export const field = fields.field;

export const label = fields.answerLabel;

export const textarea = style([fields.answerTextarea, { minHeight: '4.5em' }]);

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const sentence = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const sentenceWord = style({ padding: `0 ${vars.space.xs}`, lineHeight: 1.8, fontWeight: 600 });

export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 });
