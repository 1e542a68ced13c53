import { DAILY_PRACTICE_HOURS, SCORE_MAX, SCORE_MIN } from './constants';
import { skills, taskCatalog, type Importance, type ScorePartKey, type TaskDefinition } from './taskCatalog';
import type { DailyPractice, EnglishLevel, ExamVariant, Skill, StudyPlanTaskField } from './types';

/**
 * The study planner: a pure function from what the learner told us (and what their answers say) to one day's work.
 * The model is described in docs/planner.md; the numbers below are its parameters, each with where it comes from.
 */

export interface StudyPlanInputs {
  englishLevel: EnglishLevel;
  dailyPractice: DailyPractice;
  /**
   * Where the learner stands per skill on the exam's 10–90 scale: mock-test scores, or the average of their own recent
   * answers. A skill left out (or null) is estimated from the English level.
   */
  current?: Partial<Record<Skill, number | null>>;
  /** Target per skill (10–90); a skill left out falls back to `overallTarget`, then to DEFAULT_TARGET. */
  targets?: Partial<Record<Skill, number | null>>;
  overallTarget?: number | null;
  /** Whole days from the day planned to the exam; null when no exam date is set. */
  daysLeft: number | null;
  variant: ExamVariant;
  /** The day planned, YYYY-MM-DD: it picks which lower-weight tasks the day features. */
  date: string;
}

export interface StudyDay {
  /** Items of each task that day; null for a task with no card that day (not planned, or not in the variant). */
  counts: Record<StudyPlanTaskField, number | null>;
  /** Hours planned per skill (a two-skill task's time is split by its shares), to 0.1 h. */
  hours: Record<Skill, number>;
  /** Minutes the day's items take, never more than the daily study time. */
  minutes: number;
}

/**
 * CEFR level → PTE score where the learner is assumed to start when no score is known: the middle of each level's band
 * in Pearson's published alignment of PTE Academic scores with the CEFR (A1 22–29, A2 30–42, B1 43–58, B2 59–75,
 * C1 76–84, C2 85–90; Pre-A1 below 22).
 */
export const LEVEL_SCORES: Readonly<Record<EnglishLevel, number>> = {
  PRE_A1: 16, A1: 26, A2: 36, B1: 51, B2: 67, C1: 80, C2: 88,
};

/** Target assumed for a skill when the learner has set none: 65, the score most university and visa rules ask for. */
export const DEFAULT_TARGET = 65;

/** Seconds spent after each item reading the score and the model answer; lower levels read it more slowly. */
const REVIEW_SECONDS = 60;
const REVIEW_FACTOR: Readonly<Record<EnglishLevel, number>> = {
  PRE_A1: 1.6, A1: 1.5, A2: 1.35, B1: 1.2, B2: 1, C1: 0.9, C2: 0.8,
};

/**
 * Recording lengths (seconds) of the tasks whose catalogue timings give no answer time, from the exam's published
 * format (Pearson's test specifications give each task's audio range; this is the middle of it), plus the seconds
 * to choose or type the answer once it ends.
 */
const LISTEN_SECONDS: Readonly<Partial<Record<StudyPlanTaskField, number>>> = {
  speakingRepeatSentence: 6, speakingAnswerShortQuestion: 6, speakingRetellLecture: 75, speakingSummarizeGroupDiscussion: 150, speakingRespondToASituation: 20,
  listeningSummarizeSpokenText: 75, listeningMultipleChoiceMultipleAnswers: 65 + 45, listeningFillInTheBlanks: 45 + 30,
  listeningHighlightCorrectSummary: 60 + 45, listeningMultipleChoiceSingleAnswer: 45 + 30, listeningSelectMissingWord: 45 + 20,
  listeningHighlightIncorrectWords: 35 + 15, listeningWriteFromDictation: 5 + 40,
};

/** How much an item of each importance (the catalogue's, from the exam's scoring weight) is worth against a high one. */
const IMPORTANCE_VALUE: Readonly<Record<Importance, number>> = { high: 1, medium: 0.7, low: 0.45 };

/** Share of a task's value that goes to its first score part (its own skill) and to a second one. */
const PRIMARY_SHARE = 1;
const SECONDARY_SHARE = 0.5;

/**
 * Diminishing returns: a task's next minute is worth weight / (1 + minutes already planned on it that day / this).
 * Returns fall with time rather than with items, so a 20-minute essay competes with a 2-minute Read Aloud on equal
 * terms for its first minutes.
 */
const SATURATION_MINUTES = 10;

const PART_SKILL: Readonly<Record<ScorePartKey, Skill>> = { S: 'speaking', W: 'writing', R: 'reading', L: 'listening' };

/** Minutes one item of a task takes at a level: preparation, the answer (or the recording and the answer), review. */
export function minutesPerItem(task: TaskDefinition, level: EnglishLevel): number {
  const field = task.studyPlanField as StudyPlanTaskField;
  const { prepSeconds = 0, answerSeconds = 0 } = task.timings;
  const seconds = prepSeconds + answerSeconds + (LISTEN_SECONDS[field] ?? 0) + REVIEW_SECONDS * REVIEW_FACTOR[level];
  return seconds / 60;
}

