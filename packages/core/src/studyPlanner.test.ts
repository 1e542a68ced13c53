import { describe, expect, it } from 'vitest';
import { DAILY_PRACTICE_HOURS } from './constants';
import { planStudyDay, minutesPerItem, type StudyPlanInputs } from './studyPlanner';
import { taskCatalog } from './taskCatalog';
import type { DailyPractice, EnglishLevel, ExamVariant, Skill } from './types';

const LEVELS: EnglishLevel[] = ['PRE_A1', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const TIMES: DailyPractice[] = ['LESS_THAN_1', 'BETWEEN_1_2', 'BETWEEN_2_3', 'BETWEEN_3_4', 'MORE_THAN_4'];
const VARIANTS: ExamVariant[] = ['ACADEMIC', 'CORE'];
const DATES = ['2026-11-26', '2026-11-27', '2026-11-28', '2027-02-14'];

const base: StudyPlanInputs = { englishLevel: 'B1', dailyPractice: 'BETWEEN_1_2', daysLeft: 60, variant: 'ACADEMIC', date: '2026-11-26', overallTarget: 65 };

const items = (inputs: StudyPlanInputs) => Object.values(planStudyDay(inputs).counts).reduce<number>((sum, count) => sum + (count ?? 0), 0);
const itemsOf = (inputs: StudyPlanInputs, skill: Skill) =>
  taskCatalog.filter((task) => task.skill === skill).reduce((sum, task) => sum + (planStudyDay(inputs).counts[task.studyPlanField as never] ?? 0), 0);
const plannedMinutes = (inputs: StudyPlanInputs) => {
  const { counts } = planStudyDay(inputs);
  return taskCatalog.reduce((sum, task) => sum + (counts[task.studyPlanField as never] ?? 0) * minutesPerItem(task, inputs.englishLevel), 0);
};

/** Every combination of level, variant, date and a few score situations. */
function* situations(): Generator<StudyPlanInputs> {
  for (const englishLevel of LEVELS) for (const variant of VARIANTS) for (const date of DATES) {
    for (const current of [{}, { speaking: 35, writing: 70 }, { reading: 80, listening: 30 }]) {
      for (const daysLeft of [null, 3, 45]) yield { ...base, englishLevel, variant, date, current, daysLeft };
    }
  }
}

describe('study planner', () => {
  it('gives more items and more minutes to a longer study day, never fewer', () => {
    for (const inputs of situations()) {
      for (let index = 1; index < TIMES.length; index += 1) {
        const shorter = { ...inputs, dailyPractice: TIMES[index - 1] };
        const longer = { ...inputs, dailyPractice: TIMES[index] };
        expect(items(longer)).toBeGreaterThanOrEqual(items(shorter));
        expect(plannedMinutes(longer)).toBeGreaterThan(plannedMinutes(shorter));
      }
    }
  });

  it('never plans more minutes than the daily study time, and fills most of it', () => {
    for (const inputs of situations()) {
      for (const dailyPractice of TIMES) {
        const budget = DAILY_PRACTICE_HOURS[dailyPractice] * 60;
        const day = planStudyDay({ ...inputs, dailyPractice });
        expect(plannedMinutes({ ...inputs, dailyPractice })).toBeLessThanOrEqual(budget + 1e-6);
        expect(day.minutes).toBeLessThanOrEqual(budget);
        // The planner stops at the first item that does not fit; no item takes more than about 25 minutes.
        expect(day.minutes).toBeGreaterThan(budget - 30);
        const hours = Object.values(day.hours).reduce((sum, value) => sum + value, 0);
        expect(Math.abs(hours - day.minutes / 60)).toBeLessThan(0.25);
      }
    }
  });

  it('gives a weaker skill (a bigger gap to its target) more of its tasks', () => {
    for (const skill of ['speaking', 'writing', 'reading', 'listening'] as Skill[]) {
      for (const dailyPractice of ['BETWEEN_1_2', 'MORE_THAN_4'] as DailyPractice[]) {
        const strong = { ...base, dailyPractice, current: { speaking: 70, writing: 70, reading: 70, listening: 70, [skill]: 70 }, overallTarget: 79 };
        const weak = { ...strong, current: { ...strong.current, [skill]: 30 } };
        expect(itemsOf(weak, skill), skill).toBeGreaterThan(itemsOf(strong, skill));
      }
    }
  });

  it('plans no task outside the variant: no Write Essay or Highlight Correct Summary for Core, no Write Email for Academic', () => {
    for (const inputs of situations()) {
      for (const dailyPractice of TIMES) {
        const { counts } = planStudyDay({ ...inputs, dailyPractice });
        for (const task of taskCatalog) {
          if (!task.variants.includes(inputs.variant)) expect(counts[task.studyPlanField as never], task.key).toBeNull();
        }
      }
    }
    const core = planStudyDay({ ...base, variant: 'CORE', dailyPractice: 'MORE_THAN_4' }).counts;
    expect([core.writingWriteEssay, core.listeningHighlightCorrectSummary, core.speakingRetellLecture]).toEqual([null, null, null]);
    const academic = planStudyDay({ ...base, dailyPractice: 'MORE_THAN_4' }).counts;
    expect(academic.writingWriteEmail).toBeNull();
    expect(core.speakingSummarizeGroupDiscussion).toBeNull();
  });

  it('answers the same day for the same inputs, and a different mix on different days', () => {
    expect(planStudyDay({ ...base })).toEqual(planStudyDay({ ...base }));
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']
      .map((date) => JSON.stringify(planStudyDay({ ...base, dailyPractice: 'BETWEEN_2_3', date }).counts));
    expect(new Set(week).size).toBeGreaterThanOrEqual(3);
  });

  it('names a count for every task of the catalogue (null when there is no card) and hours per skill', () => {
    const day = planStudyDay(base);
    expect(Object.keys(day.counts).sort()).toEqual(taskCatalog.map((task) => task.studyPlanField).sort());
    expect(Object.values(day.counts).every((count) => count === null || (Number.isInteger(count) && count > 0))).toBe(true);
    expect(Object.keys(day.hours).sort()).toEqual(['listening', 'reading', 'speaking', 'writing']);
  });

  it('leans towards the important tasks as the exam nears', () => {
    const high = taskCatalog.filter((task) => task.importance === 'high' && task.variants.includes('ACADEMIC'));
    const share = (daysLeft: number | null) => {
      const day = planStudyDay({ ...base, dailyPractice: 'BETWEEN_3_4', daysLeft });
      return high.reduce((sum, task) => sum + (day.counts[task.studyPlanField as never] ?? 0), 0) / items({ ...base, dailyPractice: 'BETWEEN_3_4', daysLeft });
    };
    expect(share(1)).toBeGreaterThan(share(null));
  });
});
