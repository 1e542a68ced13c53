import type { HTMLAttributes } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = 'easy' | 'medium' | 'hard' | 'brand' | 'neutral';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour of the badge; the difficulty tones read vars.color.easy / medium / hard. @default 'neutral' */
  tone?: BadgeTone;
}

/** A small pill label: difficulty, Prediction, exam type. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={[styles.badge({ tone }), className].filter(Boolean).join(' ')} {...props} />;
}

const DIFFICULTY_TONES: Record<string, BadgeTone> = { EASY: 'easy', AVERAGE: 'medium', MEDIUM: 'medium', HARD: 'hard' };

/** Badge tone of a question complexity (EASY, AVERAGE or MEDIUM, HARD). */
export function difficultyTone(complexity: string): BadgeTone {
  return DIFFICULTY_TONES[complexity] ?? 'neutral';
}