/** The skills a task feeds and the share of each: its score parts, the first one in full, the second at half. */
export function skillShares(task: TaskDefinition): Partial<Record<Skill, number>> {
  const shares: Partial<Record<Skill, number>> = {};
  task.scoreParts.forEach((part, index) => {
    shares[PART_SKILL[part]] = index === 0 ? PRIMARY_SHARE : SECONDARY_SHARE;
  });
  return shares;
}

const clampScore = (score: number) => Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date (0 for anything else). */
function dayNumber(date: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? 0 : Math.floor(time / DAY_MS);
}

/** What each skill needs: 1 to keep it, plus 1 for each 10 points between where the learner stands and the target. */
export function skillNeeds(inputs: Pick<StudyPlanInputs, 'englishLevel' | 'current' | 'targets' | 'overallTarget'>): Record<Skill, number> {
  const needs = {} as Record<Skill, number>;
  for (const skill of skills) {
    const known = inputs.current?.[skill];
    const current = known ? clampScore(known) : LEVEL_SCORES[inputs.englishLevel];
    const target = clampScore(inputs.targets?.[skill] ?? inputs.overallTarget ?? DEFAULT_TARGET);
    needs[skill] = 1 + Math.max(0, target - current) / 10;
  }
  return needs;
}

/**
 * One day of the plan. Each task of the variant gets a weight: its importance times the needs of the skills it feeds
 * (by share). Items are then taken one at a time, always from the task whose next minute is worth most, where a task's
 * minutes are worth less the more of them the day already has (SATURATION_MINUTES), until the next item no longer
 * fits the daily time. Lower-weight tasks take turns being featured, so the days differ; as the exam nears the weights
 * lean towards the important tasks.
 */
export function planStudyDay(inputs: StudyPlanInputs): StudyDay {
  const needs = skillNeeds(inputs);
  const budget = DAILY_PRACTICE_HOURS[inputs.dailyPractice] * 60;
  // In the last 30 days the importance counts up to twice as much (squared on the eve of the exam).
  const lean = inputs.daysLeft === null ? 1 : 1 + Math.min(1, Math.max(0, (30 - inputs.daysLeft) / 30));
  const offered = taskCatalog.filter((task) => task.variants.includes(inputs.variant));

  const weighted = offered.map((task) => {
    const shares = skillShares(task);
    const feeds = (Object.entries(shares) as [Skill, number][]).reduce((sum, [skill, share]) => sum + share * needs[skill], 0);
    return { task, shares, weight: IMPORTANCE_VALUE[task.importance] ** lean * feeds, minutes: minutesPerItem(task, inputs.englishLevel) };
  });

  // The heaviest third are planned every day; the others take turns: each day a third of them is featured (weight
  // × 1.6) and the rest are held back (× 0.7).
  const byWeight = [...weighted].sort((a, b) => b.weight - a.weight || a.task.key.localeCompare(b.task.key));
  const anchors = Math.ceil(byWeight.length / 3);
  const day = dayNumber(inputs.date);
  const rotation = new Map(byWeight.map((entry, index) => {
    if (index < anchors) return [entry.task.key, 1];
    return [entry.task.key, (index - anchors + day) % 3 === 0 ? 1.6 : 0.7];
  }));

  const counts = new Map<string, number>();
  let minutes = 0;
  for (;;) {
    let best: (typeof weighted)[number] | undefined;
    let bestValue = 0;
    for (const entry of weighted) {
      const spent = (counts.get(entry.task.key) ?? 0) * entry.minutes;
      const value = (entry.weight * rotation.get(entry.task.key)!) / (1 + spent / SATURATION_MINUTES);
      if (value > bestValue) {
        best = entry;
        bestValue = value;
      }
    }
    // Stop at the first item that does not fit: the same item order on a longer day is then the same list plus more.
    if (!best || minutes + best.minutes > budget + 1e-9) break;
    counts.set(best.task.key, (counts.get(best.task.key) ?? 0) + 1);
    minutes += best.minutes;
  }

  const result = {} as Record<StudyPlanTaskField, number | null>;
  const skillMinutes: Record<Skill, number> = { speaking: 0, writing: 0, reading: 0, listening: 0 };
  for (const task of taskCatalog) result[task.studyPlanField as StudyPlanTaskField] = null;
  for (const { task, shares, minutes: itemMinutes } of weighted) {
    const count = counts.get(task.key) ?? 0;
    if (!count) continue;
    result[task.studyPlanField as StudyPlanTaskField] = count;
    const total = Object.values(shares).reduce((sum, share) => sum + share, 0);
    for (const [skill, share] of Object.entries(shares) as [Skill, number][]) skillMinutes[skill] += (count * itemMinutes * share) / total;
  }
  const hours = Object.fromEntries(skills.map((skill) => [skill, Math.round(skillMinutes[skill] / 6) / 10])) as Record<Skill, number>;
  return { counts: result, hours, minutes: Math.round(minutes * 10) / 10 };
}
