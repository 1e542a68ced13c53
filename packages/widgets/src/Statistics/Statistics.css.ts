import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, color: vars.color.text, fontFamily: vars.font.body, minWidth: 0,
});

export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const quota = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const quotaValue = style({ fontWeight: 700, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.wrong, fontSize: vars.fontSize.sm });

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** Drawn 360 units wide: full width on a phone (labels about 10 px), at most 560 px on a wide screen so they stay small. */
export const chart = style({ display: 'block', width: '100%', maxWidth: 560, height: 'auto', overflow: 'visible' });

export const axisText = style({ fontSize: 10, fill: vars.color.textMuted, fontFamily: vars.font.body });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });

/** One colour per skill, each with at least 3:1 against white (WCAG 1.4.11) and named in the legend. */
export const skillColours = { speaking: '#3056d3', writing: '#137a3a', reading: '#a15c00', listening: '#8a2be2' } as const;

export const skillFill = styleVariants(skillColours, (colour) => ({ fill: colour }));

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });

export const swatch = styleVariants(skillColours, (colour) => ({
  display: 'inline-block', width: 12, height: 12, borderRadius: 3, background: colour, marginInlineEnd: vars.space.xs, verticalAlign: 'middle',
}));

export const averageBar = style({ fill: vars.color.brand });

export const targetMark = style({ stroke: vars.color.wrong, strokeWidth: 3 });

export const details = style({ fontSize: vars.fontSize.sm });

export const summary = style({ cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center', color: vars.color.brand, fontWeight: 600, selectors: { '&:focus-visible': focusRing } });

/** The table scrolls on its own on a phone instead of widening the page. */
export const tableWrap = style({ overflowX: 'auto', maxHeight: 320, overflowY: 'auto' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' });

export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'end', whiteSpace: 'nowrap' });

export const rowHeader = style([cell, { textAlign: 'start', fontWeight: 400 }]);

export const headCell = style([cell, { fontWeight: 600, background: vars.color.surfaceAlt, position: 'sticky', top: 0 }]);
