import { createCountdown, type CountdownOptions, type CountdownParts } from '@pte-kit/core';
import { useId } from 'react';
import { useModel } from '../private/useModel';
import { Skeleton } from '../private/Skeleton';
import { VisuallyHidden } from '../private/VisuallyHidden';
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

const UNITS: { key: keyof CountdownParts; label: string }[] = [
  { key: 'days', label: 'Days' }, { key: 'hours', label: 'Hours' }, { key: 'minutes', label: 'Minutes' }, { key: 'seconds', label: 'Seconds' },
];

/** The exam date as people read it ("Saturday, 26 December 2026"), in the date's own calendar day whatever the zone. */
export function formatExamDate(examDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${examDate}T00:00:00Z`));
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

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Heading id={headingId} className={styles.title}>Exam countdown</Heading>
      {loading ? (
        <>
          <VisuallyHidden as="p" role="status">Loading your exam date</VisuallyHidden>
          <Skeleton width="md" />
        </>
      ) : (
        <p className={styles.date}>
          {examDate ? <>Exam date: <time dateTime={examDate}>{formatExamDate(examDate)}</time></> : 'No exam date set yet. Set your target to start the countdown.'}
        </p>
      )}
      <div role="timer" aria-label="Time left to your exam" className={styles.units}>
        {UNITS.map(({ key, label }) => (
          <div key={key} className={styles.unit}>
            <span className={styles.label}>{label}</span>
            {loading ? <Skeleton width="xs" /> : <span className={styles.number} data-unit={key}>{String(parts[key]).padStart(2, '0')}</span>}
          </div>
        ))}
      </div>
    </section>
  );
}
