import { defineMessages, formatDate, type StatisticsDto } from '@pte-kit/core';
import { useId } from 'react';
import { CHART_SKILLS, dayTotal, itemsScale, itemsSummary } from './statisticsFigures';
import { commonMessages, useLocale, useT } from '../i18n';
import { statisticsMessages } from './messages';
import * as styles from './Statistics.css';

export interface StatisticsChartsProps {
  statistics: StatisticsDto;
  /** Level of the charts' headings. @default 3 */
  headingLevel?: 3 | 4;
}

/**
 * The charts' spoken descriptions, in the 'statistics' area (their Persian is in its catalogue), defined here so their
 * English loads with the charts, not with the panel.
 */
export const chartDescriptions = defineMessages('statistics', {
  noItems: 'No items practised in the last {days} days.',
  items: '{total} items in the last {days} days ({perSkill}); the most, {most}, on {day}.',
  skillItems: '{n} {skill}',
  sep: ', ',
  averages: '{n} task types answered; {below}.',
  noneBelow: 'none below target',
  belowIn: 'below target in {names}',
});

/** English days as in the UK ("26 Nov"), Persian ones in the Iranian calendar. */
const shortDay = (date: string, locale: string) =>
  formatDate(locale === 'en' ? 'en-GB' : locale, `${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = (date: string, locale: string) => formatDate(locale === 'en' ? 'en-GB' : locale, `${date}T00:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const WIDTH = 360;
const HEIGHT = 150;
const LEFT = 24;
const BOTTOM = 18;

/** Items practised per skill per day: stacked bars, oldest day on the left. The table under it has every number. */
function ItemsChart({ days, headingLevel }: { days: StatisticsDto['days']; headingLevel: 3 | 4 }) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const { max, ticks } = itemsScale(days);
  const t = useT(statisticsMessages);
  const tc = useT(commonMessages);
  const td = useT(chartDescriptions);
  const i18n = useLocale();
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => plotHeight - (value / max) * plotHeight;
  // A date under every 7th bar, counting back from the newest, so today is always labelled.
  const labelled = (index: number) => (days.length - 1 - index) % 7 === 0;

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.subtitle}>{t('itemsTitle')}</Heading>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-svg-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-svg-title`}>{t('itemsSvgTitle')}</title>
        <desc id={`${id}-desc`}>{itemsSummary(days, (date) => longDay(date, i18n.locale.value), td)}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.gridLine} x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} />
            <text className={styles.axisText} x={LEFT - 6} y={y(tick) + 4} textAnchor="end">{tick}</text>
          </g>
        ))}
        {days.map((day, index) => {
          let base = 0;
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date} data-day={day.date}>
              {CHART_SKILLS.map((skill) => {
                const value = day[skill];
                if (!value) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return <rect key={skill} className={styles.skillFill[skill]} x={x} y={top} width={barWidth} height={height} />;
              })}
              {labelled(index) ? (
                // The newest day's label ends at its bar, so it never reaches past the chart.
                <text className={styles.axisText} x={index === days.length - 1 ? x + barWidth : x + barWidth / 2} y={HEIGHT - 4} textAnchor={index === days.length - 1 ? 'end' : 'middle'}>
                  {shortDay(day.date, i18n.locale.value)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend} aria-label={t('skills')}>
        {CHART_SKILLS.map((skill) => <li key={skill}><span className={styles.swatch[skill]} aria-hidden="true" />{tc(skill)}</li>)}
      </ul>
      <details className={styles.details}>
        <summary className={styles.summary}>{t('itemsTable')}</summary>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('itemsRegion')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell} style={{ textAlign: 'start' }}>{t('day')}</th>
                {CHART_SKILLS.map((skill) => <th key={skill} scope="col" className={styles.headCell}>{tc(skill)}</th>)}
                <th scope="col" className={styles.headCell}>{t('total')}</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className={styles.rowHeader}><time dateTime={day.date}>{shortDay(day.date, i18n.locale.value)}</time></th>
                  {CHART_SKILLS.map((skill) => <td key={skill} className={styles.cell}>{i18n.number(day[skill])}</td>)}
                  <td className={styles.cell}>{i18n.number(dayTotal(day))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

const ROW = 24;
const NAME = 0;

/** Average score per task type (percent of the task's maximum) as bars, the target as a red mark on each. */
function AveragesChart({ tasks, headingLevel }: { tasks: StatisticsDto['tasks']; headingLevel: 3 | 4 }) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const scored = tasks.filter((task) => task.answers > 0 && task.averagePercent !== null);
  const height = scored.length * ROW + 8;
  const x = (percent: number) => NAME + (percent / 100) * (WIDTH - NAME);
  const t = useT(statisticsMessages);
  const tc = useT(commonMessages);
  const td = useT(chartDescriptions);
  const i18n = useLocale();
  const below = scored.filter((task) => task.targetPercent !== null && (task.averagePercent ?? 0) < task.targetPercent);

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.subtitle}>{t('averagesTitle')}</Heading>
      {scored.length === 0 ? (
        <p className={styles.muted}>{t('noAverages')}</p>
      ) : (
        <>
          <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-svg-title`} aria-describedby={`${id}-desc`}>
            <title id={`${id}-svg-title`}>{t('averagesSvgTitle')}</title>
            <desc id={`${id}-desc`}>
              {td('averages', { n: scored.length, below: below.length ? td('belowIn', { names: below.map((task) => task.name).join(td('sep')) }) : td('noneBelow') })}
            </desc>
            {scored.map((task, index) => {
              const top = index * ROW + 4;
              return (
                <g key={`${task.skill}.${task.slug}`}>
                  <rect x={NAME} y={top} width={WIDTH - NAME} height={ROW - 8} fill="transparent" className={styles.gridLine} />
                  <rect className={styles.averageBar} x={NAME} y={top} width={x(task.averagePercent ?? 0) - NAME} height={ROW - 8} rx={3} />
                  <text className={styles.axisText} x={NAME + 6} y={top + ROW / 2} style={{ fill: '#fff', fontWeight: 600 }}>
                    {(task.averagePercent ?? 0) >= 35 ? task.name : ''}
                  </text>
                  {(task.averagePercent ?? 0) < 35 ? <text className={styles.axisText} x={x(task.averagePercent ?? 0) + 6} y={top + ROW / 2}>{task.name}</text> : null}
                  {task.targetPercent !== null ? <line className={styles.targetMark} x1={x(task.targetPercent)} x2={x(task.targetPercent)} y1={top - 2} y2={top + ROW - 6} /> : null}
                </g>
              );
            })}
          </svg>
          <p className={styles.muted}>{t('averagesKey')}</p>
        </>
      )}
      <details className={styles.details}>
        <summary className={styles.summary}>{t('averagesTable')}</summary>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('averagesTitle')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell} style={{ textAlign: 'start' }}>{t('taskType')}</th>
                <th scope="col" className={styles.headCell}>{t('answers')}</th>
                <th scope="col" className={styles.headCell}>{t('average')}</th>
                <th scope="col" className={styles.headCell}>{t('target')}</th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <tr key={`${task.skill}.${task.slug}`}>
                  <th scope="row" className={styles.rowHeader}>{tc(task.skill)}: {task.name}</th>
                  <td className={styles.cell}>{i18n.number(task.answers)}</td>
                  <td className={styles.cell}>{task.averagePercent === null ? '–' : i18n.number(Math.round(task.averagePercent) / 100, { style: 'percent' })}</td>
                  <td className={styles.cell}>{task.targetPercent === null ? '–' : i18n.number(Math.round(task.targetPercent) / 100, { style: 'percent' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The statistics block's charts: loaded on their own, after the dashboard's first screen. */
export function StatisticsCharts({ statistics, headingLevel = 3 }: StatisticsChartsProps) {
  return (
    <>
      <ItemsChart days={statistics.days} headingLevel={headingLevel} />
      <AveragesChart tasks={statistics.tasks} headingLevel={headingLevel} />
    </>
  );
}

export default StatisticsCharts;
