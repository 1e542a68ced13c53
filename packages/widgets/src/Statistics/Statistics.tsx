import { createDashboardResource, type PteClient, type StatisticsDto } from '@pte-kit/core';
import { useId, useRef } from 'react';
import { deferred, Later } from '../AnswerArea/lazy';
import { Button } from '../private/Button';
import { Skeleton } from '../private/Skeleton';
import { useModel } from '../private/useModel';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { usePteClient } from '../PteClientProvider';
import { useLocale, useT } from '../i18n';
import { statisticsMessages } from './messages';
import * as styles from './Statistics.css';

/** The charts are their own chunk: the dashboard's first screen never waits for them. */
const StatisticsCharts = deferred(() => import('./StatisticsCharts').then((module) => module.StatisticsCharts));

export interface StatisticsProps {
  /** Days counted back from today (1–90). @default 30 */
  days?: number;
  /** Bumped by the host after the learner answers or sets a target, to load again. */
  refreshKey?: unknown;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Level of the block's heading; the charts' are one lower. @default 2 */
  headingLevel?: 2 | 3;
}

function ChartsSkeleton() {
  const t = useT(statisticsMessages);
  return (
    <div aria-busy="true">
      <VisuallyHidden as="p" role="status">{t('loadingCharts')}</VisuallyHidden>
      <Skeleton shape="block" />
      <Skeleton width="lg" />
    </div>
  );
}

/**
 * The statistics block (issue 15): items practised per skill per day over the last `days` days, the average score
 * per task type against the target, and the AI answers left. Each chart has its numbers in a table beside it.
 */
export function Statistics({ days = 30, refreshKey, client, headingLevel = 2 }: StatisticsProps) {
  const api = usePteClient(client);
  const apiRef = useRef(api);
  apiRef.current = api;
  const statistics = useModel(() => createDashboardResource<StatisticsDto>(() => apiRef.current.getStatistics(days)), [days, refreshKey]);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const data = statistics.data.value;
  const t = useT(statisticsMessages);
  const i18n = useLocale();
  const [aiBefore, aiAfter = ''] = t('aiLeft').split('<n>');

  return (
    <section className={styles.root} aria-labelledby={`${id}-title`} aria-busy={statistics.loading.value || undefined}>
      <div className={styles.header}>
        <Heading id={`${id}-title`} className={styles.title}>{t('title')}</Heading>
        {data ? (
          <p className={styles.quota}>
            {aiBefore}<span className={styles.quotaValue}>{data.aiRemaining === null ? t('unlimited') : i18n.number(data.aiRemaining)}</span>{aiAfter}
          </p>
        ) : null}
      </div>
      <p className={styles.muted}>{t('lastDays', { n: days })}</p>
      {statistics.failed.value ? (
        <p role="alert" className={styles.error}>
          {t('failed')} <Button size="sm" variant="ghost" onClick={() => void statistics.reload()}>{t('tryAgain')}</Button>
        </p>
      ) : null}
      {data ? (
        <Later fallback={<ChartsSkeleton />}>
          <StatisticsCharts statistics={data} headingLevel={headingLevel === 2 ? 3 : 4} />
        </Later>
      ) : statistics.loading.value ? <ChartsSkeleton /> : null}
    </section>
  );
}
