import { style } from '@vanilla-extract/css';
import { fieldFocusRing, focusRing, visuallyHidden } from '../private/css/a11y.css';
import * as fields from '../private/css/fields.css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.body });

export const toolbar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm });

export const switchLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm, cursor: 'pointer' });

export const switchInput = style({
  appearance: 'none', width: 36, height: 20, margin: 0, borderRadius: vars.radius.pill, background: vars.color.border,
  position: 'relative', cursor: 'pointer', transition: 'background 120ms', flexShrink: 0,
  selectors: {
    '&::after': {
      content: '""', position: 'absolute', top: 2, insetInlineStart: 2, width: 16, height: 16, borderRadius: '50%',
      background: vars.color.surface, transition: 'transform 120ms',
    },
    '&:checked': { background: vars.color.brand },
    '&:checked::after': { transform: 'translateX(16px)' },
    '[dir="rtl"] &:checked::after': { transform: 'translateX(-16px)' },
    '&:focus-visible': focusRing,
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const comment = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`, selectors: { '&:last-child': { borderBottom: 0 } },
});

export const postHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const avatar = style({
  width: 36, height: 36, borderRadius: '50%', flexShrink: 0, objectFit: 'cover',
  display: 'inline-grid', placeItems: 'center', background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 700,
});

export const meta = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: vars.space.sm, rowGap: vars.space.xs, fontSize: vars.fontSize.sm });

export const nickname = style({ fontWeight: 700 });

export const date = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const examMemory = style({
  background: vars.color.warningSoft, color: vars.color.warning, borderRadius: vars.radius.pill,
  padding: `1px ${vars.space.sm}`, fontSize: vars.fontSize.xs, fontWeight: 600,
});

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: vars.fontSize.sm, lineHeight: 1.5 });

export const images = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const imageLink = style({
  display: 'block', borderRadius: vars.radius.sm, overflow: 'hidden',
  selectors: { '&:focus-visible': focusRing },
});

export const thumbnail = style({ display: 'block', width: 96, height: 96, objectFit: 'cover', background: vars.color.surfaceAlt });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const count = style({ fontVariantNumeric: 'tabular-nums' });

export const replies = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginInlineStart: vars.space.lg,
  paddingInlineStart: vars.space.md, borderInlineStart: `2px solid ${vars.color.border}`,
});

export const replyList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const reply = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const form = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md,
  background: vars.color.surfaceAlt, borderRadius: vars.radius.md,
});

export const formLabel = fields.formLabel;

export const textarea = style({
  font: 'inherit', fontSize: vars.fontSize.sm, padding: vars.space.sm, borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text, resize: 'vertical',
  selectors: { '&:focus-visible': fieldFocusRing },
});

export const counter = style({ margin: 0, alignSelf: 'flex-end', color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums' });

export const previews = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const preview = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const previewImage = style({ width: 72, height: 72, objectFit: 'cover', borderRadius: vars.radius.sm });

export const previewName = style({ fontSize: vars.fontSize.xs, maxWidth: 160, overflowWrap: 'anywhere' });

export const errors = style({ margin: 0, paddingInlineStart: vars.space.md, color: vars.color.wrong, fontSize: vars.fontSize.sm });

export const formActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const spacer = style({ flex: 1 });

export const loadMore = style({ alignSelf: 'center' });

export const skeletonRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md, padding: `${vars.space.md} 0` });

export const skeletonLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const empty = style({
  display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, margin: 0,
  padding: `${vars.space.xl} ${vars.space.md}`, color: vars.color.textMuted, textAlign: 'center',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The file picker the Add image button opens: out of sight, out of the tab order. */
export const fileInput = style([visuallyHidden]);
