import { createCountdown, formatDate, type CountdownOptions, type CountdownParts } from '@pte-kit/core';
import { useId } from 'react';
import { useModel } from '../private/useModel';
import { Skeleton } from '../private/Skeleton';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useLocale, useT } from '../i18n';
import { examCountdownMessages } from './messages';
import * as styles from './ExamCountdown.css';

export interface ExamCountdownProps {
  /** The exam date, YYYY-MM-DD; null when the learner has set none (all zeros). */
  examDate: string | null;
  /** The target is still loading: skeletons instead of numbers. @default false */
  loading?: boolean;
  /** Level of the card's heading. @default 2 */
  headingLevel?: 2 | 3;
  /** The clock and timer (stories and tests). @default Date.now and setInterval */
  clock?: CountdownOptions;
}

const UNITS: (keyof CountdownParts)[] = ['days', 'hours', 'minutes', 'seconds'];

/**
 * The exam date as people read it ("Saturday, 26 December 2026"; in Persian the Iranian calendar), in the date's own
 * calendar day whatever the zone.
 */
export function formatExamDate(examDate: string, locale = 'en'): string {
  return formatDate(locale === 'en' ? 'en-GB' : locale, `${examDate}T00:00:00Z`, {
    weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC',
  });
}

/**
 * The countdown to the exam (spec §2, §4): days, hours, minutes and seconds to the start of the exam day, with the
 * date; all zeros when the date is today, past or unset. The numbers are not a live region (a screen reader would
 * hear every second); the sentence under the heading says the days left once.
 */
export function ExamCountdown({ examDate, loading = false, headingLevel = 2, clock }: ExamCountdownProps) {
  const countdown = useModel(() => {
    const model = createCountdown(clock);
    model.setExamDate(examDate);
    return model;
  }, [examDate]);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const parts = countdown.parts.value;
  const t = useT(examCountdownMessages);
  const i18n = useLocale();
  const [beforeDate, afterDate = ''] = t('examDate').split('<date>');

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Heading id={headingId} className={styles.title}>{t('title')}</Heading>
      {loading ? (
        <>
          <VisuallyHidden as="p" role="status">{t('loading')}</VisuallyHidden>
          <Skeleton width="md" />
        </>
      ) : (
        <p className={styles.date}>
          {examDate ? <>{beforeDate}<time dateTime={examDate}>{formatExamDate(examDate, i18n.locale.value)}</time>{afterDate}</> : t('noDate')}
        </p>
      )}
      <div role="timer" aria-label={t('timeLeft')} className={styles.units}>
        {UNITS.map((key) => (
          <div key={key} className={styles.unit}>
            <span className={styles.label}>{t(key)}</span>
            {loading ? <Skeleton width="xs" /> : <span className={styles.number} data-unit={key}>{i18n.number(parts[key], { minimumIntegerDigits: 2, useGrouping: false })}</span>}
          </div>
        ))}
      </div>
    </section>
  );
}
