import { useEffect, useId, useRef, type ReactNode } from 'react';
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The one modal every dialog of the kit wraps: focus moves in, Tab stays in, Escape closes, focus returns. */
export function Modal({ open, onOpenChange, title, footer, children, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChange(false);
    } else if (event.key === 'Tab' && dialogRef.current) {
      const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = (dialogRef.current.getRootNode() as Document | ShadowRoot).activeElement;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
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
