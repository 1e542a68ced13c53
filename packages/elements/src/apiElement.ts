import type { PropertyDeclarations, PropertyValues } from 'lit';
import { createPteClient, type PteClient } from '@pte-kit/core';
import type { TokenSource } from './practice-question.element';
import { ReactElement } from './reactElement';

/**
 * An element that talks to the kit's API: `api-base`, `token` and `getToken`, and the client built from them, again
 * only when `api-base` or `token` change (a new client makes the widget load its data again).
 */
export abstract class ApiElement<Props> extends ReactElement<Props> {
  static override properties: PropertyDeclarations = {
    apiBase: { attribute: 'api-base' },
    token: {},
    getToken: { attribute: false },
  };

  /** Origin of the kit's API, e.g. https://practice.example.com; empty for the page's own origin. */
  declare apiBase: string;
  /** The learner's bearer token (or set getToken). */
  declare token: string | null;
  /** Returns the learner's bearer token at each call; wins over the token attribute. */
  declare getToken: TokenSource | null;

  /** @internal */
  protected client: PteClient | null = null;

  constructor() {
    super();
    this.apiBase = '';
    this.token = null;
    this.getToken = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.client || changed.has('apiBase') || changed.has('token')) {
      this.client = createPteClient({
        baseURL: this.apiBase || window.location.origin,
        getToken: () => (this.getToken ? this.getToken() : this.token),
      });
    }
  }
}
