import { TODAY_BUTTON_AFTER_MS } from './constants';
import { addDays, daysBetween } from './dashboardDates';
import { batch, computed, createModel, latestRun, signal, type ReadonlySignal, type Signal } from './model';
import { taskCatalog, type TaskDefinition } from './taskCatalog';
import type { Skill, StudyPlanDto } from './types';

/** The section's skill tabs, speaking first (spec §4: tab 0 speaking, 1 writing, 2 reading, 3 listening). */
export const STUDY_PLAN_SKILLS: readonly Skill[] = ['speaking', 'writing', 'reading', 'listening'];

/** One card of the day's plan: the task, how many the plan asks for, how many the learner did that day. */
export interface StudyPlanCard {
  task: TaskDefinition;
  target: number;
  done: number;
  /** The card's link: the spec's study-plan slug (a catalogue alias when it has one), always position 1. */
  href: string;
}

/** The study-plan link of a task: /dashboard/{skill}/{task}/1 with the spec's slug (e.g. respond-to-situation). */
export function studyPlanHref(task: TaskDefinition): string {
  return `/dashboard/${task.skill}/${task.aliases?.[0] ?? task.slug}/1`;
}

/** The day's cards of one skill: a card for every task whose count is not null, in the catalogue's order. */
export function studyPlanCards(plan: StudyPlanDto | null, skill: Skill): StudyPlanCard[] {
  if (!plan || plan.id === 0) return [];
  return taskCatalog
    .filter((task) => task.skill === skill)
    .flatMap((task) => {
      const target = plan[task.studyPlanField as `${Skill}${string}`];
      if (target === null || target === undefined) return [];
      return [{ task, target, done: plan.done[task.studyPlanField] ?? 0, href: studyPlanHref(task) }];
    });
}

/** The hours the plan gives a skill that day (dailyPracticeSpeaking…). */
export function studyPlanHours(plan: StudyPlanDto | null, skill: Skill): number | null {
  if (!plan) return null;
  const field = `dailyPractice${skill[0].toUpperCase()}${skill.slice(1)}` as 'dailyPracticeSpeaking';
  return plan[field] ?? null;
}

export interface StudyPlanSectionOptions {
  /** GET one day of the plan (today in the learner's zone when no date is given). */
  load: (date: string | undefined, signal: AbortSignal) => Promise<StudyPlanDto>;
  /** Today in the learner's zone, YYYY-MM-DD. */
  today: () => string;
  /**
   * Whether the learner may see the plan. A non-premium learner is not asked for one (the API answers 403): the
   * section shows the upgrade overlay at once.
   */
  premium: boolean;
}

/** Whether an error is the API's 403 (the plan is premium only). */
const isForbidden = (reason: unknown) => (reason as { status?: number } | null)?.status === 403;

/**
 * The dashboard's Study Plan section (spec §4): the day shown with previous/next day, the 'Today' button once the day is
 * more than 7 days away, a skill tab (speaking first), `loading` for the blur, `empty` (no plan: the wizard's prompt)
 * and `locked` (not premium: the upgrade overlay). `reload()` after the wizard makes a plan.
 */
export function createStudyPlanSection({ load, today, premium }: StudyPlanSectionOptions) {
  const plan: Signal<StudyPlanDto | null> = signal(null);
  /** The day asked for; null = today as the server counts it. */
  const date: Signal<string | null> = signal(null);
  const skill: Signal<Skill> = signal('speaking');
  const loading: Signal<boolean> = signal(false);
  const failed: Signal<boolean> = signal(false);
  const locked: Signal<boolean> = signal(!premium);
  const run = latestRun();

  /** The day on screen: the one asked for, else the one the server answered with, else today. */
  const day: ReadonlySignal<string> = computed(() => date.value ?? plan.value?.date ?? today());
  const showToday: ReadonlySignal<boolean> = computed(() => Math.abs(daysBetween(today(), day.value)) * 86_400_000 > TODAY_BUTTON_AFTER_MS);
  const empty: ReadonlySignal<boolean> = computed(() => !locked.value && !loading.value && plan.value !== null && plan.value.id === 0);
  const cards: ReadonlySignal<StudyPlanCard[]> = computed(() => studyPlanCards(plan.value, skill.value));

  async function fetchDay() {
    if (locked.value) return;
    const thisRun = run.next();
    batch(() => {
      loading.value = true;
      failed.value = false;
    });
    try {
      const answer = await load(date.value ?? undefined, thisRun);
      if (thisRun.aborted) return;
      batch(() => {
        plan.value = answer;
        loading.value = false;
      });
    } catch (reason) {
      if (thisRun.aborted) return;
      batch(() => {
        if (isForbidden(reason)) locked.value = true;
        else failed.value = true;
        loading.value = false;
      });
    }
  }

  const show = (next: string | null) => {
    date.value = next;
    void fetchDay();
  };

  return createModel({
    plan, date, day, skill, loading, failed, locked, showToday, empty, cards,
    skills: STUDY_PLAN_SKILLS,
    setSkill(next: Skill) {
      skill.value = next;
    },
    previousDay: () => show(addDays(day.value, -1)),
    nextDay: () => show(addDays(day.value, 1)),
    goToDay: (next: string) => show(next),
    goToday: () => show(null),
    reload: () => fetchDay(),
    hoursOf: (of: Skill) => studyPlanHours(plan.value, of),
  }, ({ onDispose }) => {
    void fetchDay();
    onDispose(() => {
      run.abort();
      loading.value = false;
    });
  });
}

export type StudyPlanSectionModel = ReturnType<typeof createStudyPlanSection>;
