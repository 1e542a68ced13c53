import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, fontFamily: vars.font.body, color: vars.color.text });

/** Cards, not a table cut off at 360 px: one column on phones, two from 720 px. */
export const list = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none',
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, boxSizing: 'border-box', height: '100%',
  borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.card, minWidth: 0,
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const planName = style({ margin: 0, fontSize: vars.fontSize.md, marginInlineEnd: 'auto' });

export const facts = style({
  display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const receiptLink = style({
  alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', minHeight: 44, color: vars.color.brand, fontWeight: 600,
  selectors: { '&:focus-visible': focusRing },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.wrong });

// The printable receipt.

export const receipt = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, maxWidth: 640, boxSizing: 'border-box',
  borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.card, fontFamily: vars.font.body,
  color: vars.color.text, minWidth: 0,
  '@media': {
    '(max-width: 480px)': { padding: vars.space.md },
    print: { boxShadow: 'none', padding: 0, maxWidth: 'none', borderRadius: 0 },
  },
});

export const receiptHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const receiptTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const testNote = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, fontWeight: 600,
  background: vars.color.warningSoft, color: vars.color.text, border: `1px solid ${vars.color.warning}`,
});

export const receiptFacts = style([facts, { fontSize: vars.fontSize.md, gap: `${vars.space.sm} ${vars.space.lg}` }]);

/** The Print button is not printed. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

globalStyle(`${receipt} *`, { '@media': { print: { color: '#000' } } });
