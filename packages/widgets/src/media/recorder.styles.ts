import { css } from 'lit';

/** <pte-recorder>'s own styles, over the shared ones; they read only the theme's custom properties. */
export const recorderStyles = css`
  .root {
    display: grid;
    gap: var(--pte-space-sm);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--pte-space-sm);
    padding: var(--pte-space-sm) var(--pte-space-md);
    border: 1px solid var(--pte-border);
    border-radius: var(--pte-radius-md);
    background: var(--pte-surface);
  }
  .record {
    display: inline-flex;
    align-items: center;
    gap: var(--pte-space-xs);
    padding: 0 var(--pte-space-md);
  }
  button.stop {
    background: var(--pte-wrong);
    border-color: var(--pte-wrong);
    color: #ffffff;
  }
  .dot {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: var(--pte-wrong);
    animation: pulse 1s ease-in-out infinite;
  }
  @keyframes pulse {
    50% {
      opacity: 0.3;
    }
  }
  meter {
    flex: 1;
    min-width: 80px;
    height: 10px;
  }
  pte-audio-player {
    flex: 1;
    min-width: 220px;
  }
  .status {
    margin: 0;
    color: var(--pte-text-muted);
  }
  .status:empty {
    display: none;
  }
  .error {
    margin: 0;
    color: var(--pte-wrong);
  }
  dialog {
    max-width: min(440px, calc(100vw - 32px));
    border: none;
    border-radius: var(--pte-radius-lg);
    box-shadow: var(--pte-shadow-modal);
    padding: var(--pte-space-lg);
    color: var(--pte-text);
    background: var(--pte-surface);
  }
  dialog::backdrop {
    background: var(--pte-overlay);
  }
  dialog h2 {
    margin: 0 0 var(--pte-space-sm);
    font-size: var(--pte-font-lg);
  }
  dialog p {
    line-height: 1.5;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: var(--pte-space-sm);
    margin-top: var(--pte-space-md);
  }
  @media (prefers-reduced-motion: reduce) {
    .dot {
      animation: none;
    }
  }
  @media (max-width: 768px) {
    .controls {
      position: fixed;
      inset: auto 0 0 0;
      z-index: 40;
      border-radius: 0;
      border-width: 1px 0 0;
      box-shadow: 0 -6px 18px rgba(28, 35, 51, 0.12);
    }
  }
`;
