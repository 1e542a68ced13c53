import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../private/css/a11y.css';
import { vars } from '../theme/vars.css';

const NARROW = 'screen and (max-width: 600px)';

export const root = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, background: vars.color.surface,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, color: vars.color.text, fontFamily: vars.font.body,
  '@media': { [NARROW]: { padding: vars.space.md } },
});

export const steps = style({
  display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0,
  counterReset: 'step',
  '@media': { [NARROW]: { gap: vars.space.xs } },
});

export const stepTab = recipe({
  base: {
    display: 'flex', flexDirection: 'column', gap: 2, paddingTop: vars.space.sm, borderTop: `4px solid ${vars.color.border}`,
    color: vars.color.textMuted, fontSize: vars.fontSize.sm, minWidth: 0, overflowWrap: 'anywhere',
    '@media': { [NARROW]: { fontSize: vars.fontSize.xs } },
  },
  variants: {
    state: {
      done: { borderTopColor: vars.color.correct, color: vars.color.text },
      current: { borderTopColor: vars.color.brand, color: vars.color.text, fontWeight: 700 },
      upcoming: {},
    },
  },
});

export const stepNumber = style({ fontSize: vars.fontSize.xs, textTransform: 'uppercase', letterSpacing: '0.04em' });

/** ' of 4' is read out everywhere but only drawn where the four steps have room. */
export const stepTotal = style({
  '@media': {
    [NARROW]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

export const stepButton = style({
  font: 'inherit', color: vars.color.brand, background: 'none', border: 0, padding: 0, textAlign: 'start', cursor: 'pointer',
  textDecoration: 'underline', selectors: { '&:focus-visible': focusRing },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, selectors: { '&:focus': { outline: 'none' } } });

export const text = style({ margin: 0, lineHeight: 1.55 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

export const prompt = style({
  margin: 0, padding: vars.space.md, borderInlineStart: `4px solid ${vars.color.brand}`, background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm, fontSize: vars.fontSize.md, lineHeight: 1.5,
});

export const instructions = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.wrong}`,
  borderRadius: vars.radius.md, background: vars.color.wrongSoft,
});

export const instructionsTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.wrong });

export const list = style({ margin: 0, paddingInlineStart: '1.4em', lineHeight: 1.6 });

export const error = style({ margin: 0, color: vars.color.wrong, fontSize: vars.fontSize.sm });

export const devices = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: 600, marginBottom: vars.space.xs });

export const device = style({
  display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, cursor: 'pointer', overflowWrap: 'anywhere',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft, fontWeight: 600 },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const timeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const time = style({ fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums', minWidth: '6.5em' });

export const progress = style({ flex: 1, height: 10, accentColor: vars.color.brand });

export const meter = style({ display: 'flex', gap: 2, height: 28, alignItems: 'stretch' });

export const segment = recipe({
  base: {
    flex: 1, minWidth: 2, borderRadius: 2, opacity: 0.18, transition: 'opacity 80ms linear',
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    tone: {
      low: { background: vars.color.wrong },
      fair: { background: vars.color.warning },
      strong: { background: vars.color.correct },
    },
    lit: { true: { opacity: 1 }, false: {} },
  },
});

export const voice = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontWeight: 600 },
  variants: {
    state: {
      waiting: { color: vars.color.textMuted },
      strong: { color: vars.color.correct },
      weak: { color: vars.color.warning },
    },
  },
});

export const success = style({
  display: 'inline-flex', alignItems: 'center', padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill,
  background: vars.color.correctSoft, color: vars.color.correct, fontSize: vars.fontSize.sm,
});

export const player = style({ display: 'block' });

export const summary = style({
  display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.sm} ${vars.space.lg}`, margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
