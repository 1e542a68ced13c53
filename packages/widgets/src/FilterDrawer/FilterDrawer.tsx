import {
  BOOKMARK_LEVELS, COMPLEXITIES, IMAGE_TYPES, LIMITS, PRACTICE_STATUSES, PREDICTION_TYPES, QUESTION_CATEGORIES, QUESTION_SORTS,
  activeFilterCount, applyCategory, applyPracticeStatus, applyPredictionType, applySort, applyTitle, offersImageTypes, resetFilters,
  toggleBookmarkType, toggleComplexity, toggleImageType,
} from '@pte-kit/core';
import type { FilterState, QuestionCategory, QuestionSort, TaskDefinition } from '@pte-kit/core';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../private/Button';
import { useFocusTrap } from '../private/useFocusTrap';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { commonMessages, useLocale, useT } from '../i18n';
import { filterMessages } from './messages';
import * as styles from './FilterDrawer.css';
import { SHEET_MEDIA } from './sheetMedia';

export interface FilterDrawerProps {
  /** The filters shown. The drawer keeps no copy of them, only the search text while it waits for a pause in typing. */
  state: FilterState;
  /** Receives the next state of every change, made by core's transitions: any filter change goes back to page 1. */
  onStateChange: (next: FilterState) => void;
  /** Whether the learner may open the premium-only prediction tab. */
  isPremium: boolean;
  /** A free learner picked Prediction: show the upgrade modal. The new state, already back on the first tab, was sent first. */
  onUpgradeRequired: () => void;
  /** The task listed; Describe Image adds the image-type filter. */
  task: Pick<TaskDefinition, 'key'>;
  /** Whether the bottom sheet is open (viewports of 1050px or less; wider ones always show the side panel). */
  open?: boolean;
  /** Initial open state of the sheet when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the sheet opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The date whose month names the MONTHLY period. @default the current date */
  now?: Date;
  /** Extra class for the root. */
  className?: string;
}

function useSheetOpen(open: boolean | undefined, defaultOpen: boolean, onOpenChange?: (open: boolean) => void) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return [isOpen, setOpen] as const;
}

/**
 * The question list's filters: practice status, category tabs, search, difficulty, bookmark levels,
 * prediction period, image types (Describe Image) and sort. A side panel on wide screens; at 1050px
 * or less a 'Filters' button opens it as a bottom sheet (a modal dialog).
 */
