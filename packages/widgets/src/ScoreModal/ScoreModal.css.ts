import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const dialog = style({ width: 'min(720px, 100%)' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const summary = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flex: '1 1 200px', minWidth: 0 });

export const avatar = style({
  width: 44, height: 44, borderRadius: vars.radius.pill, objectFit: 'cover', background: vars.color.brandSoft,
  color: vars.color.brand, display: 'grid', placeItems: 'center', fontWeight: 700, flex: 'none',
});

export const whoText = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const nickname = style({ fontWeight: 700 });

export const meta = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const passage = style({ margin: 0, lineHeight: 2, whiteSpace: 'pre-line' });

export const mutedPassage = style({
  margin: 0, lineHeight: 1.6, whiteSpace: 'pre-line', color: vars.color.textMuted, fontSize: vars.fontSize.sm,
  padding: vars.space.md, background: vars.color.surfaceAlt, borderRadius: vars.radius.md,
});

export const question = style({ margin: 0, fontWeight: 600 });

/** Green / red look of a scored answer; `data-correct` carries the same state. */
export const answer = recipe({
  base: { borderRadius: vars.radius.sm, fontWeight: 600 },
  variants: {
    state: {
      correct: { color: vars.color.correct, background: vars.color.correctSoft },
      wrong: { color: vars.color.wrong, background: vars.color.wrongSoft },
      neutral: { color: vars.color.text, background: vars.color.surfaceAlt },
    },
  },
});

export const word = style({ display: 'inline-block', padding: `0 ${vars.space.sm}`, lineHeight: 1.6, margin: '0 2px' });

export const expected = style({
  display: 'inline-block', marginInlineStart: 2, padding: `0 ${vars.space.xs}`, color: vars.color.correct, fontWeight: 600,
  borderBottom: `2px dotted ${vars.color.correct}`,
});

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, fontWeight: 400,
});

export const optionText = style({ flex: 1 });

export const icon = style({ fontWeight: 700, flex: 'none', width: '1.2em', textAlign: 'center' });

export const tag = style({ fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.correct, whiteSpace: 'nowrap' });

export const optionLetter = style({ flex: 'none', fontWeight: 700, color: vars.color.textMuted });

export const explanation = style({ margin: 0, lineHeight: 1.6 });

/** The scored answer's exam English (passage, options, words) reads left to right on a Persian page; no box of its own. */
export const examText = style({ display: 'contents' });
