import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage, type ApiErrorBody, type SharedAnswer } from '@pte-kit/core';
import { ScoreDetail, useT } from '@pte-kit/widgets';
import { pageMessages } from '../i18n/pageMessages';
import * as styles from './pages.css';

/** The public page of a shared answer: no sign-in, read-only, reached from the share link the author copied. */
export function SharePage() {
  const { skill = '', task = '', id = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const [shared, setShared] = useState<SharedAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT(pageMessages);

  useEffect(() => {
    const controller = new AbortController();
    const path = `/api/share/${encodeURIComponent(skill)}/${encodeURIComponent(task)}/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`;
    fetch(path, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body = await response.json();
        if (!response.ok) throw new Error((body as ApiErrorBody).message);
        setShared(body as SharedAnswer);
      })
      .catch((reason: Error) => {
        if (reason.name !== 'AbortError') setError(errorMessage(reason, t('shareFailed')));
      });
    return () => controller.abort();
  }, [skill, task, id, key]);

  return (
    <main className={styles.sharePage}>
      {error ? (
        <div className={styles.card}>
          <h1 className={styles.cardTitle}>{t('sharedAnswer')}</h1>
          <p role="alert" className={styles.muted}>{error}</p>
          <p className={styles.muted}><Link to="/">{t('practiseYourself')}</Link></p>
        </div>
      ) : shared ? (
        <article className={styles.card} aria-labelledby="shared-title">
          <p className={styles.muted}>{shared.task.name}</p>
          <h1 id="shared-title" className={styles.cardTitle}>{shared.question.title}</h1>
          <ScoreDetail record={shared.record} question={shared.question} explanation={shared.solution.explanation} headingLevel={2} />
          <p className={styles.muted}><Link to="/">{t('practiseTaskYourself')}</Link></p>
        </article>
      ) : (
        <p role="status" className={styles.muted}>{t('loadingShared')}</p>
      )}
    </main>
  );
}
