import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { dayIn, defineMessages, plansHref, practicePath, skills, tasksOf, variantOf, type TargetDto } from '@pte-kit/core';
import {
  ExamCountdown, ListeningTestCard, ReviewCards, SpeechTestCard, Statistics, StudyPlanSection, TargetPanel, WordOfTheDay, commonMessages, useT,
  type ToastTone,
} from '@pte-kit/widgets';
import { isPremiumUser, useApp } from '../appContext';
import { useRouterNavigate } from '../pageHooks';
import * as styles from './pages.css';

export const homeMessages = defineMessages('home', {
  hello: 'Hello, {name}',
  practisingFor: 'You are practising for <b>.',
  changeExamType: 'Change exam type',
  targetFailed: 'Your target could not be loaded. Reload the page to try again.',
  selfTests: 'Word of the day and self-tests',
  dictationTitle: 'Spelling dictation',
  dictationText: 'Ten words, ten seconds each: hear them in a British or American accent and spell them.',
  practiceNow: 'Practice Now',
  practice: 'Practice',
});

/**
 * The learner's home (spec §2): greeting, exam countdown and target, the study plan, the word of the day and the
 * self-tests, statistics, then every task. The target is read once here and shared by the countdown and the panel.
 */
export function DashboardHome() {
  const { client, user, toast } = useApp();
  const navigate = useNavigate();
  const variant = variantOf(user!.profile.pteType);
  const today = dayIn(user!.profile.timeZone);
  const [target, setTarget] = useState<TargetDto | null>(null);
  const [targetFailed, setTargetFailed] = useState(false);
  const t = useT(homeMessages);
  const tc = useT(commonMessages);
  const onToast = useCallback((message: string, tone: ToastTone) => toast(tone, message), [toast]);

  useEffect(() => {
    let live = true;
    setTargetFailed(false);
    client.getTarget().then((loaded) => live && setTarget(loaded), () => live && setTargetFailed(true));
    return () => {
      live = false;
    };
  }, [client]);

  const loadWord = useCallback(() => client.getWordOfTheDay(), [client]);

  /** Links inside widgets go through the router: no page reload. */
  const onNavigate = useRouterNavigate();

  return (
    <div className={styles.section}>
      <div>
        <h1 className={styles.title}>{t('hello', { name: user!.profile.nickname })}</h1>
        <p className={styles.muted}>
          {withBold(t('practisingFor'), <strong>{user!.profile.pteType}</strong>)}{' '}
          <Link to="/dashboard/profile">{t('changeExamType')}</Link>
        </p>
      </div>
      {targetFailed ? <p role="alert" className={styles.error}>{t('targetFailed')}</p> : null}
      <div className={styles.dashboardTop}>
        <ExamCountdown examDate={target?.examDate ?? null} loading={!target && !targetFailed} />
        <TargetPanel target={target} loading={!target && !targetFailed} today={today} onSaved={setTarget} onToast={onToast} />
      </div>
      <StudyPlanSection premium={isPremiumUser(user)} today={today} onNavigate={onNavigate} onToast={onToast} plansHref={plansHref('/dashboard')} />
      <section aria-label={t('selfTests')} className={styles.grid}>
        <WordOfTheDay load={loadWord} />
        <SpeechTestCard
          onToast={onToast}
          onMicrophoneSetup={(event) => {
            event.preventDefault();
            navigate('/dashboard/microphone-setup', { state: { from: '/dashboard' } });
          }}
        />
        <ListeningTestCard />
        <ReviewCards onToast={onToast} translationLanguage={user!.profile.language} />
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{t('dictationTitle')}</h2>
          <p className={styles.muted}>{t('dictationText')}</p>
          <p><Link to="/dashboard/spelling-book/dictation" className={styles.primaryButton}>{t('practiceNow')}</Link></p>
        </div>
      </section>
      <Statistics />
      <section aria-labelledby="practice-title" className={styles.section}>
        <h2 id="practice-title" className={styles.cardTitle}>{t('practice')}</h2>
        <div className={styles.grid}>
          {skills.map((skill) => (
            <div key={skill} className={styles.card}>
              <h3 className={styles.cardTitle}>{tc(skill)}</h3>
              <ul className={styles.taskList}>
                {tasksOf(skill, variant).map((task) => (
                  <li key={task.key}><Link to={practicePath(task)}>{task.name}</Link></li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

/** A sentence with `<b>` where an element goes (the exam type in bold), so each language places it itself. */
function withBold(sentence: string, bold: ReactNode) {
  const [before, after = ''] = sentence.split('<b>');
  return <>{before}{bold}{after}</>;
}
