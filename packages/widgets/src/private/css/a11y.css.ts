import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The kit's keyboard focus ring, 2px outside the box: spread it into a `'&:focus-visible'` selector. */
export const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

/** The ring hugging a text field's border. */
export const fieldFocusRing = { ...focusRing, outlineOffset: 1 } as const;

/** The ring drawn inside the box, where an outer one would be clipped (tabs, table rows, scrolling editors). */
export const insetFocusRing = { ...focusRing, outlineOffset: -3 } as const;

/** Off screen but read by screen readers; the class behind `VisuallyHidden`. */
export const visuallyHidden = style({
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden',
  clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
});
