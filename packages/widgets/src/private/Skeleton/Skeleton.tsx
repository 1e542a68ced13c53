import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** Outline of the placeholder. @default 'line' */
  shape?: 'line' | 'block' | 'circle';
  /** Width step; a circle uses it for its height too. @default 'full' */
  width?: 'xs' | 'sm' | 'md' | 'lg' | 'full';
  /** Extra class, e.g. for layout inside a row. */
  className?: string;
}

/**
 * A pulsing placeholder while data loads. It is hidden from assistive technology: the widget
 * that shows it says "loading" once (aria-busy or a status message) instead of per placeholder.
 */
export function Skeleton({ shape, width, className }: SkeletonProps) {
  return <span aria-hidden="true" className={[styles.skeleton({ shape, width }), className].filter(Boolean).join(' ')} />;
}
