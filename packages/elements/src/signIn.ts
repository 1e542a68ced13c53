import { css, type ReactiveControllerHost } from 'lit';
import { createEmbedSession, type EmbedSession, type Model } from '@pte-kit/core';
import { ModelController } from '@pte-kit/widgets';

/**
 * The reader's own sign-in, for an element whose page passes no `token` or `getToken`: the embed session
 * (core/embedSession.ts) of the element's API origin, run while the element is in the page, built when first asked
 * for and again when `api-base` changes. The element updates when the reader's sign-in status changes.
 */
export class ReaderSignIn {
  private controller: ModelController<Model<EmbedSession>> | null = null;
  private baseURL = '';

  constructor(private readonly host: ReactiveControllerHost) {}

  session(baseURL: string): EmbedSession {
    if (!this.controller) {
      this.controller = new ModelController(this.host, createEmbedSession({ baseURL }), (model) => [model.status.value, model.error.value]);
    } else if (baseURL !== this.baseURL) {
      this.controller.replace(createEmbedSession({ baseURL }));
    }
    this.baseURL = baseURL;
    return this.controller.model;
  }
}

/** The sign-in bar above the question (ElementPractice's SignInBar), in the element's shadow root. */
export const signInBarSheet = css`
  .pte-sign-in-bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--pte-space-sm) var(--pte-space-md);
    margin-block-end: var(--pte-space-md);
    padding: var(--pte-space-sm) var(--pte-space-md);
    border: 1px solid var(--pte-border);
    border-radius: var(--pte-radius-md);
    background: var(--pte-brand-soft);
    color: var(--pte-text);
    font-family: var(--pte-font-body);
    font-size: var(--pte-font-sm);
  }
  .pte-sign-in-bar p {
    margin: 0;
    flex: 1 1 14rem;
  }
  .pte-sign-in-bar button {
    min-height: 44px;
    padding: 0 var(--pte-space-md);
    border: 0;
    border-radius: var(--pte-radius-pill);
    background: var(--pte-brand);
    color: var(--pte-on-brand);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .pte-sign-in-bar button:hover {
    background: var(--pte-brand-hover);
  }
  .pte-sign-in-bar button.pte-sign-in-quiet {
    background: transparent;
    color: var(--pte-brand);
    border: 1px solid var(--pte-brand);
  }
  .pte-sign-in-bar button:focus-visible,
  .pte-sign-in-bar a:focus-visible {
    outline: 3px solid var(--pte-focus);
    outline-offset: 2px;
  }
  .pte-sign-in-bar a {
    color: var(--pte-brand);
  }
  .pte-sign-in-bar [role='alert'] {
    flex-basis: 100%;
    color: var(--pte-wrong);
  }
  .pte-sign-in-bar .pte-sign-in-note {
    flex-basis: 100%;
    color: var(--pte-text-muted);
  }
`;
