import { style } from '@vanilla-extract/css';
import * as fields from '../private/css/fields.css';
import { vars } from '../theme/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.md });

export const label = fields.formLabel;

export const textarea = style([fields.formControl, { resize: 'vertical' }]);

export const counter = fields.charCount;

export const error = fields.formError;
