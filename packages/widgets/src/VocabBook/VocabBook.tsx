import {
  PRACTICE_STATUSES, VOCAB_MONTHS, createDashboardResource, createVocabBookList, skills, vocabCategories,
  type ExamVariant, type PracticeStatus, type PteClient, type Skill, type TaskDefinition, type VocabMonths,
} from '@pte-kit/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { Later, deferred } from '../AnswerArea/lazy';
import type { DictionaryModalProps, DictionaryToastHandler } from '../DictionaryModal';
import { Button } from '../private/Button';
import { Skeleton } from '../private/Skeleton';
import { SkeletonList } from '../private/Skeleton/SkeletonList';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import { commonMessages, useT } from '../i18n';
import { BookHeader, BookLink, CommonFilters, WordGrid, useBookMessages, type NavigateHandler } from './bookParts';
import * as styles from './VocabBook.css';

/** The dictionary modal is W's widget; a book fetches it when a word is first opened. */
const DictionaryModal = deferred<DictionaryModalProps>(() => import('../DictionaryModal').then((module) => module.DictionaryModal));

/** The vocab book's word-list page of one task: /dashboard/vocab-book/{task slug}?type={skill}. */
export function vocabTaskHref(task: TaskDefinition): string {
  return `/dashboard/vocab-book/${task.slug}?type=${task.skill}`;
}

export interface VocabBookProps {
  /** The learner's exam: its tasks are the Categorised view's cards. */
  variant: ExamVariant;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Links through the host's router. */
  onNavigate?: NavigateHandler;
  /** Where the back arrow goes. @default '/dashboard' */
  backHref?: string;
  /** The dictionary modal's messages ('Word deleted successfully'…). */
  onToast?: DictionaryToastHandler;
  /** The dictionary's translation language. */
  translationLanguage?: string | null;
  /** The view shown first. @default 'categorised' */
  initialView?: 'categorised' | 'all';
}

/**
 * /dashboard/vocab-book: the learner's saved words, Categorised (a card per task of their exam, by skill, with its
 * words and how many are practised) or All Vocabs (search, date, practice status, mark and sort filters over a grid of
 * word cards; a card opens the dictionary modal with Previous/Next through the whole list).
 */
export function VocabBook({ variant, client, onNavigate, backHref = '/dashboard', onToast, translationLanguage, initialView = 'categorised' }: VocabBookProps) {
  const api = usePteClient(client);
  const t = useBookMessages();
  const [view, setView] = useState(initialView);
  const list = useModel(() => createVocabBookList((query) => api.listVocab(query)), [api]);
  return (
    <section className={styles.root}>
      <BookHeader title={t('vocabTitle')} total={list.loading.value && !list.items.value.length ? null : list.totalElements.value} backHref={backHref} onNavigate={onNavigate} />
      <div role="group" aria-label={t('view')} className={styles.switcher}>
        <button type="button" className={styles.switchOption} aria-pressed={view === 'categorised'} onClick={() => setView('categorised')}>{t('categorised')}</button>
        <button type="button" className={styles.switchOption} aria-pressed={view === 'all'} onClick={() => setView('all')}>{t('allVocabs')}</button>
      </div>
      {view === 'categorised'
        ? <VocabCategories variant={variant} client={api} onNavigate={onNavigate} />
        : <VocabWords list={list} client={api} onToast={onToast} translationLanguage={translationLanguage} />}
    </section>
  );
}

