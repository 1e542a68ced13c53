import { css } from 'lit';

/** <pte-audio-player>'s own styles, over the shared ones; they read only the theme's custom properties. */
export const audioPlayerStyles = css`
  .root {
    display: flex;
    align-items: center;
    gap: var(--pte-space-sm);
    padding: var(--pte-space-xs) var(--pte-space-sm);
    border: 1px solid var(--pte-border);
    border-radius: var(--pte-radius-pill);
    background: var(--pte-surface-alt);
  }
  .bar {
    flex: 1;
    min-width: 60px;
  }
`;
