import { css } from 'lit';

/**
 * Styles every media leaf shares. They read the kit's theme custom properties (theme/vars.css.ts: --pte-*), with
 * the default theme's values as fallbacks for plain pages that load only the elements.
 */
export const mediaStyles = css`
  :host {
    display: block;
    font-family: var(--pte-font-body, system-ui, sans-serif);
    font-size: var(--pte-font-sm, 0.875rem);
    color: var(--pte-text, #1c2333);
  }
  :host([hidden]) {
    display: none;
  }
  button,
  select,
  a.button {
    font: inherit;
    min-height: 36px;
    border-radius: var(--pte-radius-md, 10px);
    border: 1px solid var(--pte-border, #d9deea);
    background: var(--pte-surface, #ffffff);
    color: var(--pte-text, #1c2333);
    padding: 0 var(--pte-space-sm, 8px);
    cursor: pointer;
  }
  button.primary {
    background: var(--pte-brand, #3056d3);
    border-color: var(--pte-brand, #3056d3);
    color: var(--pte-on-brand, #ffffff);
    font-weight: 600;
  }
  button.primary:hover {
    background: var(--pte-brand-hover, #2446b5);
  }
  button.round {
    width: 40px;
    height: 40px;
    padding: 0;
    border-radius: var(--pte-radius-pill, 999px);
    display: inline-grid;
    place-items: center;
    flex-shrink: 0;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  a.button {
    display: inline-grid;
    place-items: center;
    text-decoration: none;
  }
  :focus-visible {
    outline: 3px solid var(--pte-focus, #7d97ff);
    outline-offset: 2px;
  }
  input[type='range'] {
    accent-color: var(--pte-brand, #3056d3);
    margin: 0;
  }
  .time {
    font-variant-numeric: tabular-nums;
    color: var(--pte-text-muted, #5b6478);
    white-space: nowrap;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  svg {
    width: 18px;
    height: 18px;
    fill: currentColor;
  }
`;
