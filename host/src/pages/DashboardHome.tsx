import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { dayIn, practicePath, skillLabels, skills, tasksOf, variantOf, type TargetDto } from '@pte-kit/core';
import {
  ExamCountdown, ListeningTestCard, SpeechTestCard, Statistics, StudyPlanSection, TargetPanel, WordOfTheDay, type ToastTone,
} from '@pte-kit/widgets';
import { isPremiumUser, useApp } from '../appContext';
import * as styles from './pages.css';

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
  const onNavigate = useCallback((event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }, [navigate]);

  return (
    <div className={styles.section}>
      <div>
        <h1 className={styles.title}>Hello, {user!.profile.nickname}</h1>
        <p className={styles.muted}>
          You are practising for <strong>{user!.profile.pteType}</strong>.{' '}
          <Link to="/dashboard/profile">Change exam type</Link>
        </p>
      </div>
      {targetFailed ? <p role="alert" className={styles.error}>Your target could not be loaded. Reload the page to try again.</p> : null}
      <div className={styles.dashboardTop}>
        <ExamCountdown examDate={target?.examDate ?? null} loading={!target && !targetFailed} />
        <TargetPanel target={target} loading={!target && !targetFailed} today={today} onSaved={setTarget} onToast={onToast} />
      </div>
      <StudyPlanSection premium={isPremiumUser(user)} today={today} onNavigate={onNavigate} onToast={onToast} />
      <section aria-label="Word of the day and self-tests" className={styles.grid}>
        <WordOfTheDay load={loadWord} />
        <SpeechTestCard
          onToast={onToast}
          onMicrophoneSetup={(event) => {
            event.preventDefault();
            navigate('/dashboard/microphone-setup', { state: { from: '/dashboard' } });
          }}
        />
        <ListeningTestCard />
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>Spelling dictation</h2>
          <p className={styles.muted}>Ten words, ten seconds each: hear them in a British or American accent and spell them.</p>
          <p><Link to="/dashboard/spelling-book/dictation" className={styles.primaryButton}>Practice Now</Link></p>
        </div>
      </section>
      <Statistics />
      <section aria-labelledby="practice-title" className={styles.section}>
        <h2 id="practice-title" className={styles.cardTitle}>Practice</h2>
        <div className={styles.grid}>
          {skills.map((skill) => (
            <div key={skill} className={styles.card}>
              <h3 className={styles.cardTitle}>{skillLabels[skill]}</h3>
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
