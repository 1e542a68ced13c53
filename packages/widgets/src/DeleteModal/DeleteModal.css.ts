import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import * as fields from '../private/css/fields.css';
import { vars } from '../theme/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, fontSize: vars.fontSize.md });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const confirm = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600, cursor: 'pointer', alignSelf: 'flex-start',
});

export const checkbox = style({
  width: 18, height: 18, margin: 0, accentColor: vars.color.wrong, cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const error = fields.formError;
