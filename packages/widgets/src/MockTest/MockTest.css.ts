import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// Phones first: one column, full-width cards and 44 px touch targets from the shared Button; wider screens only add room.
export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.md, background: vars.color.surface,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, color: vars.color.text, fontFamily: vars.font.body,
  minWidth: 0, '@media': { '(min-width: 640px)': { padding: vars.space.lg } },
});

/** The report with the way back under it: the report is the card. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const subtitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({ margin: 0, color: vars.color.wrong, fontSize: vars.fontSize.sm });
export const notice = style({
  margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceAlt, fontSize: vars.fontSize.sm,
});
export const allowance = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const group = style({ display: 'flex', flexDirection: 'column' });
export const otherVariant = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  padding: `0 ${vars.space.md}`,
});
/** The disclosure's line: a 44 px touch target. */
export const otherSummary = style({
  display: 'list-item', minHeight: 44, paddingBlock: 10, cursor: 'pointer', fontWeight: 600, boxSizing: 'border-box',
});
export const forms = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const formCard = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap',
  padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
});
export const formText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: '1 1 12rem' });
export const formName = style({ fontWeight: 600, textAlign: 'start' });
export const sittingTitle = style([formName, { margin: 0, fontSize: vars.fontSize.md }]);
export const badges = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const sittingHeader = style({
  display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const clock = style({
  fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: vars.fontSize.lg, padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md, background: vars.color.surfaceAlt, direction: 'ltr',
});
export const clockLow = style([clock, { color: vars.color.wrong }]);
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const itemHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const instruction = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'start' });
export const examContent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, position: 'sticky', insetBlockEnd: 0, paddingBlock: vars.space.sm, background: vars.color.surface });
/**
 * A speaking item's Next on phones: the recorder's controls are a bar fixed to the bottom up to 768 px, so Next stays
 * in the flow (not sticky under the bar) with room below it to scroll clear of the bar.
 */
export const footerAboveRecorder = style([footer, { '@media': { '(max-width: 768px)': { position: 'static', marginBlockEnd: '6rem' } } }]);

export const overall = style({ display: 'flex' });
export const tiles = style({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});
export const tile = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const tileBig = style([tile, { flex: 1, background: vars.color.surfaceAlt, borderColor: 'transparent' }]);
export const tileLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const tileScore = style({ fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const answers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const answerRow = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflowWrap: 'anywhere' });
export const answerSummary = style({
  display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, padding: vars.space.sm, minHeight: 44,
  cursor: 'pointer', boxSizing: 'border-box',
});
export const answerBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: `0 ${vars.space.sm} ${vars.space.sm}` });
export const answerHeading = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm });
export const traits = style({ margin: 0, paddingInlineStart: vars.space.md, fontSize: vars.fontSize.sm });
