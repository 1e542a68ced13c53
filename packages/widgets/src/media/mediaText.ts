import type { LocaleModel, MessageKey, MessageValues } from '@pte-kit/core';
import { effect } from '@preact/signals-core';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { mediaMessages } from './mediaMessages';

type MediaKey = MessageKey<typeof mediaMessages>;

/**
 * A media element's own words in the language of the locale model its React wrapper gives it (`i18n`), with the
 * element updating when that model switches or a catalogue arrives. Without a model (a page without React) the
 * English is filled in plainly, so the ICU parser stays out of the Lit-only bundles.
 */
export class MediaText implements ReactiveController {
  private watched: LocaleModel | null = null;
  private stopWatching: (() => void) | null = null;

  constructor(private readonly host: ReactiveControllerHost & { i18n: LocaleModel | null }) {
    host.addController(this);
  }

  t(key: MediaKey, values: MessageValues = {}): string {
    const model = this.host.i18n;
    if (model) return model.t(mediaMessages, key, values);
    return mediaMessages.en[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  }

  hostUpdate(): void {
    this.watch(this.host.i18n);
  }

  hostDisconnected(): void {
    this.watch(null);
  }

  private watch(model: LocaleModel | null) {
    if (model === this.watched) return;
    this.stopWatching?.();
    this.stopWatching = null;
    this.watched = model;
    if (!model) return;
    let first = true;
    this.stopWatching = effect(() => {
      model.t(mediaMessages, 'play'); // reads the locale and the catalogues' revision
      if (!first) this.host.requestUpdate();
      first = false;
    });
  }
}
