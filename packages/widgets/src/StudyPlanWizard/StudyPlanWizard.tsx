import {
  createStudyPlanWizard, DAILY_PRACTICE_LABELS, ENGLISH_LEVEL_LABELS, errorMessage, formatDate, MOCK_SCORES, SCORE_MAX, SCORE_MIN,
  type DailyPractice, type EnglishLevel, type PteClient, type StudyPlanDto,
} from '@pte-kit/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useT } from '../i18n';
import { Button } from '../private/Button';
import * as fields from '../private/css/fields.css';
import { Modal } from '../private/Modal';
import { ScoreField } from '../private/ScoreField';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { tabKeyDown } from '../StudyPlanSection/tabs';
import { studyPlanWizardMessages } from './messages';
import * as styles from './StudyPlanWizard.css';
import { useLaterArea } from '../i18n/later';

/** What the wizard says when the plan is made (spec §8), in English; `onToast` receives it in the learner's language. */
export const STUDY_PLAN_SUBMITTED = 'Study plan submitted successfully';

export interface StudyPlanWizardProps {
  /** Whether the wizard is shown. */
  open: boolean;
  /** Called with false when the learner closes it, and after the plan was made. */
  onOpenChange: (open: boolean) => void;
  /** Called with today's plan as the server made it. */
  onSubmitted?: (plan: StudyPlanDto) => void;
  /** Receives 'Study plan submitted successfully' (translated). */
  onToast?: ToastHandler;
  /** The learner's English level, chosen already on the first step. */
  englishLevel?: EnglishLevel | null;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
}

const LEVELS = Object.keys(ENGLISH_LEVEL_LABELS) as EnglishLevel[];
const PRACTICE = Object.keys(DAILY_PRACTICE_LABELS) as DailyPractice[];

/**
 * The study plan wizard (spec §4, §5): English Level, Study Preference, Mock Test, Study Plan. Next stores the step's
 * answer and moves on when it is valid; the step tabs reach any step already visited and none ahead. The last step
 * submits. The dialog is built afresh at each opening. The learner's latest scored full mock test, when there is one
 * (`client.latestMockScores()`), fills the Mock Test step, saying which test and day the figures came from; the
 * learner can change them or choose not to use them.
 */
export function StudyPlanWizard({ open, ...props }: StudyPlanWizardProps) {
  return open ? <WizardDialog {...props} /> : null;
}

