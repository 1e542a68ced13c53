import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Phones: less padding around the card's parts, so the passage and answer keep the width. */
const NARROW = '(max-width: 600px)';

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, background: vars.color.surface,
  color: vars.color.text, fontFamily: vars.font.body, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`, minWidth: 0, overflowWrap: 'break-word',
  '@media': { [NARROW]: { padding: vars.space.md, gap: vars.space.md, borderRadius: vars.radius.md } },
});

export const header = style({
  display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap',
  paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: '1 1 240px', minWidth: 0 });

export const taskName = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const instruction = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5, fontSize: vars.fontSize.sm });

export const headerActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });

export const questionMeta = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const number = style({ fontFamily: vars.font.mono, fontWeight: 700, color: vars.color.brand });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const position = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minWidth: '6ch', textAlign: 'center' });

export const error = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: vars.color.wrongSoft,
  color: vars.color.wrong, fontSize: vars.fontSize.sm, fontWeight: 600,
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeletonLine = style({
  height: 14, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt, animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonShort = style({ width: '35%' });

export const skeletonBlock = style({ height: 160 });

export const media = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt, minWidth: 0,
  '@media': { [NARROW]: { padding: vars.space.sm } },
});

/** Where the timing player shows while its code loads: about its height, so the page does not jump. */
export const playerPlaceholder = style({ minHeight: 120 });

export const mediaRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const audio = style({ flex: '1 1 240px', minWidth: 0, maxWidth: '100%' });

export const select = style({
  font: 'inherit', fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text,
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });

export const prompt = style({ margin: 0, lineHeight: 1.7, fontSize: vars.fontSize.md, whiteSpace: 'pre-line' });

/**
 * The chart or picture to describe: as wide as the card, but short enough that the preparation countdown and the
 * Record button below it stay on the first screen (about 580 px of header, title, tools and recorder around it).
 */
export const picture = style({
  display: 'block', maxWidth: '100%', height: 'auto', maxHeight: 'clamp(200px, 100vh - 580px, 50vh)', width: 'auto', objectFit: 'contain',
  alignSelf: 'center', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface,
});

export const answerSection = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const answerSectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

// pre-line: a group discussion's transcript gives each speaker's turn its own paragraph.
export const answerText = style({ margin: 0, lineHeight: 1.6, fontSize: vars.fontSize.sm, whiteSpace: 'pre-line' });

export const sectionLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const analysis = style({ fontSize: vars.fontSize.sm });

globalStyle(`${analysis} > summary`, { cursor: 'pointer', fontWeight: 700, padding: `${vars.space.xs} 0` });

/** Kept for the widget's markup; the one definition is `private/css/a11y.css`. */

/** The question's English content: its own language and direction, no box of its own (the card's spacing applies). */
export const examContent = style({ display: 'contents' });
