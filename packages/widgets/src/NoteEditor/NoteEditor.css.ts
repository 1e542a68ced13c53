import { globalStyle, style } from '@vanilla-extract/css';
import { insetFocusRing } from '../private/css/a11y.css';
import * as fields from '../private/css/fields.css';
import { vars } from '../theme/vars.css';

export const dialog = style({ width: 'min(760px, 100%)' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontSize: vars.fontSize.md });

export const field = fields.field;

export const label = fields.formLabel;

export const textarea = style([fields.formControl, { minHeight: 220, resize: 'vertical' }]);

export const rich = style({ display: 'flex', flexDirection: 'column', minHeight: 260 });

// Quill's Snow theme draws the toolbar and the editing area; these fit them to the kit's theme.
globalStyle(`${rich} .ql-toolbar.ql-snow`, {
  borderColor: vars.color.border, borderTopLeftRadius: vars.radius.md, borderTopRightRadius: vars.radius.md, fontFamily: vars.font.body,
});
globalStyle(`${rich} .ql-container.ql-snow`, {
  borderColor: vars.color.border, borderBottomLeftRadius: vars.radius.md, borderBottomRightRadius: vars.radius.md,
  fontFamily: vars.font.body, fontSize: vars.fontSize.md, minHeight: 220,
});
globalStyle(`${rich} .ql-editor`, { minHeight: 220 });
globalStyle(`${rich} .ql-editor:focus-visible`, insetFocusRing);

export const meta = style({
  display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md, fontSize: vars.fontSize.sm, minHeight: '1.4em',
});

export const limit = style({ color: vars.color.wrong, fontWeight: 600 });

export const counter = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', marginInlineStart: 'auto' });

export const counterOver = style([counter, { color: vars.color.wrong, fontWeight: 600 }]);

export const placeholder = style({ margin: 0, color: vars.color.textMuted });

export const failed = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

export const error = fields.formError;

export const success = fields.outcome;

export const confirm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, width: '100%' });

export const confirmText = style({ margin: 0, fontWeight: 600 });

export const actions = style({ display: 'flex', gap: vars.space.sm });
