import { SCORE_MAX, SCORE_MIN, TARGET_SHORTCUTS } from './constants';
import { isDay, latestExamDate } from './dashboardDates';
import { batch, computed, createModel, signal, type ReadonlySignal, type Signal } from './model';
import type { TargetDto, TargetUpdate } from './types';

/** The five target scores, in the order the panel and the modal show them. */
export const TARGET_SCORES = ['overall', 'listening', 'reading', 'writing', 'speaking'] as const;
export type TargetScore = (typeof TARGET_SCORES)[number];

export const TARGET_SCORE_LABELS: Readonly<Record<TargetScore, string>> = {
  overall: 'Overall', listening: 'Listening', reading: 'Reading', writing: 'Writing', speaking: 'Speaking',
};

/** Why a score field cannot be saved, or null: empty (not sent) or a whole number 10–90. */
export function targetScoreProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value) || Number(value) < SCORE_MIN || Number(value) > SCORE_MAX) return `Enter a score from ${SCORE_MIN} to ${SCORE_MAX}.`;
  return null;
}

/** Why the exam date cannot be saved, or null (spec §5: today to about 5 years ahead). */
export function examDateProblem(date: string, today: string): string | null {
  if (date === '') return 'Choose your exam date.';
  if (!isDay(date)) return 'Enter the date as YYYY-MM-DD.';
  if (date < today) return 'The exam date cannot be in the past.';
  if (date > latestExamDate(today)) return 'The exam date can be at most about 5 years ahead.';
  return null;
}

/**
 * The Set Target form (spec §4, §5): exam date, native language and the five scores, with the shortcuts that set all
 * five. `update` is the spec's payload: the version read, YYYY-MM-DD, the language upper-cased, only the scores given.
 * `save(put)` sends it; Save is disabled (`canSave`) while saving or while the date or language is missing.
 */
export function createTargetForm(initial: TargetDto, today: string) {
  const examDate: Signal<string> = signal(initial.examDate ?? '');
  const language: Signal<string> = signal(initial.language ?? '');
  const scores: Signal<Record<TargetScore, string>> = signal(
    Object.fromEntries(TARGET_SCORES.map((key) => [key, initial[key] === null ? '' : String(initial[key])])) as Record<TargetScore, string>,
  );
  const saving: Signal<boolean> = signal(false);
  const minDate = today;
  const maxDate = latestExamDate(today);

  const dateProblem: ReadonlySignal<string | null> = computed(() => examDateProblem(examDate.value, today));
  const scoreProblems: ReadonlySignal<Partial<Record<TargetScore, string>>> = computed(() => Object.fromEntries(
    TARGET_SCORES.flatMap((key) => {
      const problem = targetScoreProblem(scores.value[key]);
      return problem ? [[key, problem]] : [];
    }),
  ));
  const canSave: ReadonlySignal<boolean> = computed(() =>
    !saving.value && language.value !== '' && dateProblem.value === null && Object.keys(scoreProblems.value).length === 0);

  const update: ReadonlySignal<TargetUpdate> = computed(() => {
    const payload: TargetUpdate = { version: initial.version, examDate: examDate.value, language: language.value.toUpperCase() };
    for (const key of TARGET_SCORES) {
      const text = scores.value[key].trim();
      if (text !== '') payload[key] = Number(text);
    }
    return payload;
  });

  return createModel({
    examDate, language, scores, saving, minDate, maxDate, dateProblem, scoreProblems, canSave, update,
    shortcuts: TARGET_SHORTCUTS,
    setExamDate(date: string) {
      examDate.value = date;
    },
    clearDate() {
      examDate.value = '';
    },
    setLanguage(id: string) {
      language.value = id;
    },
    setScore(key: TargetScore, text: string) {
      scores.value = { ...scores.value, [key]: text };
    },
    /** A shortcut button: all five scores at once. */
    applyShortcut(score: number) {
      scores.value = Object.fromEntries(TARGET_SCORES.map((key) => [key, String(score)])) as Record<TargetScore, string>;
    },
    /** Sends the payload once (a second press while saving does nothing) and answers what the server stored. */
    async save(put: (update: TargetUpdate) => Promise<TargetDto>): Promise<TargetDto | null> {
      if (!canSave.value) return null;
      saving.value = true;
      try {
        return await put(update.value);
      } finally {
        batch(() => {
          saving.value = false;
        });
      }
    },
  });
}

export type TargetFormModel = ReturnType<typeof createTargetForm>;
