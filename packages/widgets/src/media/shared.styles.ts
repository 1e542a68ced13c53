import { css } from 'lit';

/**
 * Styles every media leaf shares. They read only the kit's theme custom properties (theme/vars.css.ts: --pte-*),
 * without fallbacks: the theme reaches the shadow roots by inheritance, from the widgets' stylesheet in a React app
 * (the wrappers import it) or, on a page with only the elements, from the defaults @pte-kit/elements puts on the
 * document in a low cascade layer when it registers them; a page's own values win over both.
 */
export const sharedStyles = css`
  :host {
    display: block;
    font-family: var(--pte-font-body);
    font-size: var(--pte-font-sm);
    color: var(--pte-text);
  }
  :host([hidden]) {
    display: none;
  }
  button,
  select,
  a.button {
    font: inherit;
    min-height: 36px;
    border-radius: var(--pte-radius-md);
    border: 1px solid var(--pte-border);
    background: var(--pte-surface);
    color: var(--pte-text);
    padding: 0 var(--pte-space-sm);
    cursor: pointer;
  }
  button.primary {
    background: var(--pte-brand);
    border-color: var(--pte-brand);
    color: var(--pte-on-brand);
    font-weight: 600;
  }
  button.primary:hover {
    background: var(--pte-brand-hover);
  }
  button.round {
    width: 40px;
    height: 40px;
    padding: 0;
    border-radius: var(--pte-radius-pill);
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
    outline: 3px solid var(--pte-focus);
    outline-offset: 2px;
  }
  input[type='range'] {
    accent-color: var(--pte-brand);
    margin: 0;
  }
  .time {
    font-variant-numeric: tabular-nums;
    color: var(--pte-text-muted);
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
