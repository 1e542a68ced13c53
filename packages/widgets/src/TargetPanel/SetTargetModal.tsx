import {
  createDashboardResource, createTargetForm, dayIn, fieldErrors, SCORE_MAX, SCORE_MIN, TARGET_SCORES, type IdValue, type PteClient,
  type TargetDto,
} from '@pte-kit/core';
import { useId, useRef, useState } from 'react';
import { Button } from '../private/Button';
import * as fields from '../private/css/fields.css';
import { Modal } from '../private/Modal';
import { ScoreField } from '../private/ScoreField';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { formatExamDate } from '../ExamCountdown/ExamCountdown';
import { useLocale, useT } from '../i18n';
import { targetMessages } from './messages';
import { setTargetMessages } from './setTargetMessages';
import * as styles from './TargetPanel.css';
import { useLaterArea } from '../i18n/later';

/** The form's English date problems (core's `examDateProblem`) by the message option that says each. */
const DATE_PROBLEMS: Record<string, string> = {
  'Choose your exam date.': 'empty',
  'Enter the date as YYYY-MM-DD.': 'format',
  'The exam date cannot be in the past.': 'past',
};

export interface SetTargetModalProps {
  /** Called with false when the learner closes it, and after a save. */
  onOpenChange: (open: boolean) => void;
  /** The target as last read (its version goes with the save). */
  target: TargetDto;
  /** Called with the target the server stored. */
  onSaved?: (target: TargetDto) => void;
  /** Receives 'Settings updated successfully' and 'Failed to update settings' (translated); without it the modal says them itself. */
  onToast?: ToastHandler;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Today in the learner's zone (YYYY-MM-DD): the earliest exam date. @default today in the device's zone */
  today?: string;
}

/**
 * The Set Target dialog (spec §4, §5): exam date from today to about 5 years ahead (a date field with Close and Clear
 * Date), the shortcuts that set all five scores, the required native language, Save disabled while saving or while
 * the date or language is missing. It mounts when opened, so each opening starts from the saved target.
 */
