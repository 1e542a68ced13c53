import { errorMessage, type MockAttemptSummary, type MockFormSummary, type MockTestsList, type PteClient } from '@pte-kit/core';
import { useCallback, useEffect, useState } from 'react';
import { Badge } from '../private/Badge';
import { Button } from '../private/Button';
import { usePteClient } from '../PteClientProvider';
import { useT } from '../i18n';
import { mockTestMessages } from './messages';
import { useMockTestArea } from './useMockTestArea';
import * as styles from './MockTest.css';

export interface MockTestListProps {
  /** @default the client of the nearest PteClientProvider */
  client?: Pick<PteClient, 'listMockTests' | 'startMockTest'>;
  /**
   * The learner's exam: its forms come first, and the other exam's follow in a group that opens on demand (still
   * reachable, never hidden). @default none: both exams' forms listed together
   */
  variant?: 'ACADEMIC' | 'CORE';
  /** A sitting was started, or is to be resumed: open it. */
  onOpen: (attemptId: number) => void;
  /** Open a finished sitting's report. */
  onReport: (attemptId: number) => void;
  /** Heading level of the list's title. @default 1 */
  headingLevel?: 1 | 2;
}

/** The mock tests a learner can take: full and section forms, their length, the learner's sittings and what the plan allows. */
export function MockTestList({ client: given, variant, onOpen, onReport, headingLevel = 1 }: MockTestListProps) {
  useMockTestArea();
  const t = useT(mockTestMessages);
  const client = usePteClient(given as PteClient | undefined);
  const [list, setList] = useState<MockTestsList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const load = useCallback(() => {
    let live = true;
    setError(null);
    client.listMockTests().then((found) => live && setList(found), (reason) => live && setError(errorMessage(reason, t('loadFailed'))));
    return () => { live = false; };
  }, [client]);
  useEffect(load, [load]);

  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3';
  const start = async (form: MockFormSummary) => {
    setStarting(form.id);
    setStartError(null);
    try {
      const sitting = await client.startMockTest(form.id);
      onOpen(sitting.id);
    } catch (reason) {
      setStartError(errorMessage(reason, t('loadFailed'), 'server'));
    } finally {
      setStarting(null);
    }
  };

  if (error) {
    return (
      <section className={styles.root} aria-labelledby="mock-tests-title">
        <Heading id="mock-tests-title" className={styles.title}>{t('listTitle')}</Heading>
        <p role="alert" className={styles.error}>{error}</p>
        <div><Button variant="secondary" onClick={load}>{t('tryAgain')}</Button></div>
      </section>
    );
  }
  if (!list) return <p role="status" className={styles.muted}>{t('loading')}</p>;

  const inProgress = list.attempts.find((attempt) => attempt.status === 'IN_PROGRESS') ?? null;
  const startBlocked = list.allowance.message ?? (inProgress ? t('inProgressElsewhere') : null);
  const mine = list.forms.filter((form) => !variant || form.variant === variant);
  const others = variant ? list.forms.filter((form) => form.variant !== variant) : [];
  const examName = (of: MockFormSummary['variant']) => (of === 'CORE' ? t('core') : t('academic'));
  const group = (forms: MockFormSummary[], kind: MockFormSummary['kind'], title: string, Title: 'h2' | 'h3' | 'h4' = SubHeading) => {
    const shown = forms.filter((form) => form.kind === kind);
    if (shown.length === 0) return null;
    return (
      <section className={styles.group} aria-label={title}>
        <Title className={styles.subtitle}>{title}</Title>
        <ul className={styles.forms}>
          {shown.map((form) => {
            const resumable = inProgress?.formId === form.id ? inProgress : null;
            return (
              <li key={form.id} className={styles.formCard}>
                <div className={styles.formText}>
                  <span className={styles.formName} lang="en" dir="ltr">{form.name}</span>
                  <span className={styles.muted}>{t('formLength', { minutes: form.minutes, items: form.itemCount })}</span>
                </div>
                {resumable ? (
                  <Button aria-label={`${t('resume')} ${form.name}`} onClick={() => onOpen(resumable.id)}>
                    {t('resume')}
                  </Button>
                ) : (
                  <Button
                    disabled={startBlocked !== null || starting !== null}
                    aria-busy={starting === form.id || undefined}
                    onClick={() => void start(form)}
                    aria-label={`${starting === form.id ? t('starting') : t('start')} ${form.name}`}
                  >
                    {starting === form.id ? t('starting') : t('start')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    );
  };
  const otherExam = others[0]?.variant;
  const Deeper = (headingLevel === 1 ? 'h3' : 'h4') as 'h3' | 'h4';

  return (
    <section className={styles.root} aria-labelledby="mock-tests-title">
      <div>
        <Heading id="mock-tests-title" className={styles.title}>{t('listTitle')}</Heading>
        <p className={styles.muted}>{t('listIntro')}</p>
      </div>
      <p className={styles.allowance}>
        {list.allowance.remaining === null ? t('premiumAllowance') : t('trialAllowance', { n: list.allowance.remaining })}
      </p>
      {startBlocked ? <p className={styles.notice} lang={list.allowance.message ? 'en' : undefined}>{startBlocked}</p> : null}
      {startError ? <p role="alert" className={styles.error}>{startError}</p> : null}
      {group(mine, 'FULL', t('fullTests'))}
      {group(mine, 'SECTION', t('sectionTests'))}
      {otherExam ? (
        // The other exam's forms: one tap away (a disclosure), so the learner's own come first on a phone.
        <details className={styles.otherVariant} open={others.some((form) => form.id === inProgress?.formId) || undefined}>
          <summary className={styles.otherSummary}>{t('otherVariant', { exam: examName(otherExam) })}</summary>
          <p className={styles.muted}>{t('otherVariantHint', { exam: examName(variant!) })}</p>
          {group(others, 'FULL', `${t('fullTests')} (${examName(otherExam)})`, Deeper)}
          {group(others, 'SECTION', `${t('sectionTests')} (${examName(otherExam)})`, Deeper)}
        </details>
      ) : null}
      <section className={styles.group} aria-label={t('yourAttempts')}>
        <SubHeading className={styles.subtitle}>{t('yourAttempts')}</SubHeading>
        {list.attempts.length === 0 ? <p className={styles.muted}>{t('noAttempts')}</p> : (
          <ul className={styles.forms}>
            {list.attempts.map((attempt) => <AttemptRow key={attempt.id} attempt={attempt} onOpen={onOpen} onReport={onReport} />)}
          </ul>
        )}
      </section>
    </section>
  );
}

function AttemptRow({ attempt, onOpen, onReport }: { attempt: MockAttemptSummary; onOpen: (id: number) => void; onReport: (id: number) => void }) {
  const t = useT(mockTestMessages);
  const running = attempt.status === 'IN_PROGRESS';
  return (
    <li className={styles.formCard}>
      <div className={styles.formText}>
        <span className={styles.formName} lang="en" dir="ltr">{attempt.formName}</span>
        <span className={styles.muted}>{t('attemptLine', { date: attempt.startedAt })}</span>
        <span className={styles.badges}>
          <Badge tone={running ? 'brand' : 'neutral'}>
            {running ? t('statusInProgress') : attempt.status === 'EXPIRED' ? t('statusExpired') : t('statusFinished')}
          </Badge>
          {attempt.overall !== null ? <Badge tone="easy">{t('overallScore', { score: attempt.overall })}</Badge> : null}
        </span>
      </div>
      {running ? (
        <Button aria-label={`${t('resume')} ${attempt.formName}`} onClick={() => onOpen(attempt.id)}>{t('resume')}</Button>
      ) : (
        <Button variant="secondary" aria-label={`${t('viewReport')} ${attempt.formName}`} onClick={() => onReport(attempt.id)}>{t('viewReport')}</Button>
      )}
    </li>
  );
}
