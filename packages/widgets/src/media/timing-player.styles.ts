import { css } from 'lit';

/** <pte-timing-player>'s own styles, over the shared ones; they read only the theme's custom properties. */
export const timingPlayerStyles = css`
  .root {
    display: grid;
    gap: var(--pte-space-sm);
    padding: var(--pte-space-sm) var(--pte-space-md);
    border: 1px solid var(--pte-border);
    border-radius: var(--pte-radius-md);
    background: var(--pte-surface-alt);
  }
  .countdown {
    margin: 0;
    font-weight: 600;
    color: var(--pte-brand);
  }
  .main {
    display: flex;
    align-items: center;
    gap: var(--pte-space-sm);
    min-width: 0;
  }
  .track {
    position: relative;
    flex: 1;
    min-width: 80px;
    height: 48px;
    border-radius: var(--pte-radius-sm);
  }
  [role='slider'] {
    cursor: pointer;
  }
  .wave {
    position: absolute;
    inset: 0;
  }
  .bar {
    position: absolute;
    inset: 21px 0;
    border-radius: var(--pte-radius-pill);
    background: var(--pte-border);
    overflow: hidden;
  }
  .fill {
    height: 100%;
    background: var(--pte-brand);
  }
  .settings {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--pte-space-sm) var(--pte-space-md);
  }
  .setting {
    display: inline-flex;
    align-items: center;
    gap: var(--pte-space-xs);
  }
  label {
    display: inline-flex;
    font-weight: 600;
    color: var(--pte-text-muted);
  }
  .volume input {
    width: 96px;
  }
  @media (min-width: 769px) {
    .root {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
    }
    .countdown {
      grid-column: 1 / -1;
    }
  }
  @media (max-width: 768px) {
    .settings .setting {
      flex: 1 1 40%;
    }
    .settings select {
      flex: 1;
    }
  }
`;
