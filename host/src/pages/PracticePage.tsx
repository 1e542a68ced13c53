import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  applyCategory, filtersFromSearch, filtersToSearch, findTaskBySlug, isTaskOffered, plansHref, toQuery, variantOf, type FilterState,
} from '@pte-kit/core';
import { PracticeQuestion, useT } from '@pte-kit/widgets';
import { isPremiumUser, useApp } from '../appContext';
import { pageMessages } from '../i18n/pageMessages';
import { NotFound } from './NotFound';
import { QuestionListPanel } from './QuestionListPanel';
import * as styles from './pages.css';

export function PracticePage() {
  const { skill = '', task: slug = '', position: positionParam = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, toast, client } = useApp();
  const [listOpen, setListOpen] = useState(false);
  const t = useT(pageMessages);
  const task = findTaskBySlug(skill, slug);
  const filters = filtersFromSearch(search);
  const [listFilters, setListFilters] = useState<FilterState>(filters);
  const position = Number(positionParam);
  const closeList = useCallback(() => setListOpen(false), []);
  // A link to one question by its id (a note's title): ?question={id} moves to its position in the unfiltered list.
  const questionId = Number(search.get('question'));
  const byId = Number.isInteger(questionId) && questionId > 0 ? questionId : null;
  useEffect(() => {
    if (!task || byId === null) return;
    let live = true;
    client.getPracticeItemById(task.skill, task.apiTask, byId).then(
      (item) => live && navigate(`/dashboard/${task.skill}/${task.slug}/${item.position}`, { replace: true }),
      () => live && navigate(`/dashboard/${task.skill}/${task.slug}/${position || 1}`, { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [task, byId, client, navigate, position]);

  if (!task) return <NotFound />;
  if (!Number.isInteger(position) || position < 1) return <Navigate to={`/dashboard/${task.skill}/${task.slug}/1`} replace />;
  if (byId !== null) return <p role="status" className={styles.muted}>{t('openingQuestion')}</p>;
  const pteType = user!.profile.pteType;
  if (!isTaskOffered(task, variantOf(pteType))) {
    return (
      <div className={styles.card}>
        <h1 className={styles.cardTitle}>{task.name}</h1>
        <p className={styles.muted}>{t('notInExam', { task: task.name, exam: pteType })} <Link to="/dashboard/profile">{t('changeExamType')}</Link></p>
      </div>
    );
  }

  const go = (next: number, nextFilters: FilterState = filters) => {
    const query = filtersToSearch(nextFilters, { includePage: false });
    navigate(`/dashboard/${task.skill}/${task.slug}/${next}${query ? `?${query}` : ''}`);
  };

  return (
    <>
      <PracticeQuestion
        key={`${task.key}:${search.toString()}`}
        task={task}
        position={position}
        onPositionChange={(next) => go(next)}
        // Upgrade Now (no AI scores left, Flash Video): after paying, back to this question.
        plansHref={plansHref(location.pathname + location.search)}
        pteType={pteType}
        // A free learner's link to the prediction list must not reach the server (403 would sign them out): the list's default tab instead.
        filters={toQuery(filters.predictionType && !isPremiumUser(user) ? applyCategory(filters, 'prediction', { isPremium: false }).state : filters)}
        pathname={location.pathname}
        headingLevel={1}
        onToast={(message, tone) => toast(tone, message)}
        nickname={user!.profile.nickname}
        translationLanguage={user!.profile.language}
        headerActions={
          <button type="button" className={styles.primaryButton} aria-expanded={listOpen} onClick={() => setListOpen(true)}>
            {t('questionList')}
          </button>
        }
      />
      {listOpen ? (
        <div role="dialog" aria-modal="false" aria-label={t('taskQuestions', { task: task.name })} className={styles.drawer} onKeyDown={(event) => event.key === 'Escape' && closeList()}>
          <div className={styles.drawerHeader}>
            <h2 className={styles.cardTitle}>{task.name}</h2>
            <button type="button" aria-label={t('closeQuestionList')} onClick={closeList} style={{ border: 0, background: 'none', fontSize: 24, cursor: 'pointer' }}>×</button>
          </div>
          <QuestionListPanel
            task={task}
            filters={listFilters}
            onFiltersChange={setListFilters}
            onOpen={(next) => {
              closeList();
              go(next, listFilters);
            }}
          />
        </div>
      ) : null}
    </>
  );
}
