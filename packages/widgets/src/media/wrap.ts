import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import * as React from 'react';
import { useAnsweringArea } from '../i18n/messages';
import { useLocale } from '../i18n/LocaleProvider';
import { define } from './PteElement';

/**
 * A @lit/react wrapper that registers its tag on first render: the widgets stay free of import-time side effects
 * and still work in a React app that never loads @pte-kit/elements. The wrappers themselves are generated
 * (react.generated.ts, from the elements' JSDoc). An element that speaks (`i18n` property: the players, the
 * recorder) is given the locale model of the React tree, so its words follow the interface's language.
 */
export function wrap<I extends HTMLElement, E extends Record<string, EventName | string>>(
  tagName: string, elementClass: new () => I, displayName: string, events: E,
): ReactWebComponent<I, E> {
  const Inner = createComponent({ react: React, tagName, elementClass, events, displayName: `${displayName}Element` });
  const Wrapper = React.forwardRef<I, object>((props, ref) => {
    define(tagName, elementClass);
    useAnsweringArea('media');
    const i18n = useLocale();
    // Asked after define(): Lit adds the property accessors when the class is registered.
    return React.createElement(Inner as React.ElementType, 'i18n' in elementClass.prototype ? { ...props, i18n, ref } : { ...props, ref });
  });
  Wrapper.displayName = displayName;
  // The wrapper passes every prop through unchanged, so it has exactly the inner component's props.
  return Wrapper as unknown as ReactWebComponent<I, E>;
}
