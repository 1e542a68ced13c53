import { describe, expect, it, vi } from 'vitest';
import { createPracticeSession, type PracticeSessionOptions } from './practiceSession';
import { getTask } from './taskCatalog';
import type { AnswerRecord, PracticeQuestion, QuestionSolution } from './types';

const question = (content: PracticeQuestion['content']): PracticeQuestion => ({
  id: 7, title: 'Seven', complexity: 'EASY', prediction: false, content,
} as PracticeQuestion);

const record = { id: 1, score: 1, maxScore: 1, results: [] } as unknown as AnswerRecord;
const solution: QuestionSolution = { practiceId: 7, answerKey: { kind: 'choice', correct: 'b' }, transcript: null, explanation: 'Because.' };

function session(overrides: Partial<PracticeSessionOptions> = {}) {
  let clock = 1_000;
  const options: PracticeSessionOptions = {
    task: getTask('listening.selectMissingWord'),
    question: question({ kind: 'selectMissingWord', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }] }),
    pteType: 'PTE Academic',
    submit: vi.fn(async () => record),
    now: () => clock,
    ...overrides,
  };
  const model = createPracticeSession(options);
  return { model, options, tick: (ms: number) => (clock += ms) };
}

describe('a practice session', () => {
  it('submits only an answered question, with the seconds spent, and opens the score', async () => {
    const { model, options, tick } = session();
    expect(model.canSubmit.value).toBe(false);
    await model.submit();
    expect(options.submit).not.toHaveBeenCalled();
    model.setValue('b');
    tick(12_500);
    await model.submit();
    expect(options.submit).toHaveBeenCalledWith({ answer: 'b', duration: 12, pteType: 'PTE Academic' });
    expect(model.record.value).toBe(record);
    expect(model.scoreOpen.value).toBe(true);
    expect(model.canSubmit.value).toBe(false);
  });

  it('shows a failure in words and keeps the answer to try again', async () => {
    const { model } = session({ submit: async () => Promise.reject(new Error('The server is busy.')) });
    model.setValue('a');
    await model.submit();
    expect(model.error.value).toBe('The server is busy.');
    expect(model.value.value).toBe('a');
    expect(model.submitting.value).toBe(false);
  });

  it("says a failure without words of its own in the caller's language, asked at the time", async () => {
    let locale = 'en';
    const t = vi.fn((key: 'somethingWrong') => (locale === 'fa' ? 'مشکلی پیش آمد' : `English ${key}`));
    const { model } = session({ submit: async () => Promise.reject(new TypeError('')), t });
    model.setValue('a');
    locale = 'fa';
    await model.submit();
    expect(model.error.value).toBe('مشکلی پیش آمد');
    expect(t).toHaveBeenCalledWith('somethingWrong');
  });

  it("says 'Something went wrong' without a caller's t", async () => {
    const { model } = session({ submit: async () => Promise.reject(null) });
    model.setValue('a');
    await model.submit();
    expect(model.error.value).toBe('Something went wrong');
  });

  it('starts over with Try Again: empty answer, no score, the clock from now', async () => {
    const { model, options, tick } = session();
    model.setValue('a');
    await model.submit();
    tick(60_000);
    model.tryAgain();
    expect(model.value.value).toBe('');
    expect(model.record.value).toBeNull();
    expect(model.attempt.value).toBe(1);
    model.setValue('b');
    tick(3_000);
    await model.submit();
    expect(options.submit).toHaveBeenLastCalledWith({ answer: 'b', duration: 3, pteType: 'PTE Academic' });
  });

  it('sends a spoken answer as its recording', async () => {
    const { model, options } = session({ task: getTask('speaking.readAloud'), question: question({ kind: 'readAloud', text: 'Read me.' }) });
    expect(model.recorded).toBe(true);
    model.setValue('typed text does not count');
    expect(model.answered.value).toBe(false);
    model.setRecording('bXAz');
    await model.submit();
    expect(options.submit).toHaveBeenCalledWith({ answerRequest: 'bXAz', duration: 0, pteType: 'PTE Academic' });
  });

  it('adds the accent heard to a Summarize Spoken Text answer', async () => {
    const { model, options } = session({ task: getTask('listening.summarizeSpokenText'), question: question({ kind: 'summarizeSpokenText' }) });
    model.setAccent('AU');
    model.setValue(' A summary. ');
    await model.submit();
    expect(options.submit).toHaveBeenCalledWith({ answer: 'A summary.', accent: 'AU', duration: 0, pteType: 'PTE Academic' });
  });

  it('asks for the answer section only once it is opened or the answer is scored, and never while stopped', async () => {
    const loadSolution = vi.fn(async () => solution);
    const { model } = session({ loadSolution });
    model.toggleSolution();
    expect(loadSolution).not.toHaveBeenCalled();
    model.start();
    expect(loadSolution).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(model.solution.value).toEqual(solution));
    model.toggleSolution();
    expect(model.solutionShown.value).toBe(false);
    model.dispose();
  });

  it('keeps the answer section closed when solutions are off, even after scoring', async () => {
    const loadSolution = vi.fn(async () => solution);
    const { model } = session({ loadSolution, showSolution: false });
    model.start();
    model.setValue('a');
    await model.submit();
    expect(model.solutionShown.value).toBe(false);
    expect(loadSolution).not.toHaveBeenCalled();
    model.dispose();
  });
});