export function SetTargetModal({ onOpenChange, target, onSaved, onToast, client, today }: SetTargetModalProps) {
  const api = usePteClient(client);
  const apiRef = useRef(api);
  apiRef.current = api;
  const form = useModel(() => createTargetForm(target, today ?? dayIn(undefined)), [target, today]);
  const languages = useModel(() => createDashboardResource<IdValue[]>(() => apiRef.current.getNativeLanguages()), []);
  const [pickerOpen, setPickerOpen] = useState(false);
  useLaterArea('setTarget');
  const t = useT(setTargetMessages);
  const tt = useT(targetMessages);
  const i18n = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const dateInput = useRef<HTMLInputElement>(null);
  const pickerToggle = useRef<HTMLButtonElement>(null);

  const closePicker = () => {
    setPickerOpen(false);
    pickerToggle.current?.focus();
  };

  const save = async () => {
    setFailure(null);
    try {
      const saved = await form.save((update) => apiRef.current.updateTarget(update));
      if (!saved) return;
      onSaved?.(saved);
      onToast?.(tt('saved'), 'success');
      onOpenChange(false);
    } catch (reason) {
      // The toast says the spec's words; the field the server refused, if it named one, is said in the form too.
      const detail = fieldErrors(reason)[0]?.defaultMessage;
      const failed = tt('failed');
      if (onToast) onToast(failed, 'error');
      setFailure(detail ? t('failedWith', { failed, detail }) : failed);
    }
  };

  const examDate = form.examDate.value;
  const dateProblem = examDate ? form.dateProblem.value : null;
  // The form's problems are English sentences; each is said here in the learner's language.
  const dateProblemText = dateProblem && t('dateProblem', { problem: DATE_PROBLEMS[dateProblem] ?? 'far' });
  const saving = form.saving.value;

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t('title')}
      footer={(
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>{t('cancel')}</Button>
          <Button disabled={!form.canSave.value} aria-busy={saving || undefined} onClick={() => void save()}>{saving ? t('saving') : t('save')}</Button>
        </>
      )}
    >
      <form className={styles.form} onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('examDate')}</legend>
          <button
            ref={pickerToggle}
            type="button"
            className={styles.pickerToggle}
            aria-expanded={pickerOpen}
            aria-controls={`${id}-picker`}
            onClick={() => setPickerOpen((open) => !open)}
          >
            {examDate && !dateProblem ? formatExamDate(examDate, i18n.locale.value) : t('chooseDate')}
          </button>
          {pickerOpen ? (
            <div id={`${id}-picker`} className={styles.picker}>
              <label htmlFor={`${id}-date`} className={fields.formLabel}>{t('dateRange')}</label>
              <input
                ref={dateInput}
                id={`${id}-date`}
                type="date"
                className={fields.formControl}
                min={form.minDate}
                max={form.maxDate}
                value={examDate}
                aria-invalid={dateProblem ? true : undefined}
                aria-describedby={dateProblem ? `${id}-date-problem` : undefined}
                onChange={(event) => form.setExamDate(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    // Escape closes the picker first, the dialog on a second press.
                    event.stopPropagation();
                    closePicker();
                  }
                }}
              />
              <div className={styles.row}>
                <Button size="sm" variant="secondary" onClick={() => { form.clearDate(); dateInput.current?.focus(); }}>{t('clearDate')}</Button>
                <Button size="sm" variant="secondary" aria-label={t('closePicker')} onClick={closePicker}>{t('close')}</Button>
              </div>
            </div>
          ) : null}
          {dateProblem ? <p id={`${id}-date-problem`} className={fields.fieldProblem}>{dateProblemText}</p> : null}
        </fieldset>

        <div className={fields.field}>
          <label htmlFor={`${id}-language`} className={fields.formLabel}>{t('nativeLanguage')}</label>
          <select
            id={`${id}-language`}
            className={fields.formControl}
            required
            value={form.language.value}
            aria-busy={languages.loading.value || undefined}
            onChange={(event) => form.setLanguage(event.target.value)}
          >
            <option value="">{languages.loading.value ? t('loadingLanguages') : t('chooseLanguage')}</option>
            {(languages.data.value ?? []).map((language) => <option key={language.id} value={language.id}>{language.value}</option>)}
            {/* A saved language the list no longer has stays chosen, so opening and saving changes nothing. */}
            {form.language.value && languages.data.value && !languages.data.value.some((language) => language.id === form.language.value)
              ? <option value={form.language.value}>{form.language.value}</option>
              : null}
          </select>
          {languages.failed.value ? (
            <p role="alert" className={fields.fieldProblem}>
              {t('languagesFailed')} <Button size="sm" variant="ghost" onClick={() => void languages.reload()}>{t('tryAgain')}</Button>
            </p>
          ) : null}
        </div>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('targetScores')}</legend>
          <div className={styles.shortcuts} role="group" aria-label={t('shortcuts')}>
            {form.shortcuts.map((score) => (
              <Button key={score} variant="secondary" aria-label={t('shortcut', { score })} onClick={() => form.applyShortcut(score)}>{i18n.number(score)}</Button>
            ))}
          </div>
          <div className={styles.scoreFields}>
            {TARGET_SCORES.map((key) => (
              <ScoreField
                key={key}
                id={`${id}-${key}`}
                label={tt('score', { key })}
                value={form.scores.value[key]}
                problem={form.scoreProblems.value[key] && t('scoreProblem', { min: SCORE_MIN, max: SCORE_MAX })}
                onChange={(value) => form.setScore(key, value)}
              />
            ))}
          </div>
        </fieldset>
        {failure ? <p role="alert" className={fields.formError}>{failure}</p> : null}
      </form>
    </Modal>
  );
}
