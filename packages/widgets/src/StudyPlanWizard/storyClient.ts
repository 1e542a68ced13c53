import type { MockLatestScores, PteClient, StudyPlanDto, StudyPlanSubmission } from '@pte-kit/core';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** A learner's latest full mock test, as GET /api/mockTests/latestScores gives it. */
export const LATEST_MOCK: MockLatestScores = {
  attemptId: 31, formId: 'C1', formName: 'PTE Core mock test C1', variant: 'CORE', finishedAt: '2026-11-27T12:02:11.000Z',
  overall: 52, listening: 61, reading: 66, speaking: 34, writing: 48,
};

/** Answers a submission with a small plan for today; `latest` is the learner's latest mock test (none by default). */
export function wizardClient({ latest = null }: { latest?: MockLatestScores | null } = {}): PteClient {
  return {
    latestMockScores: async () => {
      await wait(150);
      return { latest };
    },
    submitStudyPlan: async (submission: StudyPlanSubmission): Promise<StudyPlanDto> => {
      await wait(300);
      return {
        id: 1, date: '2026-11-26', dailyPracticeSpeaking: 1, dailyPracticeWriting: 0.5, dailyPracticeReading: 0.75, dailyPracticeListening: 0.75,
        speakingReadAloud: submission.dailyPractice === 'LESS_THAN_1' ? 4 : 8, done: {},
      } as StudyPlanDto;
    },
  } as unknown as PteClient;
}
