import {
  createDashboardResource, createTargetForm, dayIn, fieldErrors, TARGET_SCORE_LABELS, TARGET_SCORES, type IdValue, type PteClient,
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
import { TARGET_MESSAGES } from './messages';
import * as styles from './TargetPanel.css';

export interface SetTargetModalProps {
  /** Called with false when the learner closes it, and after a save. */
  onOpenChange: (open: boolean) => void;
  /** The target as last read (its version goes with the save). */
  target: TargetDto;
  /** Called with the target the server stored. */
  onSaved?: (target: TargetDto) => void;
  /** Receives 'Settings updated successfully' and 'Failed to update settings'; without it the modal says them itself. */
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
      onToast?.(TARGET_MESSAGES.saved, 'success');
      onOpenChange(false);
    } catch (reason) {
      // The toast says the spec's words; the field the server refused, if it named one, is said in the form too.
      const detail = fieldErrors(reason)[0]?.defaultMessage;
      if (onToast) onToast(TARGET_MESSAGES.failed, 'error');
      setFailure(detail ? `${TARGET_MESSAGES.failed}: ${detail}` : TARGET_MESSAGES.failed);
    }
  };

  const examDate = form.examDate.value;
  const dateProblem = examDate ? form.dateProblem.value : null;
  const saving = form.saving.value;

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Set Target"
      footer={(
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button disabled={!form.canSave.value} aria-busy={saving || undefined} onClick={() => void save()}>{saving ? 'Saving…' : 'Save'}</Button>
        </>
      )}
    >
      <form className={styles.form} onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Exam date</legend>
          <button
            ref={pickerToggle}
            type="button"
            className={styles.pickerToggle}
            aria-expanded={pickerOpen}
            aria-controls={`${id}-picker`}
            onClick={() => setPickerOpen((open) => !open)}
          >
            {examDate && !dateProblem ? formatExamDate(examDate) : 'Choose your exam date'}
          </button>
          {pickerOpen ? (
            <div id={`${id}-picker`} className={styles.picker}>
              <label htmlFor={`${id}-date`} className={fields.formLabel}>Exam date (from today to 5 years ahead)</label>
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
                <Button size="sm" variant="secondary" onClick={() => { form.clearDate(); dateInput.current?.focus(); }}>Clear Date</Button>
                <Button size="sm" variant="secondary" aria-label="Close date picker" onClick={closePicker}>Close</Button>
              </div>
            </div>
          ) : null}
          {dateProblem ? <p id={`${id}-date-problem`} className={fields.fieldProblem}>{dateProblem}</p> : null}
        </fieldset>

        <div className={fields.field}>
          <label htmlFor={`${id}-language`} className={fields.formLabel}>Native language</label>
          <select
            id={`${id}-language`}
            className={fields.formControl}
            required
            value={form.language.value}
            aria-busy={languages.loading.value || undefined}
            onChange={(event) => form.setLanguage(event.target.value)}
          >
            <option value="">{languages.loading.value ? 'Loading languages…' : 'Choose your native language'}</option>
            {(languages.data.value ?? []).map((language) => <option key={language.id} value={language.id}>{language.value}</option>)}
            {/* A saved language the list no longer has stays chosen, so opening and saving changes nothing. */}
            {form.language.value && languages.data.value && !languages.data.value.some((language) => language.id === form.language.value)
              ? <option value={form.language.value}>{form.language.value}</option>
              : null}
          </select>
          {languages.failed.value ? (
            <p role="alert" className={fields.fieldProblem}>
              The languages could not be loaded. <Button size="sm" variant="ghost" onClick={() => void languages.reload()}>Try again</Button>
            </p>
          ) : null}
        </div>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Target scores</legend>
          <div className={styles.shortcuts} role="group" aria-label="Set all five scores to">
            {form.shortcuts.map((score) => (
              <Button key={score} variant="secondary" aria-label={`Set all scores to ${score}`} onClick={() => form.applyShortcut(score)}>{score}</Button>
            ))}
          </div>
          <div className={styles.scoreFields}>
            {TARGET_SCORES.map((key) => (
              <ScoreField
                key={key}
                id={`${id}-${key}`}
                label={TARGET_SCORE_LABELS[key]}
                value={form.scores.value[key]}
                problem={form.scoreProblems.value[key]}
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
