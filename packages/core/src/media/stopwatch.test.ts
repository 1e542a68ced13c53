import { describe, expect, it } from 'vitest';
import { createStopwatch, formatClock } from './stopwatch';

describe('createStopwatch', () => {
  it('counts up each second while running and turns over beyond the limit', () => {
    const watch = createStopwatch({ limitSeconds: 2 });
    watch.tick();
    expect(watch.state.value.seconds).toBe(0);
    watch.run();
    watch.tick();
    watch.tick();
    expect(watch.state.value).toEqual({ seconds: 2, running: true, over: false });
    watch.tick();
    expect(watch.state.value.over).toBe(true);
    watch.pause();
    watch.tick();
    expect(watch.state.value.seconds).toBe(3);
    watch.reset();
    expect(watch.state.value).toEqual({ seconds: 0, running: false, over: false });
  });

  it('stops by itself at 3600 s and cannot be restarted there', () => {
    const watch = createStopwatch();
    watch.run();
    for (let second = 0; second < 4000; second += 1) watch.tick();
    expect(watch.state.value).toEqual({ seconds: 3600, running: false, over: false });
    watch.run();
    expect(watch.state.value.running).toBe(false);
  });

  it('formats as mm:ss, and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(75.9)).toBe('01:15');
    expect(formatClock(3600)).toBe('1:00:00');
  });
});
