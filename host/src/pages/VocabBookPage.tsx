import { Link, useParams, useSearchParams } from 'react-router';
import { findTaskByApi, findTaskBySlug, skillOf, variantOf } from '@pte-kit/core';
import { VocabBook, VocabTaskWords, useT } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { bookPageMessages } from '../i18n/bookMessages';
import { useRouterNavigate } from '../pageHooks';
import * as styles from './pages.css';

/** /dashboard/vocab-book: Categorised and All Vocabs. */
export function VocabBookPage() {
  const { user, toast } = useApp();
  const onNavigate = useRouterNavigate();
  return (
    <VocabBook
      variant={variantOf(user!.profile.pteType)}
      onNavigate={onNavigate}
      onToast={(message, tone) => toast(tone === 'warning' ? 'info' : tone, message)}
      translationLanguage={user!.profile.language}
    />
  );
}

/** /dashboard/vocab-book/{task}?type={skill}: the words saved from one task (its route segment or API name). */
export function VocabBookTaskPage() {
  const { user, toast } = useApp();
  const { task: segment = '' } = useParams();
  const [search] = useSearchParams();
  const onNavigate = useRouterNavigate();
  const t = useT(bookPageMessages);
  const skill = skillOf(search.get('type'));
  const task = skill ? findTaskBySlug(skill, segment) ?? findTaskByApi(skill, segment) : undefined;
  if (!task) {
    return (
      <div className={styles.card}>
        <p className={styles.muted}>{t('noTask')}</p>
        <p><Link to="/dashboard/vocab-book">{t('backToBook')}</Link></p>
      </div>
    );
  }
  return (
    <VocabTaskWords
      key={task.key}
      task={task}
      onNavigate={onNavigate}
      onToast={(message, tone) => toast(tone === 'warning' ? 'info' : tone, message)}
      translationLanguage={user!.profile.language}
    />
  );
}
