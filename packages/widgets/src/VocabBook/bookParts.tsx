import {
  BOOKMARK_TYPES, VOCAB_SKELETON_CARDS, VOCAB_SORTS, type BookmarkType, type ReadonlySignal, type VocabSort, type WordBookList,
} from '@pte-kit/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Button } from '../private/Button';
import { mirrorInRtl } from '../private/css/direction.css';
import { Pager } from '../private/Pager';
import { Skeleton } from '../private/Skeleton';
import { SkeletonList } from '../private/Skeleton/SkeletonList';
import { commonMessages, useT } from '../i18n';
import { useLaterArea } from '../i18n/later';
import { wordBookMessages } from './messages';
import * as styles from './VocabBook.css';

/** Links inside the books go through the host's router when it gives one. */
export type NavigateHandler = (event: MouseEvent<HTMLAnchorElement>, href: string) => void;

/** The books' words in the learner's language (the Persian loads with the first book opened). */
export function useBookMessages() {
  useLaterArea('wordBooks');
  return useT(wordBookMessages);
}

export function BookLink({ href, onNavigate, className, children, label }: {
  href: string; onNavigate?: NavigateHandler; className?: string; children: ReactNode; label?: string;
}) {
  return <a href={href} className={className} aria-label={label} onClick={onNavigate ? (event) => onNavigate(event, href) : undefined}>{children}</a>;
}

/** A book page's header: back arrow, heading, the word count, and the page's own buttons at the end. */
export function BookHeader({ title, total, backHref, backLabel, onNavigate, children, headingLevel = 1 }: {
  title: string; total: number | null; backHref: string; backLabel?: string; onNavigate?: NavigateHandler; children?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const t = useBookMessages();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.header}>
      <BookLink href={backHref} onNavigate={onNavigate} className={styles.backLink} label={backLabel ?? t('back')}>
        <span aria-hidden="true" className={mirrorInRtl}>←</span>
      </BookLink>
      <Heading className={styles.title}>{title}</Heading>
      {total !== null ? <span className={styles.count}>{t('words', { n: total })}</span> : null}
      {children ? <div className={styles.headerEnd}>{children}</div> : null}
    </div>
  );
}

/** The search box, mark checkboxes and sort menu every book has. */
/** What the common filters read and change of a book's list. */
interface FilterableList {
  filters: ReadonlySignal<{ bookmarkTypes: readonly BookmarkType[]; sort: VocabSort }>;
  search: ReadonlySignal<string>;
  setSearch(text: string): void;
  setFilters(next: { bookmarkTypes?: readonly BookmarkType[]; sort?: VocabSort }): void;
  reset(): void;
}

export function CommonFilters({ list, children }: { list: FilterableList; children?: ReactNode }) {
  useSignals();
  const t = useBookMessages();
  const tc = useT(commonMessages);
  const searchId = useId();
  const sortId = useId();
  const filters = list.filters.value;
  const toggleMark = (type: BookmarkType) => {
    const marks = filters.bookmarkTypes.includes(type) ? filters.bookmarkTypes.filter((mark) => mark !== type) : [...filters.bookmarkTypes, type];
    list.setFilters({ bookmarkTypes: marks });
  };
  return (
    <div className={styles.filters}>
      <label className={styles.field} htmlFor={searchId}>
        {t('search')}
        <input id={searchId} type="search" className={styles.input} value={list.search.value} onChange={(event) => list.setSearch(event.target.value)} />
      </label>
      {children}
      <label className={styles.field} htmlFor={sortId}>
        {t('sort')}
        <select id={sortId} className={styles.input} value={filters.sort} onChange={(event) => list.setFilters({ sort: event.target.value as VocabSort })}>
          {VOCAB_SORTS.map((sort) => <option key={sort} value={sort}>{t('sortOption', { sort })}</option>)}
        </select>
      </label>
      <fieldset className={styles.marks}>
        <legend className={styles.markLegend}>{t('mark')}</legend>
        {BOOKMARK_TYPES.map((type) => (
          <label key={type} className={styles.markOption}>
            <input type="checkbox" checked={filters.bookmarkTypes.includes(type)} onChange={() => toggleMark(type)} />
            {tc('bookmark', { level: type })}
          </label>
        ))}
      </fieldset>
      <Button variant="secondary" onClick={() => list.reset()}>{t('resetFilters')}</Button>
    </div>
  );
}

/**
 * A book's words as a grid of cards (a button each, opening the word's modal at its place in the list), with the
 * 12-card skeleton while a page loads, 'No result found', and the pager (21 words a page).
 */
export function WordGrid<Entry extends { id: number; word: string; bookmark: BookmarkType }>({ list, meta }: {
  list: WordBookList<object, Entry>; meta: (entry: Entry) => ReactNode;
}) {
  useSignals();
  const t = useBookMessages();
  const tc = useT(commonMessages);
  const items = list.items.value;
  if (list.loading.value && !items.length) {
    return (
      <SkeletonList label={t('loadingWords')} rows={VOCAB_SKELETON_CARDS} listClassName={`${styles.list} ${styles.grid}`} rowClassName={styles.skeletonCard}>
        <Skeleton width="md" />
        <Skeleton width="sm" />
      </SkeletonList>
    );
  }
  if (list.failed.value) {
    return (
      <div role="alert" className={styles.filters}>
        <p className={styles.error}>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void list.reload()}>{tc('tryAgain')}</Button>
      </div>
    );
  }
  if (!items.length) return <p className={styles.empty} role="status">{t('noResult')}</p>;
  return (
    <div aria-busy={list.loading.value || undefined} className={styles.root}>
      <ul className={`${styles.list} ${styles.grid}`}>
        {items.map((entry, index) => (
          <li key={entry.id}>
            <button type="button" className={styles.wordButton} onClick={() => list.open(index)} aria-haspopup="dialog">
              <span className={styles.word} lang="en" dir="ltr">{entry.word}</span>
              <span className={styles.wordMeta}>
                {entry.bookmark !== 'UNMARK' ? <span className={styles.mark({ level: entry.bookmark })}>{tc('bookmark', { level: entry.bookmark })}</span> : null}
                {meta(entry)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {list.totalPages.value > 1 ? (
        <Pager
          page={list.page.value + 1}
          totalPages={list.totalPages.value}
          onPageChange={(page) => list.setPage(page - 1)}
          label={t('wordPages')}
          disabled={list.loading.value}
        />
      ) : null}
    </div>
  );
}
