import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SkeletonListProps {
  /** Said once to screen readers while the list loads, e.g. 'Loading answers'. */
  label: string;
  /** How many placeholder rows. */
  rows: number;
  /** The placeholders of one row (`Skeleton`s), repeated on every row. */
  children: ReactNode;
  /** Extra class for the busy wrapper. */
  className?: string;
  /** Class of the list, usually the loaded list's own. */
  listClassName?: string;
  /** Class of each row. */
  rowClassName?: string;
}

/**
 * The first page of a list while it loads: placeholder rows hidden from assistive technology, and one status line
 * that says what is loading. Each row carries `data-skeleton` for tests and custom CSS.
 */
export function SkeletonList({ label, rows, children, className, listClassName, rowClassName }: SkeletonListProps) {
  return (
    <div className={className} aria-busy="true">
      <VisuallyHidden as="p" role="status">{label}</VisuallyHidden>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={rowClassName} data-skeleton="">{children}</li>
        ))}
      </ul>
    </div>
  );
}
