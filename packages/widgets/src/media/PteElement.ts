import type { ModelControls } from '@pte-kit/core';
import { effect } from '@preact/signals-core';
import { LitElement, type ReactiveController, type ReactiveControllerHost } from 'lit';

declare global {
  /**
   * Every `pte-*` DOM event of the kit by name, with the type of its `detail`. Each element's class file adds its own
   * events beside their detail types; `emit`, `HTMLElementEventMap` and the generated React wrappers all read it.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
  interface PteEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled from PteEventMap
  interface HTMLElementEventMap extends PteEvents {}
}

/** The DOM event of each `pte-*` name: a CustomEvent carrying that event's detail. */
export type PteEvents = { [Name in keyof PteEventMap]: CustomEvent<PteEventMap[Name]> };

/** One `pte-*` event by name, for listeners and the React wrappers' event props. */
export type PteEvent<Name extends keyof PteEventMap> = PteEvents[Name];

const warned = new Set<string>();

/**
 * Registers a tag once. Calling it again with the same class does nothing, so a React wrapper may call it on every
 * render; a tag another class already owns (another copy of the kit on the page) is left to it, with one warning.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag);
  if (!existing) customElements.define(tag, element);
  else if (existing !== element && !warned.has(tag)) {
    warned.add(tag);
    console.warn(`<${tag}> is already defined by another version of the PTE kit; keeping the first.`);
  }
}

/**
 * The base of every `pte-*` element: Lit, plus `emit` for the kit's DOM events, which all bubble out of shadow
 * roots (`composed`) and carry one typed `detail`.
 */
export class PteElement extends LitElement {
  /** Dispatches `name` with its detail; returns the event so a cancelable one can be checked for preventDefault(). */
  protected emit<Name extends keyof PteEventMap>(name: Name, detail: PteEventMap[Name], { cancelable = false } = {}): PteEvent<Name> {
    const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }) as PteEvent<Name>;
    this.dispatchEvent(event);
    return event;
  }
}

/**
 * The one adapter from a core model (`createModel`) to a Lit element, as `useModel` is for React: the model runs
 * (`start`) while the element is connected and is disposed when it leaves the page, and the element updates when a
 * signal that `read` reads changes. An element whose options rebuild the model swaps it in with `replace`.
 */
export class ModelController<M extends ModelControls> implements ReactiveController {
  private current: M;
  private stopWatching: (() => void) | null = null;
  private connected = false;

  constructor(private readonly host: ReactiveControllerHost, model: M, private readonly read: (model: M) => unknown) {
    this.current = model;
    host.addController(this);
  }

  get model(): M {
    return this.current;
  }

  /** Disposes the current model and runs `model` in its place. */
  replace(model: M): void {
    if (model === this.current) return;
    const wasConnected = this.connected;
    this.hostDisconnected();
    this.current = model;
    if (wasConnected) this.hostConnected();
    else this.host.requestUpdate();
  }

  hostConnected(): void {
    if (this.connected) return;
    this.connected = true;
    this.current.start();
    const model = this.current;
    this.stopWatching = effect(() => {
      this.read(model);
      this.host.requestUpdate();
    });
  }

  hostDisconnected(): void {
    if (!this.connected) return;
    this.connected = false;
    this.stopWatching?.();
    this.stopWatching = null;
    this.current.dispose();
  }
}