function WizardDialog({ onOpenChange, onSubmitted, onToast, englishLevel, client }: Omit<StudyPlanWizardProps, 'open'>) {
  const api = usePteClient(client);
  const apiRef = useRef(api);
  apiRef.current = api;
  const wizard = useModel(() => createStudyPlanWizard({ englishLevel }), []);
  useLaterArea('studyPlanWizard');
  const t = useT(studyPlanWizardMessages);
  const i18n = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const step = wizard.step.value;
  const last = step === wizard.steps.length - 1;
  /** Set by Next and Back: the new step's panel takes focus, so a screen reader hears its question. A tab keeps it. */
  const focusPanel = useRef(false);

  // The latest mock test's figures, once: without one (or without the call) the step stays as the learner leaves it.
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => apiRef.current.latestMockScores())
      .then(({ latest }) => { if (live) wizard.fillFromMock(latest); }, () => undefined);
    return () => { live = false; };
  }, [wizard]);

  const source = wizard.mockSource.value;
  const sourceText = source && wizard.useMockScores.value
    ? t(wizard.mockEdited.value ? 'mockFromEdited' : 'mockFrom', {
      form: source.formId, date: formatDate(i18n.locale.value, source.finishedAt, { day: 'numeric', month: 'short' }),
    })
    : null;

  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.focus();
  }, [step]);

  // The model's problems are English ('Required', 'From 10 to 90'): said here in the learner's language.
  const problemText = (problem: string | undefined) => (!problem ? null : problem === 'Required' ? t('required') : t('range', { min: SCORE_MIN, max: SCORE_MAX }));

  const move = (go: () => void) => {
    focusPanel.current = true;
    go();
  };

  const submit = async () => {
    setFailure(null);
    try {
      const plan = await wizard.submit((body) => apiRef.current.submitStudyPlan(body));
      if (!plan) return;
      onToast?.(t('submitted'), 'success');
      onSubmitted?.(plan);
      onOpenChange(false);
    } catch (reason) {
      setFailure(errorMessage(reason, t('failed'), 'server'));
    }
  };

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t('title')}
      className={styles.dialog}
      footer={(
        <>
          <Button variant="secondary" disabled={step === 0} onClick={() => move(() => wizard.back())}>{t('back')}</Button>
          {last ? (
            <Button disabled={!wizard.canSubmit.value} aria-busy={wizard.submitting.value || undefined} onClick={() => void submit()}>
              {wizard.submitting.value ? t('submitting') : t('submit')}
            </Button>
          ) : (
            <Button disabled={!wizard.canNext.value} onClick={() => move(() => wizard.next())}>{t('next')}</Button>
          )}
        </>
      )}
    >
      <div role="tablist" aria-label={t('steps')} className={styles.steps}>
        {wizard.steps.map((name, index) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === step}
            aria-controls={`${id}-panel`}
            tabIndex={index === step ? 0 : -1}
            disabled={index > wizard.reached.value}
            className={styles.step}
            onClick={() => wizard.goTo(index)}
            onKeyDown={(event) => tabKeyDown(event, step, wizard.steps.length, (other) => other <= wizard.reached.value, (other) => wizard.goTo(other))}
          >
            {t('step', { n: index + 1, step: String(index) })}
          </button>
        ))}
      </div>
      <div ref={panelRef} id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${step}`} tabIndex={-1} className={styles.panel}>
        {step === 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('levelQuestion')}</legend>
            {LEVELS.map((level) => (
              <label key={level} className={styles.choice}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={`${id}-level`}
                  checked={wizard.englishLevel.value === level}
                  onChange={() => wizard.setEnglishLevel(level)}
                />
                {t('level', { level })}
              </label>
            ))}
          </fieldset>
        ) : null}
        {step === 1 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('timeQuestion')}</legend>
            {PRACTICE.map((choice) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={`${id}-practice`}
                  checked={wizard.dailyPractice.value === choice}
                  onChange={() => wizard.setDailyPractice(choice)}
                />
                {t('practice', { choice })}
              </label>
            ))}
          </fieldset>
        ) : null}
        {step === 2 ? (
          <>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('mockQuestion')}</legend>
              <label className={styles.choice}>
                <input type="radio" className={styles.radio} name={`${id}-mock`} checked={!wizard.useMockScores.value} onChange={() => wizard.setUseMockScores(false)} />
                {t('mockNo')}
              </label>
              <label className={styles.choice}>
                <input type="radio" className={styles.radio} name={`${id}-mock`} checked={wizard.useMockScores.value} onChange={() => wizard.setUseMockScores(true)} />
                {t('mockYes')}
              </label>
            </fieldset>
            {wizard.useMockScores.value ? (
              <fieldset className={styles.fieldset} aria-describedby={sourceText ? `${id}-source` : undefined}>
                <legend className={styles.legend}>{t('mockScores')}</legend>
                {sourceText ? <p id={`${id}-source`} className={styles.source}>{sourceText}</p> : null}
                <div className={styles.scores}>
                  {MOCK_SCORES.map((key) => (
                    <ScoreField
                      key={key}
                      id={`${id}-${key}`}
                      label={t('score', { key })}
                      value={wizard.mockScores.value[key]}
                      // A score is judged once the learner has typed one.
                      problem={wizard.mockScores.value[key] !== '' ? problemText(wizard.mockProblems.value[key]) : null}
                      required
                      onChange={(value) => wizard.setMockScore(key, value)}
                    />
                  ))}
                </div>
              </fieldset>
            ) : null}
          </>
        ) : null}
        {step === 3 ? (
          <>
            <p className={fields.formLabel}>{t('builtFrom')}</p>
            <dl className={styles.summary}>
              <dt className={styles.summaryTerm}>{t('englishLevel')}</dt>
              <dd className={styles.summaryValue}>{wizard.englishLevel.value ? t('level', { level: wizard.englishLevel.value }) : '–'}</dd>
              <dt className={styles.summaryTerm}>{t('studyTime')}</dt>
              <dd className={styles.summaryValue}>{wizard.dailyPractice.value ? t('practice', { choice: wizard.dailyPractice.value }) : '–'}</dd>
              <dt className={styles.summaryTerm}>{t('mockTest')}</dt>
              <dd className={styles.summaryValue}>
                {wizard.useMockScores.value
                  ? MOCK_SCORES.map((key) => t('mockScore', { skill: t('score', { key }), score: Number(wizard.mockScores.value[key]) })).join(t('listSeparator'))
                  : t('notUsed')}
                {sourceText ? <span className={styles.source}>{sourceText}</span> : null}
              </dd>
            </dl>
            <p className={fields.formLabel}>{t('changeLater')}</p>
          </>
        ) : null}
        {failure ? <p role="alert" className={fields.formError}>{failure}</p> : null}
      </div>
    </Modal>
  );
}
