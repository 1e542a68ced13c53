import type { MockAttemptStatus, MockPhase } from '@pte-kit/core';
import type { MockAttemptRow } from '../repositories/mockTests';
import { ATTEMPT_LIFETIME_MS } from '../repositories/mockTests';

/**
 * The exam's rules for a sitting, as pure functions of the stored attempt and the server's clock (docs/mock-tests.md):
 * sections close at their deadline, an attempt left for a day expires, and the position only moves forward.
 */

/** An answer sent in the last seconds of a section still counts: the network's time is not the learner's. */
export const DEADLINE_GRACE_MS = 5000;

export interface SittingState {
  position: number;
  deadlines: (string | null)[];
  status: MockAttemptStatus;
  finishedAt: Date | null;
}

/** The first position of each section, and the item count after the last. */
export function sectionStarts(attempt: Pick<MockAttemptRow, 'items' | 'sections'>): number[] {
  const starts = attempt.sections.map((_, index) => attempt.items.findIndex((item) => item.section === index));
  return [...starts, attempt.items.length];
}

export function sectionAt(attempt: Pick<MockAttemptRow, 'items' | 'sections'>, position: number): number {
  return position >= attempt.items.length ? attempt.sections.length : attempt.items[position]!.section;
}

/** Where the sitting stands at `now`: closed sections skipped, a finished or expired sitting marked so. */
export function settle(attempt: MockAttemptRow, now: Date): SittingState {
  const state: SittingState = { position: attempt.position, deadlines: [...attempt.deadlines], status: attempt.status, finishedAt: attempt.finishedAt };
  if (state.status !== 'IN_PROGRESS') return state;
  const total = attempt.items.length;
  if (now.getTime() - attempt.startedAt.getTime() > ATTEMPT_LIFETIME_MS) {
    return { ...state, position: total, status: 'EXPIRED', finishedAt: now };
  }
  const starts = sectionStarts(attempt);
  for (;;) {
    if (state.position >= total) return { ...state, position: total, status: 'FINISHED', finishedAt: state.finishedAt ?? now };
    const section = sectionAt(attempt, state.position);
    const deadline = state.deadlines[section];
    // A section past its deadline closes: its unanswered items score 0 and the next section waits at its intro.
    if (deadline && now.getTime() > Date.parse(deadline) + DEADLINE_GRACE_MS) state.position = starts[section + 1]!;
    else return state;
  }
}

export function phaseOf(attempt: Pick<MockAttemptRow, 'items' | 'sections'>, state: SittingState): MockPhase {
  if (state.status !== 'IN_PROGRESS') return 'FINISHED';
  return state.deadlines[sectionAt(attempt, state.position)] ? 'ITEM' : 'BREAK';
}

/** The Next button: starts the section at its intro, or leaves the item (answered or not) for the next one. */
export function next(attempt: MockAttemptRow, state: SittingState, now: Date): SittingState {
  const section = sectionAt(attempt, state.position);
  if (phaseOf(attempt, state) === 'BREAK') {
    const deadlines = [...state.deadlines];
    deadlines[section] = new Date(now.getTime() + attempt.sections[section]!.seconds * 1000).toISOString();
    return { ...state, deadlines };
  }
  const position = state.position + 1;
  if (position >= attempt.items.length) return { ...state, position, status: 'FINISHED', finishedAt: now };
  return { ...state, position };
}

/** Finish: whatever is left scores 0. */
export function finish(attempt: MockAttemptRow, state: SittingState, now: Date): SittingState {
  if (state.status !== 'IN_PROGRESS') return state;
  return { ...state, position: attempt.items.length, status: 'FINISHED', finishedAt: now };
}

/** Whether the stored row already says what `state` says. */
export function unchanged(attempt: MockAttemptRow, state: SittingState): boolean {
  return attempt.position === state.position && attempt.status === state.status
    && JSON.stringify(attempt.deadlines) === JSON.stringify(state.deadlines);
}
