import type { AnswerRecord } from '@pte-kit/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DeleteModal } from '../DeleteModal';
import { AnswerList } from './AnswerList';
import * as styles from './AnswersPanel.css';
import { useLocale, useT } from '../i18n';
import { answersMessages } from './messages';
import { useLaterArea } from '../i18n/later';

export interface AnswerListState {
  /** Records loaded so far; null while the first page loads (skeleton of 5 rows). */
  records: AnswerRecord[] | null;
  /** Total number of answers on the server. */
  total: number;
  /** Loads the next page (10 more); the button shows only while records.length < total. */
  onLoadMore: () => void;
  /** True while a page is loading. @default false */
  loading?: boolean;
}

export type AnswersTab = 'mine' | 'community' | 'comments';

export interface AnswersPanelProps {
  /** My answers tab; omitted → no tab. */
  mine?: AnswerListState;
  /** Community tab; omitted → no tab. */
  community?: AnswerListState;
  /** Comments tab content; omitted → no tab. */
  comments?: ReactNode;
  /** Selected tab (controlled); a tab that is not supplied falls back to the first one. */
  value?: AnswersTab;
  /** Tab selected at first (uncontrolled). @default the first supplied tab */
  defaultValue?: AnswersTab;
  /** The learner picked another tab. */
  onValueChange?: (tab: AnswersTab) => void;
  /** A record was opened (the caller shows the score modal). */
  onOpenRecord?: (record: AnswerRecord) => void;
  /** Deletes an own answer; resolves when done. Only records with type MY_ANSWER get a Delete button. */
  onDelete?: (record: AnswerRecord) => Promise<void>;
  /** Shown at the end of the tab bar, e.g. the AI-submissions-remaining badge of TRIAL learners. */
  badge?: ReactNode;
}


/** The host reads this key to know whether the community list was the one left open. */
const COMMUNITY_STORAGE_KEY = 'isCommunity';

function rememberCommunity(isCommunity: boolean) {
  try {
    globalThis.localStorage?.setItem(COMMUNITY_STORAGE_KEY, String(isCommunity));
  } catch {
    // Storage can be missing or throw (private mode, sandboxed iframes, quota); the tab still works.
  }
}

/** The tab bar under a practice card: the learner's own answers, the community's, and comments. */
export function AnswersPanel({
  mine, community, comments, value, defaultValue, onValueChange, onOpenRecord, onDelete, badge,
}: AnswersPanelProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<AnswersTab, HTMLButtonElement>());
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const [pendingDelete, setPendingDelete] = useState<AnswerRecord | null>(null);
  useLaterArea('answers');
  const t = useT(answersMessages);
  const i18n = useLocale();

  const tabs: AnswersTab[] = [];
  if (mine) tabs.push('mine');
  if (community) tabs.push('community');
  if (comments !== undefined) tabs.push('comments');

  const requested = value ?? uncontrolledValue;
  const active: AnswersTab | undefined = requested && tabs.includes(requested) ? requested : tabs[0];

  useEffect(() => {
    if (active) rememberCommunity(active === 'community');
  }, [active]);

  if (!active) return null;

  const tabId = (tab: AnswersTab) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const select = (tab: AnswersTab) => {
    if (tab === active) return;
    if (value === undefined) setUncontrolledValue(tab);
    onValueChange?.(tab);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(active);
    // Right to left, ArrowLeft moves on to the next tab.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const targets: Record<string, number> = {
      ArrowRight: (index + forward + tabs.length) % tabs.length,
      ArrowLeft: (index - forward + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    tabRefs.current.get(tab)?.focus();
    select(tab);
  };

  const listOf = (tab: AnswersTab) => (tab === 'mine' ? mine : tab === 'community' ? community : undefined);
  const activeList = listOf(active);

  return (
    <section className={styles.root}>
      <div className={styles.tabBar}>
      <div role="tablist" aria-label={t('answers')} className={styles.tabList}>
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element) tabRefs.current.set(tab, element);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab({ selected })}
              onClick={() => select(tab)}
              onKeyDown={onTabKeyDown}
            >
              {t('tab', { tab })}
              {tab === 'mine' && mine ? <>{' '}<span className={styles.badge}>{i18n.number(mine.total)}</span></> : null}
            </button>
          );
        })}
      </div>
      {badge ? <div className={styles.tabBarEnd}>{badge}</div> : null}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} tabIndex={0} className={styles.panel}>
        {activeList ? (
          <AnswerList
            key={active}
            state={activeList}
            onOpenRecord={onOpenRecord}
            onRequestDelete={onDelete ? setPendingDelete : undefined}
          />
        ) : (
          comments
        )}
      </div>
      {onDelete ? (
        <DeleteModal
          open={pendingDelete !== null}
          onOpenChange={(open) => { if (!open) setPendingDelete(null); }}
          onConfirm={() => (pendingDelete ? onDelete(pendingDelete) : Promise.resolve())}
        />
      ) : null}
    </section>
  );
}
