import { unsafeCSS, type CSSResult, type CSSResultOrNative } from 'lit';
import { createElement, type ComponentType } from 'react';
import { direction } from '@pte-kit/core';
import { LocaleProvider } from '@pte-kit/widgets';
import { createRoot } from 'react-dom/client';
import type { ReactView } from './reactElement';

/** Blocks of the widgets' stylesheet with their places in it (generated/styles/*, by scripts/embed-styles.mjs). */
export type StylePart = ReadonlyArray<readonly [number, string]>;

export interface ReactViewOptions<Props> {
  /**
   * The parts of the widgets' stylesheet the element's first render shows (its widget's folder, the answer areas…),
   * `base` included. The whole stylesheet follows once it has rendered, for the parts it loads later (the score
   * modal, the note editor); without `parts` the whole sheet is adopted at once.
   */
  parts?: readonly StylePart[];
  /** The element's own sheets besides the widgets'. */
  styles?: readonly CSSResult[];
  /** Further sheets a later part of the widget needs (Quill's), fetched after the first render. */
  lateStyles?: () => Promise<readonly CSSResultOrNative[]>;
}

/** The whole stylesheet, one sheet for every element on the page: adopted, not copied, into each shadow root. */
let whole: Promise<CSSResult> | null = null;
const wholeSheet = () => (whole ??= import('./generated/widgetStyles').then(({ widgetStyles }) => unsafeCSS(widgetStyles)));

/** One sheet per set of parts, in the stylesheet's order, shared by the elements that ask for the same set. */
const partSheets = new Map<string, CSSResult>();
function sheetOf(parts: readonly StylePart[]): CSSResult {
  const blocks = parts.flat().sort((a, b) => a[0] - b[0]);
  const key = blocks.map(([index]) => index).join(',');
  let sheet = partSheets.get(key);
  if (!sheet) partSheets.set(key, (sheet = unsafeCSS(blocks.map(([, block]) => block).join(''))));
  return sheet;
}

/** The React part of an element: `Component` rendered with the element's props, with the widgets' styles and its own. */
export function reactView<Props extends object>(Component: ComponentType<Props>, options: ReactViewOptions<Props> = {}): ReactView<Props> {
  const { parts, styles = [], lateStyles } = options;
  const later = async () => [...(parts ? [await wholeSheet()] : []), ...((await lateStyles?.()) ?? [])];
  return {
    styles: async () => [parts ? sheetOf(parts) : await wholeSheet(), ...styles],
    lateStyles: parts || lateStyles ? later : undefined,
    mount(container) {
      const root = createRoot(container);
      return {
        render: (props, lang) => {
          // Right to left inside the shadow root for Persian, whatever the page around it does.
          container.setAttribute('dir', direction(lang));
          container.setAttribute('lang', lang);
          root.render(createElement(LocaleProvider, { locale: lang }, createElement(Component, props)));
        },
        unmount: () => root.unmount(),
      };
    },
  };
}
