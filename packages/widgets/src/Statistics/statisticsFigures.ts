import type { Skill, StatisticsDto } from '@pte-kit/core';
import type { Translate } from '../i18n';
import type { chartDescriptions } from './StatisticsCharts';

export const CHART_SKILLS: readonly Skill[] = ['speaking', 'writing', 'reading', 'listening'];

export type StatisticsDay = StatisticsDto['days'][number];

export const dayTotal = (day: StatisticsDay) => CHART_SKILLS.reduce((sum, skill) => sum + day[skill], 0);

/** A round top for the items axis (1, 2, 5, 10, 20, 50… steps) with at most 4 grid lines. */
export function itemsScale(days: readonly StatisticsDay[]): { max: number; ticks: number[] } {
  const most = Math.max(0, ...days.map(dayTotal));
  const steps = [1, 2, 5];
  let step = 1;
  for (let power = 1; ; power *= 10) {
    const found = steps.map((base) => base * power).find((candidate) => most / candidate <= 4);
    if (found) {
      step = found;
      break;
    }
  }
  const max = Math.max(step, Math.ceil(most / step) * step);
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, index) => index * step) };
}

/** The sentence a chart's description gives: total items, the busiest day, per skill (`t`: the charts' descriptions). */
export function itemsSummary(days: readonly StatisticsDay[], dayName: (date: string) => string, t: Translate<typeof chartDescriptions>): string {
  const total = days.reduce((sum, day) => sum + dayTotal(day), 0);
  if (!total) return t('noItems', { days: days.length });
  const busiest = days.reduce((best, day) => (dayTotal(day) > dayTotal(best) ? day : best));
  const perSkill = CHART_SKILLS.map((skill) => t('skillItems', { n: days.reduce((sum, day) => sum + day[skill], 0), skill })).join(t('sep'));
  return t('items', { total, days: days.length, perSkill, most: dayTotal(busiest), day: dayName(busiest.date) });
}
