import { Link, useNavigate } from 'react-router';
import { practicePath, skillLabels, skills, tasksOf, variantOf } from '@pte-kit/core';
import { ListeningTestCard, SpeechTestCard } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import * as styles from './pages.css';

export function DashboardHome() {
  const { user, toast } = useApp();
  const navigate = useNavigate();
  const variant = variantOf(user!.profile.pteType);
  return (
    <div className={styles.section}>
      <div>
        <h1 className={styles.title}>Hello, {user!.profile.nickname}</h1>
        <p className={styles.muted}>
          You are practising for <strong>{user!.profile.pteType}</strong>.{' '}
          <Link to="/dashboard/profile">Change exam type</Link>
        </p>
      </div>
      <section aria-label="Practice" className={styles.grid}>
        {skills.map((skill) => (
          <div key={skill} className={styles.card}>
            <h2 className={styles.cardTitle}>{skillLabels[skill]}</h2>
            <ul className={styles.taskList}>
              {tasksOf(skill, variant).map((task) => (
                <li key={task.key}><Link to={practicePath(task)}>{task.name}</Link></li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section aria-label="Self-tests and spelling" className={styles.grid}>
        <SpeechTestCard
          onToast={(message, tone) => toast(tone, message)}
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
    </div>
  );
}
