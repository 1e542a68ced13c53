import { formatScore } from '@pte-kit/core';
import { useLocale, useT } from '../../i18n';
import { scoreMessages } from '../../ScoreModal/messages';
import * as styles from './ScoreRing.css';

export interface ScoreRingProps {
  /** The score reached. */
  score: number;
  /** The most the question can give. */
  max: number;
  /** Outer diameter in pixels. @default 96 */
  size?: number;
}

const STROKE = 8;

/** A circular score gauge: the arc fills in proportion to score / max; the SVG carries the text alternative. */
export function ScoreRing({ score, max, size = 96 }: ScoreRingProps) {
  const i18n = useLocale();
  const t = useT(scoreMessages);
  // formatScore rounds as the exam does; its digits are then the locale's.
  const shown = i18n.locale.value === 'en' ? formatScore(score) : formatScore(score).replace(/\d/g, (digit) => i18n.number(Number(digit))).replace('.', '٫');
  const shownMax = i18n.number(max);
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const ratio = max > 0 ? Math.min(1, Math.max(0, score / max)) : 0;
  const level = ratio >= 1 ? 'full' : 'partial';

  return (
    <div className={styles.root}>
      <svg
        className={styles.svg}
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={t('ringLabel', { score: shown, max: shownMax })}
      >
        <circle className={styles.track} cx={size / 2} cy={size / 2} r={radius} strokeWidth={STROKE} />
        {ratio > 0 ? (
          <circle
            className={styles.arc({ level })}
            cx={size / 2}
            cy={size / 2}
            r={radius}
            strokeWidth={STROKE}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - ratio)}
          />
        ) : null}
      </svg>
      <div className={styles.label} aria-hidden="true">
        <span className={styles.value}>{shown}</span>
        <span className={styles.max}>/ {shownMax}</span>
      </div>
    </div>
  );
}
