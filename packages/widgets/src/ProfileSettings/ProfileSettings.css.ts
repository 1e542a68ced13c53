import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

/** One column: a phone of 360 px holds every control at full width; wider screens cap the line length. */
export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '40rem', minWidth: 0,
  padding: vars.space.md, borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.card,
  boxSizing: 'border-box',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const groupTitle = style({ margin: 0, padding: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

/** Full width and finger-sized. */
export const control = style({ width: '100%', minHeight: 44, boxSizing: 'border-box', minWidth: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const picture = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md });
const avatarBox = { width: 96, height: 96, borderRadius: '50%', flex: 'none' } as const;
export const avatar = style({ ...avatarBox, objectFit: 'cover', background: vars.color.surfaceAlt });
export const avatarEmpty = style({
  ...avatarBox, display: 'grid', placeItems: 'center', fontSize: '2.25rem', fontWeight: 700,
  color: vars.color.brand, background: vars.color.brandSoft,
});
export const pictureActions = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, flex: '1 1 12rem', minWidth: 0 });

/** The file input stays in the tab order (hidden only visually); its label is the button a finger presses. */
export const fileInput = style([visuallyHidden]);
export const fileButton = style({
  display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand}`, color: vars.color.brand, fontWeight: 600, cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: focusRing,
    '&[data-disabled]': { opacity: 0.6, cursor: 'progress' },
  },
});

export const exam = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

/** PTE Academic | PTE Core as a two-part switch of radio buttons. */
export const segmented = style({
  display: 'grid', gridTemplateColumns: '1fr 1fr', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const segment = style({ position: 'relative', display: 'flex' });
export const segmentInput = style([visuallyHidden]);
export const segmentLabel = style({
  flex: 1, display: 'grid', placeItems: 'center', minHeight: 44, padding: `0 ${vars.space.sm}`, textAlign: 'center',
  fontWeight: 600, cursor: 'pointer', color: vars.color.text, background: vars.color.surface,
  selectors: {
    [`${segmentInput}:checked + &`]: { color: vars.color.onBrand, background: vars.color.brand },
    [`${segmentInput}:focus-visible + &`]: { ...focusRing, outlineOffset: -3 },
  },
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