export function FilterDrawer({
  state, onStateChange, isPremium, onUpgradeRequired, task, open, defaultOpen = false, onOpenChange, now, className,
}: FilterDrawerProps) {
  const [isOpen, setOpen] = useSheetOpen(open, defaultOpen, onOpenChange);
  const t = useT(filterMessages);
  const tc = useT(commonMessages);
  const i18n = useLocale();
  const panelRef = useRef<HTMLElement>(null);
  const tabRefs = useRef(new Map<QuestionCategory, HTMLButtonElement>());
  const ids = {
    panel: useId(), heading: useId(), search: useId(), sort: useId(), status: useId(), period: useId(),
  };

  // The search box answers every key stroke; the list follows after a pause in typing.
  const [text, setText] = useState(state.title);
  const [shownTitle, setShownTitle] = useState(state.title);
  if (shownTitle !== state.title) {
    setShownTitle(state.title);
    if (text.trim() !== state.title) setText(state.title);
  }
  const latest = useRef({ state, onStateChange });
  latest.current = { state, onStateChange };
  useEffect(() => {
    if (text.trim() === latest.current.state.title) return;
    const timer = setTimeout(() => latest.current.onStateChange(applyTitle(latest.current.state, text)), LIMITS.questionSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);

  const change = (next: FilterState) => {
    if (next !== state) onStateChange(next);
  };

  const chooseCategory = (category: QuestionCategory) => {
    if (category === state.category) return;
    const result = applyCategory(state, category, { isPremium });
    onStateChange(result.state);
    if (result.upgradeRequired) onUpgradeRequired();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = QUESTION_CATEGORIES.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    // Right to left, ArrowLeft moves on to the next tab.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = { ArrowRight: rtl ? previous : next, ArrowLeft: rtl ? next : previous, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current.get(QUESTION_CATEGORIES[target])?.focus();
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== state.title) onStateChange(applyTitle(state, text));
  };

  const clearAll = () => {
    setText('');
    onStateChange(resetFilters());
  };

  // The sheet is modal: focus moves in when it opens, Tab stays in, and focus goes back when it closes.
  useFocusTrap(panelRef, isOpen);

  // Past the breakpoint the panel is always shown, so an open sheet stops being a dialog.
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;
  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(SHEET_MEDIA);
    const onChange = () => !query.matches && setOpenRef.current(false);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [isOpen]);

  const onSheetKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    // The sheet may sit inside another drawer that also closes on Escape.
    event.stopPropagation();
    setOpen(false);
  };

  const count = activeFilterCount(state);
  const showImageTypes = offersImageTypes(task);
  const onlyLevelLeft = state.category === 'bookmark' && state.bookmarkTypes.length === 1;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Button
        variant="secondary"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={ids.panel}
        onClick={() => setOpen(true)}
      >
        {t('filters')}
        {count > 0 ? (
          <>
            {' '}
            <span className={styles.triggerCount} aria-hidden="true">{i18n.number(count)}</span>
            <VisuallyHidden>{t('active', { n: count })}</VisuallyHidden>
          </>
        ) : null}
      </Button>
      {isOpen ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <section
        ref={panelRef}
        id={ids.panel}
        className={styles.panel({ open: isOpen })}
        role={isOpen ? 'dialog' : 'region'}
        aria-modal={isOpen || undefined}
        aria-labelledby={ids.heading}
        tabIndex={isOpen ? -1 : undefined}
        onKeyDown={isOpen ? onSheetKeyDown : undefined}
      >
        <div className={styles.header}>
          <h2 id={ids.heading} className={styles.heading}>{t('filters')}</h2>
          {isOpen ? (
            <button type="button" className={styles.close} aria-label={t('close')} onClick={() => setOpen(false)}>×</button>
          ) : null}
        </div>

        <div role="tablist" aria-label={t('category')} className={styles.tabList}>
          {QUESTION_CATEGORIES.map((category, index) => {
            const selected = category === state.category;
            const locked = category === 'prediction' && !isPremium;
            return (
              <button
                key={category}
                ref={(element) => {
                  if (element) tabRefs.current.set(category, element);
                  else tabRefs.current.delete(category);
                }}
                type="button"
                role="tab"
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                data-value={category}
                className={styles.tab({ selected })}
                onClick={() => chooseCategory(category)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                {t('categoryName', { category })}
                {locked ? <>{' '}<span className={styles.premiumMark({ selected })}>{t('premium')}</span></> : null}
              </button>
            );
          })}
        </div>

        <form role="search" aria-label={t('questions')} onSubmit={submitSearch}>
          <label className={styles.field} htmlFor={ids.search}>
            {t('search')}
            <input
              id={ids.search}
              className={styles.input}
              type="search"
              value={text}
              placeholder={t('searchPlaceholder')}
              maxLength={200}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
        </form>

        <div className={styles.groups}>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('status')}</legend>
            <div className={styles.options}>
              {PRACTICE_STATUSES.map((status) => (
                <label key={status} className={styles.option}>
                  <input
                    type="radio"
                    className={styles.control}
                    name={ids.status}
                    value={status}
                    checked={state.practiceStatus === status}
                    onChange={() => change(applyPracticeStatus(state, status))}
                  />
                  {t('statusName', { status })}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('difficulty')}</legend>
            <div className={styles.options}>
              {COMPLEXITIES.map((complexity) => (
                <label key={complexity} className={styles.option}>
                  <input
                    type="checkbox"
                    className={styles.control}
                    checked={state.complexities.includes(complexity)}
                    onChange={() => change(toggleComplexity(state, complexity))}
                  />
                  {tc('difficulty', { level: complexity })}
                </label>
              ))}
            </div>
          </fieldset>

          {state.category === 'bookmark' ? (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('bookmarkLevel')}</legend>
              <div className={styles.options}>
                {BOOKMARK_LEVELS.map((level) => {
                  const checked = state.bookmarkTypes.includes(level);
                  return (
                    <label key={level} className={styles.option}>
                      <input
                        type="checkbox"
                        className={styles.control}
                        checked={checked}
                        disabled={checked && onlyLevelLeft}
                        onChange={() => change(toggleBookmarkType(state, level))}
                      />
                      {tc('bookmark', { level })}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ) : null}

          {state.category === 'prediction' ? (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('period')}</legend>
              <div className={styles.options}>
                {PREDICTION_TYPES.map((period) => (
                  <label key={period} className={styles.option}>
                    <input
                      type="radio"
                      className={styles.control}
                      name={ids.period}
                      value={period}
                      checked={state.predictionType === period}
                      onChange={() => change(applyPredictionType(state, period))}
                    />
                    {period === 'MONTHLY' ? i18n.date(now ?? new Date(), { month: 'long' }) : t('weekly')}
                  </label>
                ))}
              </div>
              <p className={styles.note}>{t('predictionNote')}</p>
            </fieldset>
          ) : null}

          {showImageTypes ? (
            <fieldset className={`${styles.group} ${styles.wideGroup}`}>
              <legend className={styles.legend}>{t('imageType')}</legend>
              <div className={styles.options}>
                {IMAGE_TYPES.map((imageType) => (
                  <label key={imageType} className={styles.option}>
                    <input
                      type="checkbox"
                      className={styles.control}
                      checked={state.imageTypes.includes(imageType)}
                      onChange={() => change(toggleImageType(state, imageType))}
                    />
                    {t('imageTypeName', { type: imageType })}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <label className={`${styles.field} ${styles.group}`} htmlFor={ids.sort}>
            {t('sortBy')}
            <select
              id={ids.sort}
              className={styles.input}
              value={state.sort ?? ''}
              onChange={(event) => change(applySort(state, (event.target.value || null) as QuestionSort | null))}
            >
              <option value="">{t('defaultOrder')}</option>
              {QUESTION_SORTS.map((sort) => (
                <option key={sort} value={sort}>{t('sortName', { sort, memory: state.category === 'prediction' ? 'yes' : 'no' })}</option>
              ))}
            </select>
          </label>
        </div>

        <div className={styles.footer}>
          <Button variant="ghost" onClick={clearAll}>{t('clearAll')}</Button>
          {isOpen ? <Button onClick={() => setOpen(false)}>{t('done')}</Button> : null}
        </div>
      </section>
    </div>
  );
}
