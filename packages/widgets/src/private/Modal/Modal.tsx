import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFocusTrap } from '../useFocusTrap';
import * as styles from './Modal.css';

export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false when the learner closes it (Escape, the close button, the backdrop). */
  onOpenChange: (open: boolean) => void;
  /** Heading text, also the dialog's accessible name. */
  title: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Extra class for the dialog box. */
  className?: string;
}

/** The one modal every dialog of the kit wraps: focus moves in, Tab stays in, Escape closes, focus returns. */
export function Modal({ open, onOpenChange, title, footer, children, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useFocusTrap(dialogRef, open);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The modal may sit inside a drawer that also closes on Escape.
    event.stopPropagation();
    onOpenChange(false);
  };

  return (
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && onOpenChange(false)}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={() => onOpenChange(false)}>×</button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
