import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { visuallyHidden } from '../css/a11y.css';

export type VisuallyHiddenProps<E extends ElementType = 'span'> = {
  /** The element rendered, e.g. `p` for a status line, `legend` or `caption` for a group's name. @default 'span' */
  as?: E;
} & ComponentPropsWithoutRef<E>;

/** Text for screen readers only: off screen, still in the accessibility tree. */
export function VisuallyHidden<E extends ElementType = 'span'>({ as, className, ...rest }: VisuallyHiddenProps<E>) {
  const Element: ElementType = as ?? 'span';
  return <Element className={className ? `${visuallyHidden} ${className}` : visuallyHidden} {...rest} />;
}
