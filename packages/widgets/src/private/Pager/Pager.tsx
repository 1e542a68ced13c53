import { clampPageInput } from '@pte-kit/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import * as styles from './Pager.css';
import { VisuallyHidden } from '../VisuallyHidden';
import { commonMessages, useT } from '../../i18n';

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; anything below 1 is treated as 1. */
  totalPages: number;
  /** A page was chosen (1-based, already clamped to 1..totalPages); not called when it equals `page`. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. @default 'Pagination' */
  label?: string;
  /** Disables every control, e.g. while a page loads. @default false */
  disabled?: boolean;
  /** Extra class for the root. */
  className?: string;
}

/** Previous / page number input / 'of N' / Next. The input commits on Enter or blur and clamps to the page range. */
export function Pager({ page, totalPages, onPageChange, label, disabled = false, className }: PagerProps) {
  const t = useT(commonMessages);
  const inputId = useId();
  const totalId = useId();
  const lastPage = Math.max(1, totalPages);
  const [draft, setDraft] = useState(String(page));
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    setShownPage(page);
    setDraft(String(page));
  }

  const go = (target: number) => {
    if (target !== page) onPageChange(target);
  };

  const commit = () => {
    const target = clampPageInput(draft, page, lastPage);
    setDraft(String(target));
    go(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(String(page));
    }
  };

  return (
    <nav aria-label={label ?? t('pagination')} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => go(page - 1)}>
        {t('previous')}
      </Button>
      <span className={styles.field}>
        <VisuallyHidden as="label" htmlFor={inputId}>{t('page')}</VisuallyHidden>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          aria-describedby={totalId}
        />
        <span id={totalId} className={styles.total}>{t('ofPages', { n: lastPage })}</span>
      </span>
      <Button variant="secondary" size="sm" disabled={disabled || page >= lastPage} onClick={() => go(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
