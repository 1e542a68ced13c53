import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const note = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const noteTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const excerpt = style({
  lineHeight: 1.5, overflowWrap: 'anywhere', maxHeight: '9em', overflow: 'hidden',
});

export const body = style({ lineHeight: 1.6, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const action = style({
  display: 'inline-flex', alignItems: 'center', minHeight: 36, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`, color: vars.color.brand, textDecoration: 'none', fontWeight: 600, fontSize: vars.fontSize.sm,
  ':focus-visible': focusRing,
});

/** The printable note: a sheet on screen, plain black on white on paper with the buttons and the app's chrome gone. */
export const sheet = style({
  maxWidth: 760, margin: '0 auto', padding: vars.space.xl, background: vars.color.surface, color: vars.color.text,
  fontFamily: vars.font.body, display: 'grid', gap: vars.space.md, boxShadow: vars.shadow.card, borderRadius: vars.radius.md,
  '@media': {
    print: { maxWidth: 'none', margin: 0, padding: 0, boxShadow: 'none', borderRadius: 0, color: '#000', background: '#fff', fontSize: '12pt' },
  },
});

export const sheetHead = style({
  display: 'grid', gap: vars.space.xs, borderBottom: `2px solid ${vars.color.border}`, paddingBottom: vars.space.sm,
  '@media': { print: { borderBottomColor: '#000' } },
});

export const sheetTitle = style({ margin: 0, fontSize: vars.fontSize.xl, '@media': { print: { fontSize: '18pt' } } });

export const noPrint = style({ '@media': { print: { display: 'none' } } });

export const printBody = style({
  lineHeight: 1.6, overflowWrap: 'anywhere',
  '@media': { print: { orphans: 3, widows: 3 } },
});
