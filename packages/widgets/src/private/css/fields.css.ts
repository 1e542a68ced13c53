import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { fieldFocusRing, focusRing } from './a11y.css';

/** A label over its control, in a column. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The label of a dialog's form field (report, note, exam memory, comment). */
export const formLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

/** A dialog form's text box, select or textarea. */
export const formControl = style({
  font: 'inherit', padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  color: vars.color.text, background: vars.color.surface,
  selectors: { '&:focus-visible': fieldFocusRing },
});

/** The "12 / 500" under a dialog's textarea. */
export const charCount = style({ alignSelf: 'flex-end', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

/** Why a dialog's action failed, in a red box. */
export const formError = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  color: vars.color.wrong, background: vars.color.wrongSoft, fontSize: vars.fontSize.sm,
});

/** The outcome line a dialog leaves behind when the host gave it no toast. */
export const outcome = style({ margin: 0, color: vars.color.correct, fontSize: vars.fontSize.sm, fontWeight: 600 });

/** The outcome line of a failure. */
export const outcomeError = style([outcome, { color: vars.color.wrong }]);

/** The label of an answer's textarea (dictation, essays). */
export const answerLabel = style({ fontWeight: 700, fontSize: vars.fontSize.md });

/** An answer's textarea; each widget sets its height. Stays readable when locked for scoring. */
export const answerTextarea = style({
  width: '100%', boxSizing: 'border-box', resize: 'vertical', font: 'inherit', fontSize: vars.fontSize.md,
  lineHeight: 1.6, color: vars.color.text, background: vars.color.surface, border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md, padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.brand },
    '&:disabled': { color: vars.color.text, opacity: 1, background: vars.color.surfaceAlt },
  },
});

/** A form field's problem, under it. */
export const fieldProblem = style({ margin: 0, color: vars.color.wrong, fontSize: vars.fontSize.xs });

/** A 10–90 score input: the whole width of its cell, finger-sized. */
export const scoreInput = style({ width: '100%', boxSizing: 'border-box', minHeight: 44 });
