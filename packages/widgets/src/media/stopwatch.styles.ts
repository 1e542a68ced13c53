import { css } from 'lit';

/** <pte-stopwatch>'s own styles, over the shared ones; they read only the theme's custom properties. */
export const stopwatchStyles = css`
  :host {
    display: inline-block;
  }
  .time {
    font-weight: 600;
    color: var(--pte-text);
  }
  .time.over {
    color: var(--pte-wrong);
  }
`;
