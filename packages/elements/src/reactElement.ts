import { adoptStyles, css, html, type CSSResultOrNative, type PropertyValues } from 'lit';
import { PteElement } from '@pte-kit/widgets';
import { addThemeDefaults } from './themeDefaults';

/** One React tree in a container, as the element drives it. */
export interface ReactMount<Props> {
  /** `lang`: the language tag the element speaks (its own `lang`, an ancestor's, or the document's). */
  render(props: Props, lang: string): void;
  unmount(): void;
}

/** The React part of an element: the stylesheets it needs in the shadow root and how to mount it (reactView.ts). */
export interface ReactView<Props> {
  /** The sheets the first render needs (settled at once, or once the widgets' whole stylesheet is here). */
  styles(): Promise<readonly CSSResultOrNative[]>;
  /** Stylesheets only a later part of the widget needs (Quill's, for the note editor a question opens): fetched after the first render. */
  lateStyles?: () => Promise<readonly CSSResultOrNative[]>;
  mount(container: Element): ReactMount<Props>;
}

/** Every element is a block, and `hidden` hides it whatever the page's rules for the tag say. */
export const hostStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
`;

/**
 * The base of the elements that render a React widget. It owns the React root, imports the element's React part
 * (React, the widgets and their styles) on first render so that registering the elements stays light, adopts the
 * part's stylesheets into the shadow root, and puts the theme's defaults on the document (themeDefaults.ts).
 *
 * Moving the element (removed and inserted again in one task, as a framework re-ordering a list does) keeps its React
 * tree; only an element still out of the page after the current task's microtasks lets it go, and it renders afresh
 * when it comes back.
 */
export abstract class ReactElement<Props> extends PteElement {
  static override styles: CSSResultOrNative | CSSResultOrNative[] = hostStyles;

  #view: Promise<ReactView<Props>> | null = null;
  #mounted: ReactMount<Props> | null = null;
  #styled = false;
  #failed = false;

  /** The element's React part: `() => import('./<name>.view')`, a module whose default export is a ReactView. */
  protected abstract loadView(): Promise<{ default: ReactView<Props> }>;

  /** The props the React part renders with, from the element's current properties. */
  protected abstract viewProps(): Props;

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang' && old !== value) this.requestUpdate();
  }

  /** The interface language: the element's `lang` attribute, else the nearest ancestor's, else the document's. */
  protected get interfaceLang(): string {
    return this.closest('[lang]')?.getAttribute('lang') || this.ownerDocument.documentElement.lang || 'en';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addThemeDefaults(this.ownerDocument);
    // Back in the page after its React tree was let go: render it again.
    if (this.hasUpdated && !this.#mounted) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    queueMicrotask(() => {
      if (this.isConnected || !this.#mounted) return;
      this.#mounted.unmount();
      this.#mounted = null;
    });
  }

  override render() {
    // A part that could not be fetched (offline, a deploy that removed the chunk) says so; the next update tries again.
    return this.#failed
      ? html`<p part="root" role="alert">This part of the page could not be loaded. Check the connection and reload.</p>`
      : html`<div part="root"></div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // After a failed import only a change of the element's properties tries again, not the update that shows the failure.
    if (this.#failed && changed.size === 0) return;
    void this.#show();
  }

  async #show(): Promise<void> {
    let view: ReactView<Props>;
    try {
      view = await (this.#view ??= this.loadView().then((module) => module.default));
    } catch (error) {
      this.#view = null;
      this.#failed = true;
      this.requestUpdate();
      console.error(error);
      return;
    }
    if (this.#failed) {
      this.#failed = false;
      this.requestUpdate();
      return;
    }
    const viewStyles = this.#styled ? [] : await view.styles();
    const container = this.renderRoot.querySelector('[part="root"]');
    if (!this.isConnected || !container) return;
    if (!this.#styled && this.renderRoot instanceof ShadowRoot) {
      this.#styled = true;
      const root = this.renderRoot;
      const styles = [...(this.constructor as typeof ReactElement).elementStyles, ...viewStyles];
      adoptStyles(root, styles);
      view.lateStyles?.().then((late) => adoptStyles(root, [...styles, ...late]), (error) => console.error(error));
    }
    this.#mounted ??= view.mount(container);
    this.#mounted.render(this.viewProps(), this.interfaceLang);
  }
}
