import { describe, expect, it, vi } from 'vitest';
import { createStudyPlanWizard } from './studyPlanWizard';
import type { MockLatestScores } from './mockTests';
import type { StudyPlanDto } from './types';

const latest: MockLatestScores = {
  attemptId: 31, formId: 'C1', formName: 'PTE Core mock test C1', variant: 'CORE', finishedAt: '2026-11-27T05:02:11.000Z',
  overall: 52, listening: 61, reading: 66, speaking: 34, writing: 48,
};

describe('study plan wizard', () => {
  it('moves on only from an answered step, and reaches back but never ahead', () => {
    const wizard = createStudyPlanWizard();
    expect(wizard.steps).toEqual(['English Level', 'Study Preference', 'Mock Test', 'Study Plan']);
    expect(wizard.canNext.value).toBe(false);
    wizard.goTo(2);
    expect(wizard.step.value).toBe(0);
    wizard.setEnglishLevel('B1');
    wizard.next();
    expect(wizard.step.value).toBe(1);
    expect(wizard.canNext.value).toBe(false);
    wizard.setDailyPractice('BETWEEN_2_3');
    wizard.next();
    expect(wizard.step.value).toBe(2);
    wizard.goTo(0);
    expect(wizard.step.value).toBe(0);
    wizard.goTo(2);
    expect(wizard.step.value).toBe(2);
    wizard.goTo(3);
    expect(wizard.step.value).toBe(2);
  });

  it("defaults the mock test to 'no' and then asks for five scores from 10 to 90", () => {
    const wizard = createStudyPlanWizard({ englishLevel: 'C1' });
    wizard.setDailyPractice('LESS_THAN_1');
    wizard.next();
    wizard.next();
    expect(wizard.useMockScores.value).toBe(false);
    expect(wizard.canNext.value).toBe(true);
    wizard.setUseMockScores(true);
    expect(wizard.canNext.value).toBe(false);
    expect(Object.keys(wizard.mockProblems.value)).toHaveLength(5);
    for (const key of ['overall', 'listening', 'reading', 'writing'] as const) wizard.setMockScore(key, '55');
    wizard.setMockScore('speaking', '9');
    expect(wizard.mockProblems.value).toEqual({ speaking: 'From 10 to 90' });
    wizard.next();
    expect(wizard.step.value).toBe(2);
    wizard.setMockScore('speaking', '90');
    expect(wizard.canNext.value).toBe(true);
  });

  it('submits the spec’s payload once: hours as seconds, mock scores or 0, every level 0', async () => {
    const wizard = createStudyPlanWizard();
    wizard.setEnglishLevel('A2');
    wizard.setDailyPractice('MORE_THAN_4');
    const post = vi.fn(async () => ({ id: 7 }) as StudyPlanDto);
    await expect(wizard.submit(post)).resolves.toEqual({ id: 7 });
    expect(post).toHaveBeenCalledWith({
      englishLevel: 'A2', dailyPractice: 'MORE_THAN_4',
      dailyPracticeDuration: { seconds: 18_000, zero: false, nano: 0, negative: false, positive: true, units: ['SECONDS', 'NANOS'] },
      reading: 0, writing: 0, speaking: 0, listening: 0, overall: 0, readingLevel: 0, writingLevel: 0, speakingLevel: 0, listeningLevel: 0,
    });
    wizard.setUseMockScores(true);
    for (const key of ['overall', 'listening', 'reading', 'writing', 'speaking'] as const) wizard.setMockScore(key, '60');
    await wizard.submit(post);
    expect(post).toHaveBeenLastCalledWith(expect.objectContaining({ overall: 60, speaking: 60, readingLevel: 0 }));
  });

  it('fills the Mock Test step from the latest mock test, which the learner can still change, and sends its figures', async () => {
    const wizard = createStudyPlanWizard({ englishLevel: 'B1' });
    wizard.setDailyPractice('BETWEEN_1_2');
    wizard.fillFromMock(null);
    expect(wizard.useMockScores.value).toBe(false);
    wizard.fillFromMock(latest);
    expect(wizard.useMockScores.value).toBe(true);
    expect(wizard.mockScores.value).toEqual({ overall: '52', listening: '61', reading: '66', writing: '48', speaking: '34' });
    expect(wizard.mockSource.value).toEqual(latest);
    expect(wizard.mockEdited.value).toBe(false);
    const post = vi.fn(async () => ({ id: 7 }) as StudyPlanDto);
    await wizard.submit(post);
    expect(post).toHaveBeenLastCalledWith(expect.objectContaining({ overall: 52, listening: 61, reading: 66, writing: 48, speaking: 34 }));
    wizard.setMockScore('speaking', '40');
    expect(wizard.mockEdited.value).toBe(true);
    await wizard.submit(post);
    expect(post).toHaveBeenLastCalledWith(expect.objectContaining({ speaking: 40, reading: 66 }));
    wizard.setUseMockScores(false);
    await wizard.submit(post);
    expect(post).toHaveBeenLastCalledWith(expect.objectContaining({ overall: 0, speaking: 0 }));
  });

  it('leaves a Mock Test step the learner has answered alone when the mock test arrives later', () => {
    const wizard = createStudyPlanWizard();
    wizard.setUseMockScores(false);
    wizard.fillFromMock(latest);
    expect(wizard.useMockScores.value).toBe(false);
    expect(wizard.mockSource.value).toBeNull();
    const typed = createStudyPlanWizard();
    typed.setUseMockScores(true);
    typed.setMockScore('overall', '70');
    typed.fillFromMock(latest);
    expect(typed.mockScores.value.overall).toBe('70');
    expect(typed.mockScores.value.reading).toBe('');
  });

  it('does not submit without an English level and study time', async () => {
    const wizard = createStudyPlanWizard();
    const post = vi.fn();
    wizard.setEnglishLevel('B2');
    expect(await wizard.submit(post)).toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(wizard.canSubmit.value).toBe(false);
  });
});
