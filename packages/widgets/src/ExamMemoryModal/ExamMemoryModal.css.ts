import { style } from '@vanilla-extract/css';
import * as fields from '../private/css/fields.css';
import { vars } from '../theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, fontSize: vars.fontSize.md });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const field = fields.field;

/** Also the exam type's legend, hence no padding. */
export const label = style([fields.formLabel, { padding: 0 }]);

export const input = fields.formControl;

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const radios = style({ display: 'flex', gap: vars.space.lg });

export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' });

export const counter = fields.charCount;

export const inline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const errorText = style({ color: vars.color.wrong, fontSize: vars.fontSize.sm });

export const error = fields.formError;
