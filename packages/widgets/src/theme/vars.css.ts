import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';

/** The one theme contract: CSS custom properties that React widgets and Lit elements both read. */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: 'brand', brandHover: 'brand-hover', brandSoft: 'brand-soft', onBrand: 'on-brand',
      text: 'text', textMuted: 'text-muted', surface: 'surface', surfaceAlt: 'surface-alt', border: 'border',
      correct: 'correct', correctSoft: 'correct-soft', wrong: 'wrong', wrongSoft: 'wrong-soft',
      warning: 'warning', warningSoft: 'warning-soft', focus: 'focus', overlay: 'overlay',
      easy: 'easy', medium: 'medium', hard: 'hard',
    },
    font: { body: 'font-body', mono: 'font-mono' },
    fontSize: { xs: 'font-xs', sm: 'font-sm', md: 'font-md', lg: 'font-lg', xl: 'font-xl' },
    space: { xs: 'space-xs', sm: 'space-sm', md: 'space-md', lg: 'space-lg', xl: 'space-xl' },
    radius: { sm: 'radius-sm', md: 'radius-md', lg: 'radius-lg', pill: 'radius-pill' },
    shadow: { card: 'shadow-card', modal: 'shadow-modal' },
  },
  (value) => `pte-${value}`,
);

createGlobalTheme(':root, :host', vars, {
  color: {
    brand: '#3056d3', brandHover: '#2446b5', brandSoft: '#e8edfc', onBrand: '#ffffff',
    text: '#1c2333', textMuted: '#5b6478', surface: '#ffffff', surfaceAlt: '#f3f5fb', border: '#d9deea',
    correct: '#137a3a', correctSoft: '#e3f6ea', wrong: '#c0262d', wrongSoft: '#fde8e8',
    warning: '#a15c00', warningSoft: '#fff3dc', focus: '#7d97ff', overlay: 'rgba(16, 22, 38, 0.55)',
    easy: '#137a3a', medium: '#a15c00', hard: '#c0262d',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Vazirmatn", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: { card: '0 4px 18px rgba(28, 35, 51, 0.08)', modal: '0 18px 50px rgba(16, 22, 38, 0.25)' },
});
