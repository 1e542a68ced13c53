import { describe, expect, it, vi } from 'vitest';
import { computed, createModel, latestRun, signal } from './model';

function createCounter() {
  const count = signal(0);
  const doubled = computed(() => count.value * 2);
  const seen: number[] = [];
  return createModel({ count, doubled, seen, increment: () => void (count.value += 1) }, ({ effect, onDispose }) => {
    effect(() => void seen.push(count.value));
    const timer = setInterval(() => (count.value += 10), 1000);
    onDispose(() => clearInterval(timer));
  });
}

describe('createModel', () => {
  it('holds state in signals and changes it through its actions', () => {
    const counter = createCounter();
    counter.increment();
    expect(counter.count.value).toBe(1);
    expect(counter.doubled.value).toBe(2);
  });

  it('runs nothing before start and stops everything at dispose', () => {
    vi.useFakeTimers();
    try {
      const counter = createCounter();
      vi.advanceTimersByTime(3000);
      expect(counter.count.value).toBe(0);
      expect(counter.started).toBe(false);
      counter.start();
      vi.advanceTimersByTime(2000);
      expect(counter.count.value).toBe(20);
      expect(counter.seen).toEqual([0, 10, 20]);
      counter.dispose();
      vi.advanceTimersByTime(5000);
      counter.increment();
      expect(counter.count.value).toBe(21);
      expect(counter.seen).toEqual([0, 10, 20]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts again after dispose, as StrictMode does, without doubling its effects', () => {
    vi.useFakeTimers();
    try {
      const counter = createCounter();
      counter.start();
      counter.start();
      counter.dispose();
      counter.start();
      vi.advanceTimersByTime(1000);
      expect(counter.count.value).toBe(10);
      expect(counter.started).toBe(true);
      counter.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('latestRun', () => {
  it('abandons the job before when the next one starts, and the current one on abort', () => {
    const run = latestRun();
    const first = run.next();
    const second = run.next();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
    expect(run.signal).toBe(second);
    run.abort();
    expect(second.aborted).toBe(true);
  });
});
