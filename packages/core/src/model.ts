import { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';

/** What a model's `start` gets: a place to register the cleanup of what it began. */
export interface ModelLifecycle {
  /** Runs `cleanup` when the model is disposed (timers, subscriptions, requests in flight), last registered first. */
  onDispose(cleanup: () => void): void;
  /** An effect over the model's signals that lives until the model is disposed. */
  effect(run: () => void | (() => void)): void;
}

/** The lifecycle every model shares: nothing runs before `start()`; `dispose()` undoes it; `start()` may follow again. */
export interface ModelControls {
  /** Begins the model's timers, requests and effects. Calling it on a started model does nothing. */
  start(): void;
  /** Stops them. React's StrictMode calls start, dispose, start: a disposed model starts again cleanly. */
  dispose(): void;
  /** Whether the model is started. */
  readonly started: boolean;
}

export type Model<State extends object> = State & ModelControls;

/**
 * The one state idiom of the kit: a model is a plain object of signals (its state, read as `.value`), computed
 * signals and action methods, built by `createModel`. It has no framework in it; React reads it through `useModel`
 * and `useSignals()`, Lit elements through their model controller, tests directly. Discrete happenings that are not
 * state (a recording ended, a seek) go through an emitter's `on(name, fn)` beside the signals.
 *
 * `start` receives the lifecycle; whatever it begins registers its cleanup there, so `dispose()` leaves nothing
 * running and a later `start()` begins afresh.
 */
export function createModel<State extends object>(state: State, start?: (lifecycle: ModelLifecycle) => void): Model<State> {
  let cleanups: (() => void)[] | null = null;
  const controls: ModelControls = {
    start() {
      if (cleanups) return;
      const running: (() => void)[] = [];
      cleanups = running;
      start?.({
        onDispose: (cleanup) => void running.push(cleanup),
        effect: (run) => void running.push(effect(run)),
      });
    },
    dispose() {
      const running = cleanups ?? [];
      cleanups = null;
      for (const cleanup of running.reverse()) cleanup();
    },
    get started() {
      return cleanups !== null;
    },
  };
  return Object.defineProperties(state, Object.getOwnPropertyDescriptors(controls)) as Model<State>;
}

/** The newest of a run of asynchronous jobs (a load, a request, a recording): starting one abandons the one before. */
export interface LatestRun {
  /** Aborts the current job's signal and returns a fresh one for the job starting now. */
  next(): AbortSignal;
  /** The current job's signal. */
  readonly signal: AbortSignal;
  /** Abandons the current job (a new job, a reset, dispose). */
  abort(): void;
}

/** One `LatestRun`: what the models check after each await, so a late answer of an abandoned job is dropped. */
export function latestRun(): LatestRun {
  let controller = new AbortController();
  return {
    next() {
      controller.abort();
      controller = new AbortController();
      return controller.signal;
    },
    get signal() {
      return controller.signal;
    },
    abort() {
      controller.abort();
    },
  };
}

export { batch, computed, signal };
export type { ReadonlySignal, Signal };
