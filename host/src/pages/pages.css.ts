import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pte-kit/widgets';

export const hero = style({
  minHeight: '100vh', display: 'grid', placeItems: 'center', padding: vars.space.lg,
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surfaceAlt})`,
});

export const heroCard = style({
  background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.xl,
  maxWidth: 560, display: 'grid', gap: vars.space.md,
  '@media': { '(max-width: 600px)': { padding: vars.space.lg } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const primaryButton = style({
  background: vars.color.brand, color: vars.color.onBrand, border: 0, borderRadius: vars.radius.md, padding: '12px 20px', minHeight: 44,
  font: 'inherit', fontWeight: 700, cursor: 'pointer', justifySelf: 'start', textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' });

export const card = style({
  background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg,
});

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const taskList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

/** A task link is a finger's height on a touch screen. */
globalStyle(`${taskList} a`, { '@media': { '(pointer: coarse)': { display: 'inline-flex', alignItems: 'center', minHeight: 44 } } });

export const section = style({ display: 'grid', gap: vars.space.lg });

export const row = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });

export const field = style({ display: 'grid', gap: vars.space.xs, maxWidth: 360 });

export const input = style({
  padding: '10px 12px', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, font: 'inherit', background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, borderColor: vars.color.brand } },
});

export const drawer = style({
  position: 'fixed', top: 0, insetInlineEnd: 0, bottom: 0, width: 'min(760px, 100vw)', background: vars.color.surface,
  boxShadow: vars.shadow.modal, zIndex: 900, overflow: 'auto', padding: vars.space.lg, display: 'grid', alignContent: 'start', gap: vars.space.md,
  '@media': { '(max-width: 1050px)': { top: 'auto', width: '100vw', maxHeight: '85vh', borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0` } },
});

export const drawerHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });

export const filters = style({ display: 'flex', gap: vars.space.md, alignItems: 'end', flexWrap: 'wrap' });

export const error = style({ background: vars.color.wrongSoft, color: vars.color.wrong, padding: vars.space.md, borderRadius: vars.radius.md });

export const sharePage = style({ maxWidth: 880, margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });

/** The question list measures its own width: it fills a page or sits in the practice page's narrower drawer. */
export const listContainer = style({ containerType: 'inline-size' });

/** Filters first in reading order; beside the table, on the right, when the viewport is past the sheet breakpoint and the list is wide. */
export const listLayout = style({
  display: 'grid', gap: vars.space.lg, alignItems: 'start',
  '@media': {
    '(min-width: 1051px)': {
      '@container': { '(min-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
    },
  },
});

export const listFilters = style({
  '@media': {
    '(min-width: 1051px)': {
      '@container': { '(min-width: 860px)': { gridColumn: 2, gridRow: 1, position: 'sticky', top: vars.space.md } },
    },
  },
});

export const listMain = style({
  display: 'grid', gap: vars.space.md, minWidth: 0,
  '@media': {
    '(min-width: 1051px)': {
      '@container': { '(min-width: 860px)': { gridColumn: 1, gridRow: 1 } },
    },
  },
});

/** The dashboard's countdown and target: stacked on a phone, side by side from tablet width. */
export const dashboardTop = style({
  display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 880px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)' } },
});
