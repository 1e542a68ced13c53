import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * Phones: the countdown and the recorder stay at the bottom of the screen while the learner scrolls the text or the
 * picture above them, clear of the home indicator.
 */
export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.md, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, background: vars.color.surfaceAlt, minWidth: 0,
  '@media': {
    '(max-width: 600px)': {
      position: 'sticky', bottom: 0, zIndex: 5, gap: vars.space.sm, padding: vars.space.sm,
      paddingBottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
      boxShadow: '0 -6px 16px rgba(28, 35, 51, 0.12)',
    },
  },
});

export const statusRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const status = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md, fontVariantNumeric: 'tabular-nums' });

export const progress = style({ flex: '1 1 120px', minWidth: 0, height: 8, accentColor: vars.color.brand });

export const hint = style({
  margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted,
  '@media': { '(max-width: 600px)': { fontSize: vars.fontSize.xs } },
});
