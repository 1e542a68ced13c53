import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const player = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const playButton = style({
  width: 56, height: 56, borderRadius: vars.radius.pill, border: 0, background: vars.color.brand, color: vars.color.onBrand,
  fontSize: vars.fontSize.lg, cursor: 'pointer', display: 'inline-grid', placeItems: 'center', flex: 'none',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandHover },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const playError = style({ margin: 0, color: vars.color.wrong, fontSize: vars.fontSize.sm });