function VocabCategories({ variant, client, onNavigate }: { variant: ExamVariant; client: PteClient; onNavigate?: NavigateHandler }) {
  const t = useBookMessages();
  const tc = useT(commonMessages);
  const counts = useModel(() => createDashboardResource(() => client.getVocabCounts()), [client]);
  if (counts.failed.value) {
    return (
      <div role="alert" className={styles.filters}>
        <p className={styles.error}>{t('countsFailed')}</p>
        <Button variant="secondary" onClick={() => void counts.reload()}>{tc('tryAgain')}</Button>
      </div>
    );
  }
  if (!counts.data.value) {
    return (
      <SkeletonList label={t('loadingWords')} rows={8} listClassName={`${styles.list} ${styles.grid}`} rowClassName={styles.skeletonCard}>
        <Skeleton width="md" />
        <Skeleton width="sm" />
      </SkeletonList>
    );
  }
  return (
    <div className={styles.root}>
      {vocabCategories(counts.data.value, variant, skills).map(({ skill, cards }) => (
        <section key={skill} className={styles.skillGroup} aria-labelledby={`vocab-skill-${skill}`}>
          <h2 id={`vocab-skill-${skill}`} className={styles.skillTitle}>{tc(skill)}</h2>
          <ul className={`${styles.list} ${styles.grid}`}>
            {cards.map(({ task, totalCount, practicedCount }) => (
              <li key={task.key} className={styles.taskCard}>
                <BookLink href={vocabTaskHref(task)} onNavigate={onNavigate} className={styles.cardLink}><span lang="en">{task.name}</span></BookLink>
                <span className={styles.muted}>{t('taskCounts', { total: totalCount, practised: practicedCount })}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

type VocabList = ReturnType<typeof createVocabBookList>;

/** All Vocabs (or one task's words): the filters, the grid and the dictionary modal of the open word. */
function VocabWords({ list, client, onToast, translationLanguage, scope }: {
  list: VocabList; client: PteClient; onToast?: DictionaryToastHandler; translationLanguage?: string | null;
  scope?: { practiceType: string; skillType: Skill };
}) {
  useSignals();
  const t = useBookMessages();
  const dateId = useId();
  const statusId = useId();
  const filters = list.filters.value;
  const open = list.openEntry.value;
  return (
    <div className={styles.root}>
      <CommonFilters list={list}>
        <label className={styles.field} htmlFor={dateId}>
          {t('date')}
          <select id={dateId} className={styles.input} value={filters.months} onChange={(event) => list.setFilters({ months: Number(event.target.value) as VocabMonths })}>
            {VOCAB_MONTHS.map((months) => <option key={months} value={months}>{t('months', { n: months })}</option>)}
          </select>
        </label>
        <label className={styles.field} htmlFor={statusId}>
          {t('status')}
          <select id={statusId} className={styles.input} value={filters.practiceStatus} onChange={(event) => list.setFilters({ practiceStatus: event.target.value as PracticeStatus })}>
            {PRACTICE_STATUSES.map((status) => <option key={status} value={status}>{t('statusOption', { status })}</option>)}
          </select>
        </label>
      </CommonFilters>
      <WordGrid list={list} meta={(entry) => <span>{t('practisedTimes', { n: entry.practiceCount })}</span>} />
      {open ? (
        <Later>
          <DictionaryModal
            word={open.word}
            open
            onOpenChange={(next) => !next && list.close()}
            client={client}
            translationLanguage={translationLanguage}
            practiceType={scope?.practiceType}
            skillType={scope?.skillType}
            position={list.position.value ?? undefined}
            onPrevious={() => list.previous()}
            onNext={() => list.next()}
            onToast={onToast}
            onBooksChange={(change) => {
              if (change.removed.includes('vocabBook')) void list.reload();
            }}
            onBookmarkChange={(entry) => {
              list.replace(entry);
              list.close();
            }}
            onDelete={(id) => list.removed(id)}
          />
        </Later>
      ) : null}
    </div>
  );
}

export interface VocabTaskWordsProps extends Omit<VocabBookProps, 'variant' | 'initialView' | 'backHref'> {
  /** The task whose saved words are listed. */
  task: TaskDefinition;
  /** Where the back arrow goes. @default '/dashboard/vocab-book' */
  backHref?: string;
}

/** /dashboard/vocab-book/{task}?type={skill}: the words saved from one task, with All Vocabs' filters. */
export function VocabTaskWords({ task, client, onNavigate, backHref = '/dashboard/vocab-book', onToast, translationLanguage }: VocabTaskWordsProps) {
  const api = usePteClient(client);
  const scope = { practiceType: task.apiTask, skillType: task.skill };
  const list = useModel(() => createVocabBookList((query) => api.listVocab(query), { scope }), [api, task.key]);
  return (
    <section className={styles.root}>
      <BookHeader title={task.name} total={list.loading.value && !list.items.value.length ? null : list.totalElements.value} backHref={backHref} onNavigate={onNavigate} />
      <VocabWords list={list} client={api} onToast={onToast} translationLanguage={translationLanguage} scope={scope} />
    </section>
  );
}
