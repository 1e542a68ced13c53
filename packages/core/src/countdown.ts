import { computed, createModel, signal, type ReadonlySignal, type Signal } from './model';

/** Days, hours, minutes and seconds left to the exam. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const ZERO: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** When the exam day begins, in the device's time: local midnight of `examDate` (YYYY-MM-DD); null when unset or unreadable. */
export function examStart(examDate: string | null): number | null {
  const match = examDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(examDate) : null;
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

/**
 * What the countdown shows at `now` (spec §4): the time to the start of the exam day, or all zeros when the date is
 * today, past or unset.
 */
export function countdownParts(examDate: string | null, now: number): CountdownParts {
  const start = examStart(examDate);
  if (start === null || start <= now) return ZERO;
  const left = Math.floor((start - now) / 1000);
  return { days: Math.floor(left / 86_400), hours: Math.floor(left / 3600) % 24, minutes: Math.floor(left / 60) % 60, seconds: left % 60 };
}

export interface CountdownOptions {
  /** The clock. @default Date.now */
  now?: () => number;
  /** Calls `tick` every `ms` until the returned function is called. @default setInterval */
  every?: (tick: () => void, ms: number) => () => void;
}

const intervalOf = (tick: () => void, ms: number) => {
  const id = setInterval(tick, ms);
  return () => clearInterval(id);
};

/**
 * The dashboard's exam countdown: `setExamDate` gives it the target's date, `parts` is what it shows. It ticks once a
 * second while started and the exam is still ahead, and stops at zero, so a page with no date set runs no timer.
 */
export function createCountdown({ now = Date.now, every = intervalOf }: CountdownOptions = {}) {
  const examDate: Signal<string | null> = signal(null);
  const clock: Signal<number> = signal(now());
  const parts: ReadonlySignal<CountdownParts> = computed(() => countdownParts(examDate.value, clock.value));
  const running: ReadonlySignal<boolean> = computed(() => {
    const start = examStart(examDate.value);
    return start !== null && start > clock.value;
  });

  return createModel({
    examDate, parts, running,
    setExamDate(date: string | null) {
      clock.value = now();
      examDate.value = date;
    },
  }, ({ effect }) => {
    clock.value = now();
    effect(() => {
      if (!running.value) return undefined;
      return every(() => {
        clock.value = now();
      }, 1000);
    });
  });
}

export type CountdownModel = ReturnType<typeof createCountdown>;
