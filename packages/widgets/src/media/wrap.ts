import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import * as React from 'react';
import { define } from './PteElement';

/**
 * A @lit/react wrapper that registers its tag on first render: the widgets stay free of import-time side effects
 * and still work in a React app that never loads @pte-kit/elements. The wrappers themselves are generated
 * (react.generated.ts, from the elements' JSDoc).
 */
export function wrap<I extends HTMLElement, E extends Record<string, EventName | string>>(
  tagName: string, elementClass: new () => I, displayName: string, events: E,
): ReactWebComponent<I, E> {
  const Inner = createComponent({ react: React, tagName, elementClass, events, displayName: `${displayName}Element` });
  const Wrapper = React.forwardRef<I, object>((props, ref) => {
    define(tagName, elementClass);
    return React.createElement(Inner as React.ElementType, { ...props, ref });
  });
  Wrapper.displayName = displayName;
  // The wrapper passes every prop through unchanged, so it has exactly the inner component's props.
  return Wrapper as unknown as ReactWebComponent<I, E>;
}
