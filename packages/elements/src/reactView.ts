import { unsafeCSS, type CSSResult } from 'lit';
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { widgetStyles } from './generated/widgetStyles';
import type { ReactView } from './reactElement';

/** One sheet for every element on the page: adopted, not copied, into each shadow root. */
const widgets = unsafeCSS(widgetStyles);

/** The React part of an element: `Component` rendered with the element's props, with the widgets' styles and `styles`. */
export function reactView<Props extends object>(
  Component: ComponentType<Props>,
  styles: readonly CSSResult[] = [],
  lateStyles?: ReactView<Props>['lateStyles'],
): ReactView<Props> {
  return {
    styles: [widgets, ...styles],
    lateStyles,
    mount(container) {
      const root = createRoot(container);
      return {
        render: (props) => root.render(createElement(Component, props)),
        unmount: () => root.unmount(),
      };
    },
  };
}
