import { DAILY_PRACTICE_HOURS, SCORE_MAX, SCORE_MIN } from './constants';
import { batch, computed, createModel, signal, type ReadonlySignal, type Signal } from './model';
import type { MockLatestScores } from './mockTests';
import type { DailyPractice, EnglishLevel, StudyPlanDto, StudyPlanSubmission } from './types';

/** The wizard's steps, in order (spec §4). */
export const STUDY_PLAN_STEPS = ['English Level', 'Study Preference', 'Mock Test', 'Study Plan'] as const;

/** The mock-test scores the wizard asks for when the learner chooses to use them. */
export const MOCK_SCORES = ['overall', 'listening', 'reading', 'writing', 'speaking'] as const;
export type MockScore = (typeof MOCK_SCORES)[number];

/** Why a mock-test score is not accepted (required, a whole number 10–90: spec §5), or null. */
export function mockScoreProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return 'Required';
  if (!/^\d+$/.test(value) || Number(value) < SCORE_MIN || Number(value) > SCORE_MAX) return `From ${SCORE_MIN} to ${SCORE_MAX}`;
  return null;
}

/** The submission's duration: the daily hours in seconds, with the fields the spec's payload carries. */
export function practiceDuration(dailyPractice: DailyPractice): StudyPlanSubmission['dailyPracticeDuration'] {
  const seconds = DAILY_PRACTICE_HOURS[dailyPractice] * 3600;
  return { seconds, zero: false, nano: 0, negative: false, positive: true, units: ['SECONDS', 'NANOS'] };
}

/** The learner's mock scores as the wizard's fields hold them (text), from a mock test's figures. */
export function mockScoresOf(latest: MockLatestScores): Record<MockScore, string> {
  return Object.fromEntries(MOCK_SCORES.map((key) => [key, String(latest[key])])) as Record<MockScore, string>;
}

/**
 * The study plan wizard (spec §4, §5): English level, study time, mock test ('no' by default; 'yes' asks for five
 * scores 10–90), then a summary whose Submit sends the plan. Next stores the step's answer and advances when it is
 * valid; `goTo` reaches any step already visited, never one ahead of `reached`.
 *
 * `fillFromMock(latest)` answers the Mock Test step from the learner's latest scored full mock test ('yes', its five
 * figures), unless the learner has answered that step already; `mockSource` then names the test and `mockEdited`
 * says whether the learner has changed a figure since.
 */
export function createStudyPlanWizard(initial: { englishLevel?: EnglishLevel | null } = {}) {
  const step: Signal<number> = signal(0);
  /** The furthest step the learner has come to: the tabs up to it are enabled. */
  const reached: Signal<number> = signal(0);
  const englishLevel: Signal<EnglishLevel | null> = signal(initial.englishLevel ?? null);
  const dailyPractice: Signal<DailyPractice | null> = signal(null);
  const useMockScores: Signal<boolean> = signal(false);
  const mockScores: Signal<Record<MockScore, string>> = signal({ overall: '', listening: '', reading: '', writing: '', speaking: '' });
  const submitting: Signal<boolean> = signal(false);
  /** The mock test the scores were filled in from, or null. */
  const mockSource: Signal<MockLatestScores | null> = signal(null);
  /** Whether the learner has answered the Mock Test step themselves (a later fill then leaves it alone). */
  let mockTouched = false;

  const mockProblems: ReadonlySignal<Partial<Record<MockScore, string>>> = computed(() => (useMockScores.value
    ? Object.fromEntries(MOCK_SCORES.flatMap((key) => {
      const problem = mockScoreProblem(mockScores.value[key]);
      return problem ? [[key, problem]] : [];
    }))
    : {}));
  const stepValid = (index: number): boolean => {
    if (index === 0) return englishLevel.value !== null;
    if (index === 1) return dailyPractice.value !== null;
    if (index === 2) return Object.keys(mockProblems.value).length === 0;
    return true;
  };
  const canNext: ReadonlySignal<boolean> = computed(() => stepValid(step.value));
  /** The submission, or null while English level or study time is missing or a mock score is invalid. */
  const submission: ReadonlySignal<StudyPlanSubmission | null> = computed(() => {
    if (!englishLevel.value || !dailyPractice.value || !stepValid(2)) return null;
    const score = (key: MockScore) => (useMockScores.value ? Number(mockScores.value[key].trim()) : 0);
    return {
      englishLevel: englishLevel.value,
      dailyPractice: dailyPractice.value,
      dailyPracticeDuration: practiceDuration(dailyPractice.value),
      reading: score('reading'), writing: score('writing'), speaking: score('speaking'), listening: score('listening'), overall: score('overall'),
      readingLevel: 0, writingLevel: 0, speakingLevel: 0, listeningLevel: 0,
    };
  });
  const canSubmit: ReadonlySignal<boolean> = computed(() => !submitting.value && submission.value !== null);
  /** Whether a figure filled in from `mockSource` has been changed by the learner since. */
  const mockEdited: ReadonlySignal<boolean> = computed(() => {
    const source = mockSource.value;
    if (!source) return false;
    const filled = mockScoresOf(source);
    return MOCK_SCORES.some((key) => mockScores.value[key].trim() !== filled[key]);
  });

  return createModel({
    step, reached, englishLevel, dailyPractice, useMockScores, mockScores, mockProblems, canNext, submission, canSubmit, submitting,
    mockSource, mockEdited,
    steps: STUDY_PLAN_STEPS,
    setEnglishLevel(level: EnglishLevel) {
      englishLevel.value = level;
    },
    setDailyPractice(choice: DailyPractice) {
      dailyPractice.value = choice;
    },
    setUseMockScores(use: boolean) {
      mockTouched = true;
      useMockScores.value = use;
    },
    setMockScore(key: MockScore, text: string) {
      mockTouched = true;
      mockScores.value = { ...mockScores.value, [key]: text };
    },
    /** Fills the Mock Test step from the learner's latest scored full mock test, unless they have answered it already. */
    fillFromMock(latest: MockLatestScores | null) {
      if (!latest || mockTouched) return;
      batch(() => {
        mockSource.value = latest;
        mockScores.value = mockScoresOf(latest);
        useMockScores.value = true;
      });
    },
    /** Moves on from a valid step; the last step submits instead. */
    next() {
      if (!canNext.value || step.value >= STUDY_PLAN_STEPS.length - 1) return;
      batch(() => {
        step.value += 1;
        reached.value = Math.max(reached.value, step.value);
      });
    },
    back() {
      if (step.value > 0) step.value -= 1;
    },
    /** A step tab: any step up to the furthest reached; later ones stay shut. */
    goTo(index: number) {
      if (index >= 0 && index <= reached.value) step.value = index;
    },
    /** Sends the plan once; resolves with the plan the server made, rejects with its error. */
    async submit(post: (submission: StudyPlanSubmission) => Promise<StudyPlanDto>): Promise<StudyPlanDto | null> {
      const body = submission.value;
      if (!body || submitting.value) return null;
      submitting.value = true;
      try {
        return await post(body);
      } finally {
        submitting.value = false;
      }
    },
  });
}

export type StudyPlanWizardModel = ReturnType<typeof createStudyPlanWizard>;
