import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiClient';
import { createStudyPlanSection, studyPlanCards, studyPlanHref } from './studyPlanSection';
import { getTask } from './taskCatalog';
import type { StudyPlanDto } from './types';

const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

function planOf(date: string, patch: Partial<StudyPlanDto> = {}): StudyPlanDto {
  return {
    id: 4, date, dailyPracticeSpeaking: 1, dailyPracticeWriting: 0.5, dailyPracticeListening: 0.75, dailyPracticeReading: 0.75,
    speakingReadAloud: 6, speakingRepeatSentence: 10, speakingRespondToASituation: 2, speakingRetellLecture: null,
    writingWriteEssay: 1, done: { speakingReadAloud: 2 }, ...patch,
  } as StudyPlanDto;
}

describe('study plan section', () => {
  it("shows the day's cards of the chosen skill, speaking first, with target and done counts", async () => {
    const load = vi.fn(async (date?: string) => planOf(date ?? '2026-11-26'));
    const section = createStudyPlanSection({ load, today: () => '2026-11-26', premium: true });
    section.start();
    expect(section.loading.value).toBe(true);
    await settle();
    expect(load).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
    expect(section.skill.value).toBe('speaking');
    expect(section.cards.value.map(({ task, target, done, href }) => [task.name, target, done, href])).toEqual([
      ['Read Aloud', 6, 2, '/dashboard/speaking/read-aloud/1'],
      ['Repeat Sentence', 10, 0, '/dashboard/speaking/repeat-sentence/1'],
      [getTask('speaking.respondToASituation').name, 2, 0, '/dashboard/speaking/respond-to-situation/1'],
    ]);
    section.setSkill('writing');
    expect(section.cards.value.map((card) => card.task.key)).toEqual(['writing.writeEssay']);
    expect(section.hoursOf('writing')).toBe(0.5);
  });

  it("moves by day and offers 'Today' once the day is more than 7 days away", async () => {
    const load = vi.fn(async (date?: string) => planOf(date ?? '2026-11-26'));
    const section = createStudyPlanSection({ load, today: () => '2026-11-26', premium: true });
    section.start();
    await settle();
    for (let day = 0; day < 7; day += 1) section.nextDay();
    await settle();
    expect(section.day.value).toBe('2026-12-03');
    expect(section.showToday.value).toBe(false);
    section.nextDay();
    await settle();
    expect(load).toHaveBeenLastCalledWith('2026-12-04', expect.any(AbortSignal));
    expect(section.showToday.value).toBe(true);
    section.goToday();
    await settle();
    expect(load).toHaveBeenLastCalledWith(undefined, expect.any(AbortSignal));
    expect(section.day.value).toBe('2026-11-26');
    section.goToDay('2026-11-17');
    expect(section.showToday.value).toBe(true);
  });

  it('shows the empty state when there is no plan (id 0)', async () => {
    const section = createStudyPlanSection({ load: async () => planOf('2026-11-26', { id: 0, speakingReadAloud: null, done: {} }), today: () => '2026-11-26', premium: true });
    section.start();
    await settle();
    expect(section.empty.value).toBe(true);
    expect(section.cards.value).toEqual([]);
  });

  it('locks without asking when the learner is not premium, and locks on a 403', async () => {
    const load = vi.fn(async () => planOf('2026-11-26'));
    const trial = createStudyPlanSection({ load, today: () => '2026-11-26', premium: false });
    trial.start();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect([trial.locked.value, trial.empty.value]).toEqual([true, false]);
    const refused = createStudyPlanSection({
      load: async () => { throw new ApiError(403, 'The study plan is for premium learners.', { status: 403, message: 'The study plan is for premium learners.', errors: [] }); },
      today: () => '2026-11-26', premium: true,
    });
    refused.start();
    await settle();
    expect([refused.locked.value, refused.failed.value]).toEqual([true, false]);
  });

  it('keeps the newest day when an older answer comes late', async () => {
    let answerFirst!: (plan: StudyPlanDto) => void;
    const load = vi.fn()
      .mockImplementationOnce(() => new Promise((resolve) => { answerFirst = resolve; }))
      .mockResolvedValueOnce(planOf('2026-11-27'));
    const section = createStudyPlanSection({ load, today: () => '2026-11-26', premium: true });
    section.start();
    section.nextDay();
    await settle();
    answerFirst(planOf('2026-11-26'));
    await settle();
    expect(section.plan.value?.date).toBe('2026-11-27');
  });

  it('links with the spec slugs and leaves out tasks with no count', () => {
    expect(studyPlanHref(getTask('reading.rwFillInTheBlanks'))).toBe('/dashboard/reading/rw-fill-in-the-blanks/1');
    expect(studyPlanCards(planOf('2026-11-26'), 'listening')).toEqual([]);
  });
});
