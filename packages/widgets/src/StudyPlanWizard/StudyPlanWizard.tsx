import {
  createStudyPlanWizard, DAILY_PRACTICE_LABELS, ENGLISH_LEVEL_LABELS, errorMessage, MOCK_SCORES, TARGET_SCORE_LABELS,
  type DailyPractice, type EnglishLevel, type PteClient, type StudyPlanDto,
} from '@pte-kit/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../private/Button';
import * as fields from '../private/css/fields.css';
import { Modal } from '../private/Modal';
import { ScoreField } from '../private/ScoreField';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { tabKeyDown } from '../StudyPlanSection/tabs';
import * as styles from './StudyPlanWizard.css';

/** What the wizard says when the plan is made (spec §8). */
export const STUDY_PLAN_SUBMITTED = 'Study plan submitted successfully';

export interface StudyPlanWizardProps {
  /** Whether the wizard is shown. */
  open: boolean;
  /** Called with false when the learner closes it, and after the plan was made. */
  onOpenChange: (open: boolean) => void;
  /** Called with today's plan as the server made it. */
  onSubmitted?: (plan: StudyPlanDto) => void;
  /** Receives 'Study plan submitted successfully'. */
  onToast?: ToastHandler;
  /** The learner's English level, chosen already on the first step. */
  englishLevel?: EnglishLevel | null;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
}

const LEVELS = Object.entries(ENGLISH_LEVEL_LABELS) as [EnglishLevel, string][];
const PRACTICE = Object.entries(DAILY_PRACTICE_LABELS) as [DailyPractice, string][];

/**
 * The study plan wizard (spec §4, §5): English Level, Study Preference, Mock Test, Study Plan. Next stores the step's
 * answer and moves on when it is valid; the step tabs reach any step already visited and none ahead. The last step
 * submits. The dialog is built afresh at each opening.
 */
export function StudyPlanWizard({ open, ...props }: StudyPlanWizardProps) {
  return open ? <WizardDialog {...props} /> : null;
}

function WizardDialog({ onOpenChange, onSubmitted, onToast, englishLevel, client }: Omit<StudyPlanWizardProps, 'open'>) {
  const api = usePteClient(client);
  const apiRef = useRef(api);
  apiRef.current = api;
  const wizard = useModel(() => createStudyPlanWizard({ englishLevel }), []);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const step = wizard.step.value;
  const last = step === wizard.steps.length - 1;
  /** Set by Next and Back: the new step's panel takes focus, so a screen reader hears its question. A tab keeps it. */
  const focusPanel = useRef(false);

  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.focus();
  }, [step]);

  const move = (go: () => void) => {
    focusPanel.current = true;
    go();
  };

  const submit = async () => {
    setFailure(null);
    try {
      const plan = await wizard.submit((body) => apiRef.current.submitStudyPlan(body));
      if (!plan) return;
      onToast?.(STUDY_PLAN_SUBMITTED, 'success');
      onSubmitted?.(plan);
      onOpenChange(false);
    } catch (reason) {
      setFailure(errorMessage(reason, 'The study plan could not be saved. Try again.', 'server'));
    }
  };

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Customize your study plan"
      className={styles.dialog}
      footer={(
        <>
          <Button variant="secondary" disabled={step === 0} onClick={() => move(() => wizard.back())}>Back</Button>
          {last ? (
            <Button disabled={!wizard.canSubmit.value} aria-busy={wizard.submitting.value || undefined} onClick={() => void submit()}>
              {wizard.submitting.value ? 'Submitting…' : 'Submit'}
            </Button>
          ) : (
            <Button disabled={!wizard.canNext.value} onClick={() => move(() => wizard.next())}>Next</Button>
          )}
        </>
      )}
    >
      <div role="tablist" aria-label="Steps" className={styles.steps}>
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
            {index + 1}. {name}
          </button>
        ))}
      </div>
      <div ref={panelRef} id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${step}`} tabIndex={-1} className={styles.panel}>
        {step === 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>What is your English level?</legend>
            {LEVELS.map(([level, label]) => (
              <label key={level} className={styles.choice}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={`${id}-level`}
                  checked={wizard.englishLevel.value === level}
                  onChange={() => wizard.setEnglishLevel(level)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        ) : null}
        {step === 1 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>How much time can you study each day?</legend>
            {PRACTICE.map(([choice, label]) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={`${id}-practice`}
                  checked={wizard.dailyPractice.value === choice}
                  onChange={() => wizard.setDailyPractice(choice)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        ) : null}
        {step === 2 ? (
          <>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Have you taken a PTE mock test?</legend>
              <label className={styles.choice}>
                <input type="radio" className={styles.radio} name={`${id}-mock`} checked={!wizard.useMockScores.value} onChange={() => wizard.setUseMockScores(false)} />
                No, plan from my level
              </label>
              <label className={styles.choice}>
                <input type="radio" className={styles.radio} name={`${id}-mock`} checked={wizard.useMockScores.value} onChange={() => wizard.setUseMockScores(true)} />
                Consider my Mock test scores
              </label>
            </fieldset>
            {wizard.useMockScores.value ? (
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>Your mock test scores</legend>
                <div className={styles.scores}>
                  {MOCK_SCORES.map((key) => (
                    <ScoreField
                      key={key}
                      id={`${id}-${key}`}
                      label={TARGET_SCORE_LABELS[key]}
                      value={wizard.mockScores.value[key]}
                      // A score is judged once the learner has typed one.
                      problem={wizard.mockScores.value[key] !== '' ? wizard.mockProblems.value[key] : null}
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
            <p className={fields.formLabel}>Your plan will be built from:</p>
            <dl className={styles.summary}>
              <dt className={styles.summaryTerm}>English level</dt>
              <dd className={styles.summaryValue}>{wizard.englishLevel.value ? ENGLISH_LEVEL_LABELS[wizard.englishLevel.value] : '–'}</dd>
              <dt className={styles.summaryTerm}>Study time</dt>
              <dd className={styles.summaryValue}>{wizard.dailyPractice.value ? DAILY_PRACTICE_LABELS[wizard.dailyPractice.value] : '–'}</dd>
              <dt className={styles.summaryTerm}>Mock test</dt>
              <dd className={styles.summaryValue}>
                {wizard.useMockScores.value ? MOCK_SCORES.map((key) => `${TARGET_SCORE_LABELS[key]} ${wizard.mockScores.value[key]}`).join(', ') : 'Not used'}
              </dd>
            </dl>
            <p className={fields.formLabel}>Submit to make your plan; you can change it at any time.</p>
          </>
        ) : null}
        {failure ? <p role="alert" className={fields.formError}>{failure}</p> : null}
      </div>
    </Modal>
  );
}
