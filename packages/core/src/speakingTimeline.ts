import { LIMITS } from './constants';
import { timingsOf, type TaskDefinition } from './taskCatalog';
import type { ExamVariant } from './types';

/**
 * How a speaking question runs, as in the exam: an optional recording played after a short countdown, time to
 * prepare, then the answer recorded for a fixed time.
 */
export interface SpeakingTimeline {
  /** Seconds the timing player counts down ('Play after N sec') before the question's recording; null when the task has none. */
  audioDelaySeconds: number | null;
  /** Seconds to prepare before recording: from the start (read aloud, describe image) or after the recording ends. */
  prepSeconds: number;
  /** Longest answer in seconds: the recorder stops itself then. */
  answerSeconds: number;
}

/**
 * The exam's timings per speaking task, from the catalogue. For Repeat Sentence and Answer Short Question the
 * catalogue's 3 s is the wait before the recording; recording starts as soon as it ends. Re-tell Lecture (10 s),
 * Summarize Group Discussion (10 s) and Respond to a Situation (20 s in PTE Core, 10 s in PTE Academic) give their
 * preparation after the recording; Read Aloud (35 s) and Describe Image (25 s) from the start.
 */
export function speakingTimeline(task: TaskDefinition, variant?: ExamVariant): SpeakingTimeline {
  const timings = timingsOf(task, variant);
  const prep = timings.prepSeconds ?? 0;
  const answerSeconds = timings.answerSeconds ?? LIMITS.recorderSeconds;
  switch (task.apiTask) {
    case 'readAloud':
    case 'describeImage':
      return { audioDelaySeconds: null, prepSeconds: prep, answerSeconds };
    case 'repeatSentence':
    case 'answerShortQuestion':
      return { audioDelaySeconds: prep || LIMITS.autoplayDelayMs / 1000, prepSeconds: 0, answerSeconds };
    default:
      return { audioDelaySeconds: LIMITS.autoplayDelayMs / 1000, prepSeconds: prep, answerSeconds };
  }
}

/**
 * Where a speaking question is: its recording playing (the timing player counts down and plays it), preparing,
 * recording, or answered.
 */
export type SpeakingPhase =
  | { name: 'playing' }
  | { name: 'preparing'; secondsLeft: number }
  | { name: 'recording' }
  | { name: 'recorded' };

/** The first phase of a question: its recording when it has one, else preparation (or recording at once). */
export function firstPhase(timeline: SpeakingTimeline): SpeakingPhase {
  if (timeline.audioDelaySeconds !== null) return { name: 'playing' };
  return timeline.prepSeconds > 0 ? { name: 'preparing', secondsLeft: timeline.prepSeconds } : { name: 'recording' };
}

/** One second passed: the preparation countdown moves on and turns to 'recording' at zero. */
export function tickPhase(phase: SpeakingPhase): SpeakingPhase {
  if (phase.name !== 'preparing') return phase;
  return phase.secondsLeft <= 1 ? { name: 'recording' } : { ...phase, secondsLeft: phase.secondsLeft - 1 };
}

/** The question's recording has ended (or the learner skipped it): preparation, else recording straight away. */
export function audioEnded(phase: SpeakingPhase, timeline: SpeakingTimeline): SpeakingPhase {
  if (phase.name !== 'playing') return phase;
  return timeline.prepSeconds > 0 ? { name: 'preparing', secondsLeft: timeline.prepSeconds } : { name: 'recording' };
}

/** Skip: past the recording to the preparation, or past the preparation to recording now. */
export function skipPhase(phase: SpeakingPhase, timeline: SpeakingTimeline): SpeakingPhase {
  if (phase.name === 'playing') return audioEnded(phase, timeline);
  if (phase.name === 'preparing') return { name: 'recording' };
  return phase;
}

/** What the status line says in each phase. */
export function phaseLabel(phase: SpeakingPhase): string {
  switch (phase.name) {
    case 'playing':
      return 'Listen to the recording';
    case 'preparing':
      return `Recording begins in ${phase.secondsLeft} sec`;
    case 'recording':
      return 'Recording…';
    case 'recorded':
      return 'Completed';
  }
}
