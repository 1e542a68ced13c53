import { computed, signal } from '@preact/signals-core';
import { ApiError } from './apiClient';
import { errorMessage } from './errors';
import { createModel, latestRun, type Model } from './model';
import type { MockAnswerBody, MockAttemptView, MockReport, MockReportPending, MockTestCalls } from './mockTests';

/**
 * Taking a mock test (docs/mock-tests.md): the server holds the sitting, this model follows it.
 *
 * loading → break (a section's intro) → item → answering → item (the next one) … → break (the next section) …
 * → finished (waiting for the scores) → report. `start()` resumes wherever the server says the sitting is, so a closed
 * tab or a lost connection loses nothing; a refusal (409: moved on in another window, a section closed) reloads the
 * sitting and keeps the server's sentence in `notice`.
 */

export type MockSessionPhase = 'loading' | 'break' | 'item' | 'answering' | 'finished' | 'report' | 'error';

export interface MockSessionTimers {
  setInterval: (tick: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

export interface MockTestSessionOptions {
  attemptId: number;
  api: Pick<MockTestCalls, 'getMockAttempt' | 'nextMockItem' | 'answerMockItem' | 'finishMockTest' | 'getMockReport'>;
  timers?: MockSessionTimers;
  /** How often the report is asked for while answers are being scored. */
  reportPollMs?: number;
}

const globalTimers: MockSessionTimers = {
  setInterval: (tick, ms) => globalThis.setInterval(tick, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};

export function createMockTestSession({ attemptId, api, timers = globalTimers, reportPollMs = 2000 }: MockTestSessionOptions) {
  const phase = signal<MockSessionPhase>('loading');
  const attempt = signal<MockAttemptView | null>(null);
  const report = signal<MockReport | null>(null);
  const scoring = signal<MockReportPending | null>(null);
  /** A failure that stops the session (the sitting could not be loaded). */
  const error = signal<string | null>(null);
  /** A refusal the learner should read while the session carries on (a section closed, another window moved on). */
  const notice = signal<string | null>(null);
  /** When the current view was received, by the local clock: the section's time counts down from it. */
  const receivedAt = signal(0);
  const now = signal(0);
  const run = latestRun();
  let pollHandle: unknown = null;

  const remainingSeconds = computed(() => {
    const view = attempt.value;
    if (!view || view.remainingSeconds === null) return null;
    return Math.max(0, view.remainingSeconds - Math.floor((now.value - receivedAt.value) / 1000));
  });
  const item = computed(() => attempt.value?.item ?? null);
  const section = computed(() => {
    const view = attempt.value;
    return view && view.sectionIndex < view.sections.length ? view.sections[view.sectionIndex]! : null;
  });

  function show(view: MockAttemptView) {
    attempt.value = view;
    receivedAt.value = timers.now();
    now.value = receivedAt.value;
    if (view.phase === 'FINISHED') {
      phase.value = 'finished';
      void loadReport();
    } else phase.value = view.phase === 'BREAK' ? 'break' : 'item';
  }

  async function loadReport() {
    const signal = run.signal;
    try {
      const found = await api.getMockReport(attemptId);
      if (signal.aborted) return;
      if (found.status === 'SCORED') {
        report.value = found;
        scoring.value = null;
        phase.value = 'report';
        return;
      }
      scoring.value = found;
      timers.clearTimeout(pollHandle);
      pollHandle = timers.setTimeout(() => void loadReport(), reportPollMs);
    } catch (reason) {
      if (!signal.aborted) notice.value = errorMessage(reason, 'The report could not be loaded. Try again in a moment.');
    }
  }

  async function load() {
    const signal = run.next();
    try {
      const view = await api.getMockAttempt(attemptId);
      if (!signal.aborted) show(view);
    } catch (reason) {
      if (signal.aborted) return;
      error.value = errorMessage(reason, 'The mock test could not be loaded.');
      phase.value = 'error';
    }
  }

  /** Runs a move; a 409 means the server moved first (another window, a closed section): follow it and say why. */
  async function move(action: (signal: AbortSignal) => Promise<MockAttemptView | null>) {
    const signal = run.next();
    notice.value = null;
    try {
      const view = await action(signal);
      if (view && !signal.aborted) show(view);
    } catch (reason) {
      if (signal.aborted) return;
      notice.value = errorMessage(reason, 'That did not go through. Your answers so far are saved.');
      if (reason instanceof ApiError && reason.status === 409) await load();
      else if (phase.value === 'answering') phase.value = 'item';
    }
  }

  const model = createModel({
    phase, attempt, item, section, remainingSeconds, report, scoring, error, notice,
    /** At a section's intro: starts its timer and opens its first item. */
    beginSection: () => move(() => api.nextMockItem(attemptId, attempt.value!.position)),
    /** Stores the answer of the current item, then moves on (the exam's Next after an answer). */
    answer: (body: MockAnswerBody) => {
      const position = attempt.value!.position;
      phase.value = 'answering';
      return move(async (signal) => {
        await api.answerMockItem(attemptId, position, body);
        if (signal.aborted) return null;
        return api.nextMockItem(attemptId, position);
      });
    },
    /** Leaves the current item unanswered (it scores 0). */
    skip: () => move(() => api.nextMockItem(attemptId, attempt.value!.position)),
    /** Ends the sitting now; what is left scores 0. */
    finish: () => move(() => api.finishMockTest(attemptId)),
    /** Loads the sitting again (after a network loss). */
    reload: load,
  }, (lifecycle) => {
    phase.value = 'loading';
    void load();
    // The section clock, and when it runs out the server's word on what is next (the section closes there).
    const tick = timers.setInterval(() => {
      now.value = timers.now();
      if (remainingSeconds.value === 0 && phase.value === 'item') void load();
    }, 1000);
    lifecycle.onDispose(() => {
      timers.clearInterval(tick);
      timers.clearTimeout(pollHandle);
      run.abort();
    });
  });
  return model;
}

export type MockTestSessionModel = ReturnType<typeof createMockTestSession>;
