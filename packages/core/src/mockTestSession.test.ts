import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiClient';
import { createMockTestSession, type MockSessionTimers } from './mockTestSession';
import type { MockAttemptView, MockReport } from './mockTests';

/** A clock the test moves by hand. */
function fakeTimers() {
  let time = 0;
  let intervals: { tick: () => void; ms: number; next: number }[] = [];
  let timeouts: { run: () => void; at: number }[] = [];
  const timers: MockSessionTimers = {
    now: () => time,
    setInterval: (tick, ms) => { const entry = { tick, ms, next: time + ms }; intervals.push(entry); return entry; },
    clearInterval: (handle) => { intervals = intervals.filter((entry) => entry !== handle); },
    setTimeout: (run, ms) => { const entry = { run, at: time + ms }; timeouts.push(entry); return entry; },
    clearTimeout: (handle) => { timeouts = timeouts.filter((entry) => entry !== handle); },
  };
  async function advance(ms: number) {
    const end = time + ms;
    for (; time < end; time += 100) {
      for (const entry of intervals) if (entry.next <= time) { entry.next += entry.ms; entry.tick(); }
      for (const entry of timeouts.filter((candidate) => candidate.at <= time)) { timeouts = timeouts.filter((other) => other !== entry); entry.run(); }
      await Promise.resolve();
    }
    await vi.waitFor(() => undefined);
  }
  return { timers, advance };
}

const section = (key: string, deadline: string | null) => ({ key, name: key, seconds: 600, items: 2, deadline, closed: false });
function viewAt(position: number, phase: MockAttemptView['phase'], remainingSeconds: number | null = 600): MockAttemptView {
  return {
    id: 7, formId: 'A-reading', formName: 'Reading', variant: 'ACADEMIC', pteType: 'PTE Academic',
    status: phase === 'FINISHED' ? 'FINISHED' : 'IN_PROGRESS', phase, position, total: 2, answered: position, sectionIndex: 0,
    sections: [section('reading', phase === 'BREAK' ? null : '2026-11-27T05:00:00.000Z')],
    remainingSeconds: phase === 'ITEM' ? remainingSeconds : null,
    item: phase === 'ITEM' ? {
      position, taskKey: 'reading.multipleChoiceSingleAnswer', skill: 'reading', apiTask: 'multipleChoiceSingleAnswer', name: 'MCS', instruction: '',
      timings: {}, questionId: 10 + position, title: 'Q', content: { kind: 'multipleChoiceSingleAnswer' } as never, answered: false,
    } : null,
    startedAt: '2026-11-27T04:00:00.000Z', finishedAt: null,
  };
}
const report = { status: 'SCORED', overall: { score: 50, band: [45, 55] } } as unknown as MockReport;

describe('mock test session model', () => {
  it('resumes at the server\'s position, starts the section, answers and moves on, then waits for the report', async () => {
    const { timers, advance } = fakeTimers();
    const api = {
      getMockAttempt: vi.fn(async () => viewAt(0, 'BREAK')),
      nextMockItem: vi.fn(async (_id: number, position: number) => (position === 0 && api.nextMockItem.mock.calls.length === 1 ? viewAt(0, 'ITEM') : viewAt(position + 1, position + 1 >= 2 ? 'FINISHED' : 'ITEM'))),
      answerMockItem: vi.fn(async (_id: number, position: number) => ({ position, status: 'SCORED' as const })),
      finishMockTest: vi.fn(async () => viewAt(2, 'FINISHED')),
      getMockReport: vi.fn()
        .mockResolvedValueOnce({ status: 'SCORING', scored: 1, total: 2 })
        .mockResolvedValueOnce(report),
    };
    const session = createMockTestSession({ attemptId: 7, api, timers, reportPollMs: 500 });
    session.start();
    expect(session.phase.value).toBe('loading');
    await advance(100);
    expect(session.phase.value).toBe('break');
    expect(session.section.value?.key).toBe('reading');

    await session.beginSection();
    expect(session.phase.value).toBe('item');
    expect(session.remainingSeconds.value).toBe(600);
    await advance(3000);
    // The clock ticks each second from start (100 ms before the view arrived): 2.9 s have passed.
    expect(session.remainingSeconds.value).toBe(598);

    await session.answer({ answer: 'B' });
    expect(api.answerMockItem).toHaveBeenCalledWith(7, 0, { answer: 'B' });
    expect(session.item.value?.position).toBe(1);
    await session.answer({ answer: 'C' });
    expect(session.phase.value).toBe('finished');
    await advance(100);
    expect(session.scoring.value).toEqual({ status: 'SCORING', scored: 1, total: 2 });
    await advance(600);
    expect(session.phase.value).toBe('report');
    expect(session.report.value).toBe(report);
    session.dispose();
  });

  it('follows the server after a refusal and keeps its sentence; reloads when the section time runs out', async () => {
    const { timers, advance } = fakeTimers();
    const api = {
      getMockAttempt: vi.fn().mockResolvedValueOnce(viewAt(0, 'ITEM', 2)).mockResolvedValue(viewAt(1, 'ITEM')),
      nextMockItem: vi.fn(),
      answerMockItem: vi.fn(async () => {
        throw new ApiError(409, 'Item 1 is behind you', { status: 409, message: 'Item 1 is behind you', errors: [] });
      }),
      finishMockTest: vi.fn(),
      getMockReport: vi.fn(),
    };
    const session = createMockTestSession({ attemptId: 7, api, timers });
    session.start();
    await advance(100);
    expect(session.remainingSeconds.value).toBe(2);
    // Time runs out: the server is asked what comes next (it closes the section).
    await advance(2500);
    expect(api.getMockAttempt).toHaveBeenCalledTimes(2);
    expect(session.item.value?.position).toBe(1);

    await session.answer({ answer: 'A' });
    expect(session.notice.value).toBe('Item 1 is behind you');
    expect(session.phase.value).toBe('item');
    expect(api.getMockAttempt).toHaveBeenCalledTimes(3);
    session.dispose();
  });

  it('says when the sitting cannot be loaded', async () => {
    const { timers, advance } = fakeTimers();
    const api = {
      getMockAttempt: vi.fn(async () => { throw new ApiError(404, 'The mock test was not found.', { status: 404, message: 'The mock test was not found.', errors: [] }); }),
      nextMockItem: vi.fn(), answerMockItem: vi.fn(), finishMockTest: vi.fn(), getMockReport: vi.fn(),
    };
    const session = createMockTestSession({ attemptId: 7, api, timers });
    session.start();
    await advance(100);
    expect(session.phase.value).toBe('error');
    expect(session.error.value).toBe('The mock test was not found.');
    session.dispose();
  });
});
