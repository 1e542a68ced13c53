import { LIMITS, errorMessage, type ExamMemoryDto, type ExamVariant, type IdValue, type PteClient } from '@pte-kit/core';
import { useEffect, useId, useState } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { OutcomeLine } from '../private/OutcomeLine';
import { useDialogOutcome } from '../private/useDialogOutcome';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import * as styles from './ExamMemoryModal.css';
import { commonMessages, useLocale, useT } from '../i18n';
import { examMemoryMessages } from './messages';
import { useLaterArea } from '../i18n/later';

export interface ExamMemoryModalProps {
  /** Whether the form is shown. */
  open: boolean;
  /** Called with false when the learner closes it, and after the report was saved. */
  onOpenChange: (open: boolean) => void;
  /** The question seen in the exam. */
  practiceId: number;
  /** Exam type chosen when the form opens (the learner's profile); none when omitted. */
  defaultPteType?: ExamVariant;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Receives 'Saved successfully' and failures. Without it a failure shows in the form and the success beside it. */
  onToast?: ToastHandler;
  /** Called with the saved report, whose predictionCount is the question's new Exam Memory count. */
  onReported?: (report: ExamMemoryDto) => void;
  /** Today, YYYY-MM-DD: the latest exam date. @default the learner's local date */
  today?: string;
}

const EARLIEST_DATE = `${LIMITS.examMemoryEarliestYear}-01-01`;
const EXAM_TYPES: { value: ExamVariant; label: string }[] = [{ value: 'CORE', label: 'Core' }, { value: 'ACADEMIC', label: 'Academic' }];

function localDate(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Exam memory: the learner saw this question in a real exam. Date, venue (country) and exam type are required; more information is optional. */
export function ExamMemoryModal({ open, onOpenChange, practiceId, defaultPteType, client, onToast, onReported, today }: ExamMemoryModalProps) {
  const api = usePteClient(client);
  const ids = { date: useId(), country: useId(), description: useId(), counter: useId() };
  const latestDate = today ?? localDate();
  const [date, setDate] = useState('');
  const [country, setCountry] = useState('');
  const [pteType, setPteType] = useState<ExamVariant | ''>(defaultPteType ?? '');
  const [description, setDescription] = useState('');
  useLaterArea('examMemory');
  const t = useT(examMemoryMessages);
  const common = useT(commonMessages);
  const i18n = useLocale();
  const [countries, setCountries] = useState<IdValue[] | null>(null);
  const [countriesError, setCountriesError] = useState<string | null>(null);
  const { pending: saving, inline, outcome, submit } = useDialogOutcome(open, onOpenChange, onToast);

  const loadCountries = () => {
    setCountriesError(null);
    api.getCountries().then(setCountries, (reason: unknown) => setCountriesError(errorMessage(reason, t('failed'), 'server')));
  };

  useEffect(() => {
    if (!open) return;
    setDate('');
    setCountry('');
    setPteType(defaultPteType ?? '');
    setDescription('');
    if (countries === null) loadCountries();
    // The form starts afresh at each opening; the list of countries is read once.
  }, [open]);

  const dateValid = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= EARLIEST_DATE && date <= latestDate;
  const complete = dateValid && country !== '' && pteType !== '';

  const confirm = async () => {
    if (!complete) return;
    await submit(async () => {
      onReported?.(await api.reportExamMemory({ practiceId, date, country, pteType, description: description.trim() }));
    }, t('saved'), 'server');
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t('title')}
        footer={(
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>{common('cancel')}</Button>
            <Button disabled={!complete || saving} aria-busy={saving || undefined} onClick={() => void confirm()}>
              {saving ? t('saving') : t('confirm')}
            </Button>
          </>
        )}
      >
        <form className={styles.form} onSubmit={(event) => { event.preventDefault(); void confirm(); }}>
          <p className={styles.intro}>{t('intro')}</p>
          <div className={styles.field}>
            <label htmlFor={ids.date} className={styles.label}>{t('date')}</label>
            <input
              id={ids.date}
              type="date"
              className={styles.input}
              required
              min={EARLIEST_DATE}
              max={latestDate}
              value={date}
              disabled={saving}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.country} className={styles.label}>{t('venue')}</label>
            <select
              id={ids.country}
              className={styles.input}
              required
              value={country}
              disabled={saving || countries === null}
              aria-busy={countries === null && !countriesError ? true : undefined}
              onChange={(event) => setCountry(event.target.value)}
            >
              <option value="">{countries === null ? t('loadingCountries') : t('chooseCountry')}</option>
              {(countries ?? []).map((option) => <option key={option.id} value={option.id}>{option.value}</option>)}
            </select>
            {countriesError ? (
              <div className={styles.inline}>
                <span role="alert" className={styles.errorText}>{countriesError}</span>
                <Button size="sm" variant="secondary" onClick={loadCountries}>{common('tryAgain')}</Button>
              </div>
            ) : null}
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{t('type')}</legend>
            <div className={styles.radios}>
              {EXAM_TYPES.map((option) => (
                <label key={option.value} className={styles.radio}>
                  <input
                    type="radio"
                    name={`${ids.date}-type`}
                    value={option.value}
                    checked={pteType === option.value}
                    disabled={saving}
                    required
                    onChange={() => setPteType(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={ids.description} className={styles.label}>{t('more')}</label>
            <textarea
              id={ids.description}
              className={styles.input}
              rows={3}
              maxLength={LIMITS.examMemoryChars}
              value={description}
              disabled={saving}
              aria-describedby={ids.counter}
              onChange={(event) => setDescription(event.target.value.slice(0, LIMITS.examMemoryChars))}
            />
            <span id={ids.counter} className={styles.counter}>{t('count', { count: i18n.number(description.length, { useGrouping: false }), limit: i18n.number(LIMITS.examMemoryChars, { useGrouping: false }) })}</span>
          </div>
          {inline ? <p role="alert" className={styles.error}>{inline.text}</p> : null}
        </form>
      </Modal>
      {!onToast ? <OutcomeLine outcome={outcome} /> : null}
    </>
  );
}
