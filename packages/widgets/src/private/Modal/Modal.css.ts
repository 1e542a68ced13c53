import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../css/a11y.css';

/** Phones: a dialog takes the full width and rises from the bottom of the screen, within thumb reach. */
const PHONE = '(max-width: 600px)';

export const overlay = style({
  position: 'fixed', inset: 0, background: vars.color.overlay, display: 'grid', placeItems: 'center', zIndex: 1000,
  padding: vars.space.md,
  '@media': { [PHONE]: { padding: 0, placeItems: 'end stretch', paddingTop: vars.space.lg } },
});

export const dialog = style({
  background: vars.color.surface, color: vars.color.text, borderRadius: vars.radius.lg, boxShadow: vars.shadow.modal,
  width: 'min(640px, 100%)', maxHeight: 'calc(100vh - 32px)', overflow: 'auto', fontFamily: vars.font.body,
  display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'break-word',
  '@media': {
    [PHONE]: {
      width: '100%', maxHeight: 'calc(100dvh - 24px)', borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      paddingBottom: 'env(safe-area-inset-bottom, 0px)',
    },
  },
});

export const header = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`, borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [PHONE]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, minWidth: 0 });

export const body = style({ padding: vars.space.lg, minWidth: 0, '@media': { [PHONE]: { padding: vars.space.md } } });

export const footer = style({
  display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`, flexWrap: 'wrap',
  '@media': { [PHONE]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const close = style({
  border: 0, background: 'transparent', fontSize: vars.fontSize.xl, lineHeight: 1, cursor: 'pointer', color: vars.color.textMuted,
  borderRadius: vars.radius.sm, padding: vars.space.xs, flex: 'none', minWidth: 44, minHeight: 44,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: 0 } },
});
