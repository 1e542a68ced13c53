import { describe, expect, it, vi } from 'vitest';
import { countdownParts, createCountdown } from './countdown';

const at = (text: string) => new Date(text).getTime();

describe('countdownParts', () => {
  it('counts days, hours, minutes and seconds to the start of the exam day', () => {
    expect(countdownParts('2026-12-01', at('2026-11-29T21:58:30'))).toEqual({ days: 1, hours: 2, minutes: 1, seconds: 30 });
  });

  it('shows all zeros when the date is today, past or unset', () => {
    const now = at('2026-11-26T10:00:00');
    expect(countdownParts('2026-11-26', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts('2026-01-01', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(null, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts('soon', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('countdown model', () => {
  function clock(start: string) {
    let now = at(start);
    let tick: (() => void) | null = null;
    const stop = vi.fn(() => { tick = null; });
    return {
      now: () => now,
      every: vi.fn((run: () => void) => { tick = run; return stop; }),
      stop,
      advance(ms: number) {
        now += ms;
        tick?.();
      },
    };
  }

  it('ticks every second while the exam is ahead and stops at zero', () => {
    const time = clock('2026-11-29T23:59:58');
    const countdown = createCountdown(time);
    countdown.start();
    expect(time.every).not.toHaveBeenCalled();
    countdown.setExamDate('2026-11-30');
    expect(countdown.parts.value).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    expect(time.every).toHaveBeenCalledWith(expect.any(Function), 1000);
    time.advance(1000);
    expect(countdown.parts.value.seconds).toBe(1);
    time.advance(1000);
    expect(countdown.parts.value).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(time.stop).toHaveBeenCalled();
  });

  it('runs no timer after dispose', () => {
    const time = clock('2026-11-26T10:00:00');
    const countdown = createCountdown(time);
    countdown.start();
    countdown.setExamDate('2026-12-26');
    countdown.dispose();
    expect(time.stop).toHaveBeenCalledTimes(1);
  });
});
