import { batch, createModel, latestRun, signal, type Signal } from './model';

/**
 * One thing the dashboard loads and shows (the target, the statistics, the word of the day): `data` once it came,
 * `loading` while it comes (skeletons), `failed` when it could not (a Try again), `reload()` for after a change.
 * `set` puts a fresh copy in without a request (the target a save answered with).
 */
export function createDashboardResource<T>(load: (signal: AbortSignal) => Promise<T>) {
  const data: Signal<T | null> = signal(null);
  const loading: Signal<boolean> = signal(false);
  const failed: Signal<unknown> = signal(null);
  const run = latestRun();

  async function reload() {
    const thisRun = run.next();
    batch(() => {
      loading.value = true;
      failed.value = null;
    });
    try {
      const value = await load(thisRun);
      if (thisRun.aborted) return;
      batch(() => {
        data.value = value;
        loading.value = false;
      });
    } catch (reason) {
      if (thisRun.aborted) return;
      batch(() => {
        failed.value = reason ?? new Error('failed');
        loading.value = false;
      });
    }
  }

  return createModel({
    data, loading, failed, reload,
    set(value: T) {
      run.abort();
      batch(() => {
        data.value = value;
        loading.value = false;
        failed.value = null;
      });
    },
  }, ({ onDispose }) => {
    void reload();
    onDispose(() => {
      run.abort();
      loading.value = false;
    });
  });
}

export type DashboardResource<T> = ReturnType<typeof createDashboardResource<T>>;
